/* Ported from Spring AI ToolCallingObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationDocumentationConstant } from '../../observation/enums/ObservationDocumentationConstant.js';
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
export class ToolCallingObservationDocumentation extends ObservationDocumentationConstant<ToolCallingObservationContext, ToolCallingObservationConvention> {
  /** The observation of one tool call. */
  static readonly TOOL_CALL = new ToolCallingObservationDocumentation('TOOL_CALL', 0, {
    defaultConvention: DefaultToolCallingObservationConvention,
    lowCardinalityKeyNames: ToolCallingLowCardinalityKeyNames,
    highCardinalityKeyNames: ToolCallingHighCardinalityKeyNames,
  });

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = ToolCallingLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = ToolCallingHighCardinalityKeyNames;

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ToolCallingObservationDocumentation {
    return ToolCallingObservationDocumentation.constantNamed('org.springframework.ai.tool.observation.ToolCallingObservationDocumentation', name);
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
