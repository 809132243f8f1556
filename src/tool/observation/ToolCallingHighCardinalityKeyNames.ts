/* Ported from Spring AI ToolCallingObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValue } from '../../micrometer/common/KeyValue.js';
import type { KeyName } from '../../micrometer/common/docs/KeyName.js';
import { enumValueOf } from '../../core/lang/JavaEnums.js';

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
export class ToolCallingHighCardinalityKeyNames implements KeyName {
  /** The tool description: `spring.ai.tool.definition.description`. */
  static readonly TOOL_DEFINITION_DESCRIPTION = new ToolCallingHighCardinalityKeyNames('TOOL_DEFINITION_DESCRIPTION', 0, 'spring.ai.tool.definition.description');

  /** The JSON schema of the tool input: `spring.ai.tool.definition.schema`. */
  static readonly TOOL_DEFINITION_SCHEMA = new ToolCallingHighCardinalityKeyNames('TOOL_DEFINITION_SCHEMA', 1, 'spring.ai.tool.definition.schema');

  /** The arguments of the tool call: `spring.ai.tool.call.arguments`. */
  static readonly TOOL_CALL_ARGUMENTS = new ToolCallingHighCardinalityKeyNames('TOOL_CALL_ARGUMENTS', 2, 'spring.ai.tool.call.arguments');

  /** The result of the tool call: `spring.ai.tool.call.result`. */
  static readonly TOOL_CALL_RESULT = new ToolCallingHighCardinalityKeyNames('TOOL_CALL_RESULT', 3, 'spring.ai.tool.call.result');

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
    private readonly key: string,
  ) {}

  /** The key as it appears on metrics and spans. */
  asString(): string {
    return this.key;
  }

  /** A key value with this key and `value` (Micrometer's `KeyName.withValue`). */
  withValue(value: string): KeyValue {
    return KeyValue.of(this.key, value);
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

  /** Every constant, in declaration order. */
  static values(): ToolCallingHighCardinalityKeyNames[] {
    return [ToolCallingHighCardinalityKeyNames.TOOL_DEFINITION_DESCRIPTION, ToolCallingHighCardinalityKeyNames.TOOL_DEFINITION_SCHEMA, ToolCallingHighCardinalityKeyNames.TOOL_CALL_ARGUMENTS, ToolCallingHighCardinalityKeyNames.TOOL_CALL_RESULT];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): ToolCallingHighCardinalityKeyNames {
    return enumValueOf(ToolCallingHighCardinalityKeyNames.values(), 'org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.HighCardinalityKeyNames', name);
  }
}
