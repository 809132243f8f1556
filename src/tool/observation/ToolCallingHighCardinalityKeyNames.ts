/* Ported from Spring AI ToolCallingObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationKeyName } from '../../observation/enums/ObservationKeyName.js';

/**
 * The high cardinality keys of a tool call observation (Java's nested enum
 * `ToolCallingObservationDocumentation.HighCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `ToolCallingObservationDocumentation.HighCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationDocumentation.HighCardinalityKeyNames.html
 * @category Observation
 */
export class ToolCallingHighCardinalityKeyNames extends ObservationKeyName {
  /** The tool description: `spring.ai.tool.definition.description`. */
  static readonly TOOL_DEFINITION_DESCRIPTION = new ToolCallingHighCardinalityKeyNames('TOOL_DEFINITION_DESCRIPTION', 0, 'spring.ai.tool.definition.description');

  /** The JSON schema of the tool input: `spring.ai.tool.definition.schema`. */
  static readonly TOOL_DEFINITION_SCHEMA = new ToolCallingHighCardinalityKeyNames('TOOL_DEFINITION_SCHEMA', 1, 'spring.ai.tool.definition.schema');

  /** The arguments of the tool call: `spring.ai.tool.call.arguments`. */
  static readonly TOOL_CALL_ARGUMENTS = new ToolCallingHighCardinalityKeyNames('TOOL_CALL_ARGUMENTS', 2, 'spring.ai.tool.call.arguments');

  /** The result of the tool call: `spring.ai.tool.call.result`. */
  static readonly TOOL_CALL_RESULT = new ToolCallingHighCardinalityKeyNames('TOOL_CALL_RESULT', 3, 'spring.ai.tool.call.result');

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ToolCallingHighCardinalityKeyNames {
    return ToolCallingHighCardinalityKeyNames.constantNamed('org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.HighCardinalityKeyNames', name);
  }
}
