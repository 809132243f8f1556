/* Ported from Spring AI AssistantMessage.ToolCall (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';

/**
 * One tool call requested by the model: id, type (normally `"function"`), tool name and JSON
 * arguments. Also reachable as `AssistantMessage.ToolCall`.
 *
 * @remarks
 * A Java record: positional constructor and accessor methods (`toolCall.name()`), value
 * equality.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/AssistantMessage.ToolCall.html
 * @category Messages
 */
export class ToolCall {
  private readonly _id: string;
  private readonly _type: string;
  private readonly _name: string;
  private readonly _arguments: string;

  /**
   * @param id - the id the model gave the call
   * @param type - the call type, normally `"function"`
   * @param name - the tool name
   * @param args - the arguments as a JSON string (Java's `arguments`)
   */
  constructor(id: string, type: string, name: string, args: string) {
    this._id = id;
    this._type = type;
    this._name = name;
    this._arguments = args;
  }

  /** The id the model gave the call. */
  id(): string {
    return this._id;
  }

  /** The call type, normally `"function"`. */
  type(): string {
    return this._type;
  }

  /** The tool name. */
  name(): string {
    return this._name;
  }

  /** The arguments as a JSON string. */
  arguments(): string {
    return this._arguments;
  }

  /** Record equality over all four components. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ToolCall)) return false;
    return (
      objectsEquals(this._id, other._id) &&
      objectsEquals(this._type, other._type) &&
      objectsEquals(this._name, other._name) &&
      objectsEquals(this._arguments, other._arguments)
    );
  }

  /** A hash code over all four components. */
  hashCode(): number {
    return objectsHash(this._id, this._type, this._name, this._arguments);
  }

  /** `ToolCall[id=…, type=…, name=…, arguments=…]`. */
  toString(): string {
    return `ToolCall[id=${this._id}, type=${this._type}, name=${this._name}, arguments=${this._arguments}]`;
  }
}
