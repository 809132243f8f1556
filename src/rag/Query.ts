/* Ported from Spring AI Query (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Message } from '../chat/messages/Message.js';
import { Assert } from '../java/core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../java/core/lang/JavaObjects.js';

const toMap = (context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): Map<string, unknown> =>
  context instanceof Map ? new Map(context) : new Map(Object.entries(context as Record<string, unknown>));

/**
 * A query in the modular RAG flow: its text, the conversation history and a free-form context.
 *
 * @remarks
 * Java's record: `text()`, `history()`, `context()`, `equals`/`hashCode` and
 * `Query[text=…, history=[…], context={…}]`. The context is a `Map` (a plain object is accepted).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/Query.html
 * @category RAG
 */
export class Query {
  private readonly _text: string;
  private readonly _history: Message[];
  private readonly _context: Map<string, unknown>;

  /** A query with this text, no history and no context. */
  constructor(text: string);
  /** A query with this text and history, and no context. */
  constructor(text: string, history: Message[]);
  /** A query with this text, history and context. */
  constructor(text: string, history: Message[], context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
  /**
   * @throws IllegalArgumentException `"text cannot be null or empty"`, `"history cannot be null"`,
   *   `"context cannot be null"` (an argument passed as `undefined` counts as Java's `null`), or a
   *   `null` element or key
   */
  constructor(text: string, historyArg?: Message[], contextArg?: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>) {
    // Java's one-argument constructor supplies the empty history and context.
    const history = arguments.length >= 2 ? historyArg : [];
    const context = arguments.length >= 3 ? contextArg : new Map<string, unknown>();
    Assert.hasText(text, 'text cannot be null or empty');
    Assert.notNull(history, 'history cannot be null');
    Assert.noNullElements(history, 'history elements cannot be null');
    Assert.notNull(context, 'context cannot be null');
    const map = toMap(context);
    Assert.noNullElements(map.keys(), 'context keys cannot be null');
    this._text = text;
    this._history = [...history];
    this._context = map;
  }

  /** A new builder. */
  static builder(): Query.Builder {
    return new Query.Builder();
  }

  /** The text. */
  text(): string {
    return this._text;
  }

  /** The conversation history. */
  history(): Message[] {
    return this._history;
  }

  /** The context. */
  context(): Map<string, unknown> {
    return this._context;
  }

  /** A builder preset with this query. */
  mutate(): Query.Builder {
    return new Query.Builder().text(this._text).history(this._history).context(this._context);
  }

  /** Same text, history and context. */
  equals(other: unknown): boolean {
    return (
      other instanceof Query &&
      other._text === this._text &&
      objectsEquals(this._history, other._history) &&
      objectsEquals(this._context, other._context)
    );
  }

  /** Combined from the components. */
  hashCode(): number {
    return objectsHash(this._text, this._history, this._context);
  }

  /** `Query[text=…, history=[…], context={…}]`. */
  toString(): string {
    return `Query[text=${this._text}, history=${javaToString(this._history)}, context=${javaToString(this._context)}]`;
  }
}

/**
 * Nested types of {@link Query}.
 *
 * @category RAG
 */
export namespace Query {
  /**
   * Java's `Query.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/Query.Builder.html
   */
  export class Builder {
    private _text: string | undefined;
    private _history: Message[] = [];
    private _context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> = new Map();

    /** The text. */
    text(text: string): this {
      this._text = text;
      return this;
    }

    /** The history: a list, or messages as rest arguments. */
    history(...history: Message[] | [Message[]]): this {
      this._history = history.length === 1 && Array.isArray(history[0]) ? [...history[0]] : (history as Message[]);
      return this;
    }

    /** The context. */
    context(context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
      this._context = context;
      return this;
    }

    /** The query. */
    build(): Query {
      return new Query(this._text as string, this._history, this._context);
    }
  }
}
