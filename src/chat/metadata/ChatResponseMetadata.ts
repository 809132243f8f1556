/* Ported from Spring AI ChatResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbstractResponseMetadata } from '../../model/AbstractResponseMetadata.js';
import type { ResponseMetadata } from '../../model/ResponseMetadata.js';
import { javaToString, objectsEquals, objectsHash, toMap } from '../../java/core/lang/JavaObjects.js';
import { EmptyRateLimit } from './EmptyRateLimit.js';
import { EmptyUsage } from './EmptyUsage.js';
import { PromptMetadata } from './PromptMetadata.js';
import type { RateLimit } from './RateLimit.js';
import type { Usage } from './Usage.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';

/**
 * Builds a {@link ChatResponseMetadata}; also reachable as `ChatResponseMetadata.Builder`.
 *
 * As in Java, the builder fills one metadata instance, which `build()` returns.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/ChatResponseMetadata.Builder.html
 * @category Chat Model
 */
export class ChatResponseMetadataBuilder {
  private readonly chatResponseMetadata = new ChatResponseMetadata();

  /** Adds all entries of a `Map` or plain object. */
  metadata(mapToCopy: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
    for (const [key, value] of toMap(mapToCopy)) ChatResponseMetadata._write(this.chatResponseMetadata, 'entry', value, key);
    return this;
  }

  /**
   * Adds one entry; a `null`/`undefined` value is ignored.
   *
   * @throws IllegalArgumentException `"Key must not be null"`
   */
  keyValue(key: string, value: unknown): this {
    if (key === null || key === undefined) throw new IllegalArgumentException('Key must not be null');
    if (value !== null && value !== undefined) {
      ChatResponseMetadata._write(this.chatResponseMetadata, 'entry', value, key);
    }
    return this;
  }

  /** Sets the response id. */
  id(id: string): this {
    ChatResponseMetadata._write(this.chatResponseMetadata, 'id', id);
    return this;
  }

  /** Sets the model name. */
  model(model: string): this {
    ChatResponseMetadata._write(this.chatResponseMetadata, 'model', model);
    return this;
  }

  /** Sets the rate-limit state. */
  rateLimit(rateLimit: RateLimit): this {
    ChatResponseMetadata._write(this.chatResponseMetadata, 'rateLimit', rateLimit);
    return this;
  }

  /** Sets the token usage. */
  usage(usage: Usage): this {
    ChatResponseMetadata._write(this.chatResponseMetadata, 'usage', usage);
    return this;
  }

  /** Sets the prompt metadata. */
  promptMetadata(promptMetadata: PromptMetadata): this {
    ChatResponseMetadata._write(this.chatResponseMetadata, 'promptMetadata', promptMetadata);
    return this;
  }

  /** The metadata being built. */
  build(): ChatResponseMetadata {
    return this.chatResponseMetadata;
  }
}

/**
 * Metadata of a chat response: id, model, rate limit, usage, prompt metadata, and any further
 * entries.
 *
 * Defaults: id and model `""`, an {@link EmptyRateLimit}, an {@link EmptyUsage} and empty
 * prompt metadata. Equality covers id, model, rate limit, usage and prompt metadata, not the
 * further entries (as in Java).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/ChatResponseMetadata.html
 * @category Chat Model
 */
export class ChatResponseMetadata extends AbstractResponseMetadata implements ResponseMetadata {
  /** The builder class, as Java's nested `ChatResponseMetadata.Builder`. */
  static readonly Builder = ChatResponseMetadataBuilder;

  private id = '';
  private model = '';
  private rateLimit: RateLimit = new EmptyRateLimit();
  private usage: Usage = new EmptyUsage();
  private promptMetadata: PromptMetadata = PromptMetadata.empty();

  /** A new {@link ChatResponseMetadataBuilder}. */
  static builder(): ChatResponseMetadataBuilder {
    return new ChatResponseMetadataBuilder();
  }

  /**
   * Writes one field or entry; only the builder calls this (Java's builder writes the fields
   * directly).
   *
   * @internal
   */
  static _write(
    target: ChatResponseMetadata,
    field: 'id' | 'model' | 'rateLimit' | 'usage' | 'promptMetadata' | 'entry',
    value: unknown,
    key?: string,
  ): void {
    switch (field) {
      case 'id':
        target.id = value as string;
        break;
      case 'model':
        target.model = value as string;
        break;
      case 'rateLimit':
        target.rateLimit = value as RateLimit;
        break;
      case 'usage':
        target.usage = value as Usage;
        break;
      case 'promptMetadata':
        target.promptMetadata = value as PromptMetadata;
        break;
      default:
        target.map.set(key as string, value);
    }
  }

  /** The response id (`""` when unknown). */
  getId(): string {
    return this.id;
  }

  /** The model that answered (`""` when unknown). */
  getModel(): string {
    return this.model;
  }

  /** The rate-limit state (an {@link EmptyRateLimit} when unknown). */
  getRateLimit(): RateLimit {
    return this.rateLimit;
  }

  /** The token usage (an {@link EmptyUsage} when unknown). */
  getUsage(): Usage {
    return this.usage;
  }

  /** The prompt metadata (empty when unknown). */
  getPromptMetadata(): PromptMetadata {
    return this.promptMetadata;
  }

  /** Equal when id, model, rate limit, usage and prompt metadata are equal. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ChatResponseMetadata)) return false;
    return (
      objectsEquals(this.id, other.id) &&
      objectsEquals(this.model, other.model) &&
      objectsEquals(this.rateLimit, other.rateLimit) &&
      objectsEquals(this.usage, other.usage) &&
      objectsEquals(this.promptMetadata, other.promptMetadata)
    );
  }

  /** A hash code over id, model, rate limit, usage and prompt metadata. */
  hashCode(): number {
    return objectsHash(this.id, this.model, this.rateLimit, this.usage, this.promptMetadata);
  }

  /** `{ id: …, usage: …, rateLimit: … }`. */
  override toString(): string {
    return `{ id: ${this.id}, usage: ${javaToString(this.usage)}, rateLimit: ${javaToString(this.rateLimit)} }`;
  }
}

/**
 * Type-level view of the nested Java types of {@link ChatResponseMetadata}.
 *
 * @category Chat Model
 */
export declare namespace ChatResponseMetadata {
  /** Java's `ChatResponseMetadata.Builder`. */
  type Builder = ChatResponseMetadataBuilder;
}
