/* Ported from Spring AI ToolCallingObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { KeyName } from '../../micrometer/common/docs/KeyName.js';
import type { Observation } from '../../micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import {
  ObservationDocumentation,
  type ObservationConventionClass,
} from '../../micrometer/observation/docs/ObservationDocumentation.js';
import { DefaultToolCallingObservationConvention } from './DefaultToolCallingObservationConvention.js';
import { ToolCallingHighCardinalityKeyNames } from './ToolCallingHighCardinalityKeyNames.js';
import { ToolCallingLowCardinalityKeyNames } from './ToolCallingLowCardinalityKeyNames.js';
import type { ToolCallingObservationContext } from './ToolCallingObservationContext.js';
import type { ToolCallingObservationConvention } from './ToolCallingObservationConvention.js';

/**
 * Documents the tool call observation (a Java enum with the single constant `TOOL_CALL`): its
 * default convention and its key names.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationDocumentation.html
 * @category Observation
 */
export class ToolCallingObservationDocumentation implements ObservationDocumentation {
  /** The observation of one tool call. */
  static readonly TOOL_CALL = new ToolCallingObservationDocumentation('TOOL_CALL', 0);

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = ToolCallingLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = ToolCallingHighCardinalityKeyNames;

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
  ) {}

  /** {@link DefaultToolCallingObservationConvention}. */
  getDefaultConvention(): ObservationConventionClass {
    return DefaultToolCallingObservationConvention;
  }

  /** Every {@link ToolCallingLowCardinalityKeyNames} constant. */
  getLowCardinalityKeyNames(): KeyName[] {
    return ToolCallingLowCardinalityKeyNames.values();
  }

  /** Every {@link ToolCallingHighCardinalityKeyNames} constant. */
  getHighCardinalityKeyNames(): KeyName[] {
    return ToolCallingHighCardinalityKeyNames.values();
  }

  /**
   * A not yet started observation of a tool call: the custom convention wins over a global one
   * of the registry, which wins over `defaultConvention`. With a no-op registry it is
   * `Observation.NOOP` and `contextSupplier` is not called.
   */
  observation(
    customConvention: ToolCallingObservationConvention | undefined,
    defaultConvention: ToolCallingObservationConvention,
    contextSupplier: () => ToolCallingObservationContext,
    registry: ObservationRegistry,
  ): Observation {
    return ObservationDocumentation.observation(this, customConvention, defaultConvention, contextSupplier, registry);
  }

  /** The constant's name. */
  name(): string {
    return this._name;
  }

  /** The constant's position. */
  ordinal(): number {
    return this._ordinal;
  }

  /** The constant's name. */
  toString(): string {
    return this._name;
  }

  /** Every constant. */
  static values(): ToolCallingObservationDocumentation[] {
    return [ToolCallingObservationDocumentation.TOOL_CALL];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): ToolCallingObservationDocumentation {
    if (name === 'TOOL_CALL') return ToolCallingObservationDocumentation.TOOL_CALL;
    throw new IllegalArgumentException(
      `No enum constant org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.${name}`,
    );
  }
}

/**
 * Type-level view of the nested Java types of {@link ToolCallingObservationDocumentation}.
 *
 * @category Observation
 */
export declare namespace ToolCallingObservationDocumentation {
  /** Java's `ToolCallingObservationDocumentation.LowCardinalityKeyNames`. */
  type LowCardinalityKeyNames = ToolCallingLowCardinalityKeyNames;
  /** Java's `ToolCallingObservationDocumentation.HighCardinalityKeyNames`. */
  type HighCardinalityKeyNames = ToolCallingHighCardinalityKeyNames;
}
