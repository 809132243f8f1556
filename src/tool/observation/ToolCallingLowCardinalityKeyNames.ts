/* Ported from Spring AI ToolCallingObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationKeyName } from '../../observation/enums/ObservationKeyName.js';

/**
 * The low cardinality keys of a tool call observation (Java's nested enum
 * `ToolCallingObservationDocumentation.LowCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `ToolCallingObservationDocumentation.LowCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationDocumentation.LowCardinalityKeyNames.html
 * @category Observation
 */
export class ToolCallingLowCardinalityKeyNames extends ObservationKeyName {
  /** The kind of AI operation: `gen_ai.operation.name`. */
  static readonly AI_OPERATION_TYPE = new ToolCallingLowCardinalityKeyNames('AI_OPERATION_TYPE', 0, 'gen_ai.operation.name');

  /** The provider responsible for the operation: `gen_ai.system`. */
  static readonly AI_PROVIDER = new ToolCallingLowCardinalityKeyNames('AI_PROVIDER', 1, 'gen_ai.system');

  /** The kind of Spring AI component: `spring.ai.kind`. */
  static readonly SPRING_AI_KIND = new ToolCallingLowCardinalityKeyNames('SPRING_AI_KIND', 2, 'spring.ai.kind');

  /** The tool name: `spring.ai.tool.definition.name`. */
  static readonly TOOL_DEFINITION_NAME = new ToolCallingLowCardinalityKeyNames('TOOL_DEFINITION_NAME', 3, 'spring.ai.tool.definition.name');

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ToolCallingLowCardinalityKeyNames {
    return ToolCallingLowCardinalityKeyNames.constantNamed('org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.LowCardinalityKeyNames', name);
  }
}
