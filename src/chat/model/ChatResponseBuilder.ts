/* Ported from Spring AI ChatResponse.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatResponseMetadata } from '../metadata/ChatResponseMetadata.js';
import type { ChatResponseMetadataBuilder } from '../metadata/ChatResponseMetadataBuilder.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { ChatResponse } from './ChatResponse.js';
import type { Generation } from './Generation.js';

/**
 * Builds a {@link ChatResponse}; also reachable as `ChatResponse.Builder`.
 *
 * `from(response)` takes the generations and all metadata of another response, so
 * `ChatResponse.builder().from(response).generations(other).build()` keeps the metadata.
 *
 * @remarks
 * Java's `metadata(String, Object)` and `metadata(ChatResponseMetadata)` overloads are one
 * method, told apart by the type of the first argument.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/ChatResponse.Builder.html
 * @category Chat Model
 */
export class ChatResponseBuilder {
  private generationsValue: Generation[] | undefined;
  private readonly chatResponseMetadataBuilder: ChatResponseMetadataBuilder = ChatResponseMetadata.builder();

  /** Copies the generations and all metadata of `other`. */
  from(other: ChatResponse): this {
    this.generationsValue = other.getResults();
    return this.metadata(other.getMetadata());
  }

  /** Adds one metadata entry (a `null`/`undefined` value is ignored). */
  metadata(key: string, value: unknown): this;
  /** Copies id, model, rate limit, usage, prompt metadata and every entry of `other`. */
  metadata(other: ChatResponseMetadata): this;
  metadata(keyOrOther: string | ChatResponseMetadata, value?: unknown): this {
    if (typeof keyOrOther === 'string') {
      this.chatResponseMetadataBuilder.keyValue(keyOrOther, value);
      return this;
    }
    const other = keyOrOther;
    this.chatResponseMetadataBuilder.model(other.getModel());
    this.chatResponseMetadataBuilder.id(other.getId());
    this.chatResponseMetadataBuilder.rateLimit(other.getRateLimit());
    this.chatResponseMetadataBuilder.usage(other.getUsage());
    this.chatResponseMetadataBuilder.promptMetadata(other.getPromptMetadata());
    for (const [key, entry] of other.entrySet()) this.chatResponseMetadataBuilder.keyValue(key, entry);
    return this;
  }

  /** Sets the generations. */
  generations(generations: Generation[]): this {
    this.generationsValue = generations;
    return this;
  }

  /** Builds the response. */
  build(): ChatResponse {
    return new ChatResponse(this.generationsValue as Generation[], this.chatResponseMetadataBuilder.build());
  }
}
