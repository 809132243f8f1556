/* Ported from Spring AI Filter.Group (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Expression } from './Expression.js';

/**
 * A parenthesized expression (Java's record `Filter.Group`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.Group.html
 * @category Vector Store
 */
export class Group {
  /** The grouped expression. */
  constructor(private readonly _content: Expression) {}

  /** The grouped expression. */
  content(): Expression {
    return this._content;
  }

  /** Same content. */
  equals(other: unknown): boolean {
    return other instanceof Group && this._content.equals(other._content);
  }

  /** The content's hash (plus one, so a group differs from its content). */
  hashCode(): number {
    return (this._content.hashCode() * 31 + 1) | 0;
  }

  /** `Group[content=…]`. */
  toString(): string {
    return `Group[content=${this._content.toString()}]`;
  }
}
