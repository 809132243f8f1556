/* Ported from Spring AI ChatResponseMetadata.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { toMap } from '../../core/lang/JavaObjects.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { ChatResponseMetadata } from './ChatResponseMetadata.js';
import type { PromptMetadata } from './PromptMetadata.js';
import type { RateLimit } from './RateLimit.js';
import type { Usage } from './Usage.js';

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
