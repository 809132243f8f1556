/* Ported from Spring AI ToolResponseMessage.ToolResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';

/**
 * The result of one tool call: the call id, the tool name and the result text. Also reachable
 * as `ToolResponseMessage.ToolResponse`.
 *
 * @remarks
 * A Java record: positional constructor, accessor methods, value equality.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/ToolResponseMessage.ToolResponse.html
 * @category Messages
 */
export class ToolResponse {
  private readonly _id: string;
  private readonly _name: string;
  private readonly _responseData: string;

  /**
   * @param id - the id of the tool call this answers
   * @param name - the tool name
   * @param responseData - the result, usually JSON
   */
  constructor(id: string, name: string, responseData: string) {
    this._id = id;
    this._name = name;
    this._responseData = responseData;
  }

  /** The id of the tool call this answers. */
  id(): string {
    return this._id;
  }

  /** The tool name. */
  name(): string {
    return this._name;
  }

  /** The result, usually JSON. */
  responseData(): string {
    return this._responseData;
  }

  /** Record equality over all three components. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ToolResponse)) return false;
    return (
      objectsEquals(this._id, other._id) &&
      objectsEquals(this._name, other._name) &&
      objectsEquals(this._responseData, other._responseData)
    );
  }

  /** A hash code over all three components. */
  hashCode(): number {
    return objectsHash(this._id, this._name, this._responseData);
  }

  /** `ToolResponse[id=…, name=…, responseData=…]`. */
  toString(): string {
    return `ToolResponse[id=${this._id}, name=${this._name}, responseData=${this._responseData}]`;
  }
}
