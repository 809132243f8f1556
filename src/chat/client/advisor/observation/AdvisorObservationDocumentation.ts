/* Ported from Spring AI AdvisorObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../../core/IllegalArgumentException.js';
import type { KeyName } from '../../../../micrometer/common/docs/KeyName.js';
import type { Observation } from '../../../../micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../../../micrometer/observation/ObservationRegistry.js';
import {
  ObservationDocumentation,
  type ObservationConventionClass,
} from '../../../../micrometer/observation/docs/ObservationDocumentation.js';
import { AdvisorHighCardinalityKeyNames } from './AdvisorHighCardinalityKeyNames.js';
import { AdvisorLowCardinalityKeyNames } from './AdvisorLowCardinalityKeyNames.js';
import type { AdvisorObservationContext } from './AdvisorObservationContext.js';
import type { AdvisorObservationConvention } from './AdvisorObservationConvention.js';
import { DefaultAdvisorObservationConvention } from './DefaultAdvisorObservationConvention.js';

/**
 * Documents the advisor observation (a Java enum with the single constant `AI_ADVISOR`): its
 * default convention and its key names.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationDocumentation.html
 * @category Observation
 */
export class AdvisorObservationDocumentation implements ObservationDocumentation {
  /** The observation of one advisor hop in a `ChatClient` advisor chain. */
  static readonly AI_ADVISOR = new AdvisorObservationDocumentation('AI_ADVISOR', 0);

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = AdvisorLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = AdvisorHighCardinalityKeyNames;

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
  ) {}

  /** {@link DefaultAdvisorObservationConvention}. */
  getDefaultConvention(): ObservationConventionClass {
    return DefaultAdvisorObservationConvention;
  }

  /** Every {@link AdvisorLowCardinalityKeyNames} constant. */
  getLowCardinalityKeyNames(): KeyName[] {
    return AdvisorLowCardinalityKeyNames.values();
  }

  /** Every {@link AdvisorHighCardinalityKeyNames} constant. */
  getHighCardinalityKeyNames(): KeyName[] {
    return AdvisorHighCardinalityKeyNames.values();
  }

  /**
   * A not yet started observation of an advisor hop: the custom convention wins over a global
   * one of the registry, which wins over `defaultConvention`. With a no-op registry it is
   * `Observation.NOOP` and `contextSupplier` is not called.
   */
  observation(
    customConvention: AdvisorObservationConvention | undefined,
    defaultConvention: AdvisorObservationConvention,
    contextSupplier: () => AdvisorObservationContext,
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
  static values(): AdvisorObservationDocumentation[] {
    return [AdvisorObservationDocumentation.AI_ADVISOR];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): AdvisorObservationDocumentation {
    if (name === 'AI_ADVISOR') return AdvisorObservationDocumentation.AI_ADVISOR;
    throw new IllegalArgumentException(
      `No enum constant org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.${name}`,
    );
  }
}
