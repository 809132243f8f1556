/* Ported from Spring AI ChatResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ModelResponse } from '../../model/ModelResponse.js';
import { ChatResponseMetadata, type ChatResponseMetadataBuilder } from '../metadata/ChatResponseMetadata.js';
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

/**
 * The response of a chat model: its {@link Generation}s and the {@link ChatResponseMetadata}
 * (id, model, usage, rate limit, …).
 *
 * @remarks
 * The generation list is copied, as Java's `List.copyOf` does.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/ChatResponse.html
 * @category Chat Model
 */
export class ChatResponse implements ModelResponse<Generation> {
  /** The builder class, as Java's nested `ChatResponse.Builder`. */
  static readonly Builder = ChatResponseBuilder;

  private readonly chatResponseMetadata: ChatResponseMetadata;
  private readonly generations: Generation[];

  /**
   * @param generations - the generations (copied)
   * @param chatResponseMetadata - the metadata; a new empty {@link ChatResponseMetadata} when omitted
   */
  constructor(generations: Generation[], chatResponseMetadata?: ChatResponseMetadata) {
    this.chatResponseMetadata = chatResponseMetadata ?? new ChatResponseMetadata();
    this.generations = [...generations];
  }

  /** A new {@link ChatResponseBuilder}. */
  static builder(): ChatResponseBuilder {
    return new ChatResponseBuilder();
  }

  /** All generations. */
  getResults(): Generation[] {
    return this.generations;
  }

  /**
   * The first generation, or `undefined` when there is none.
   *
   * @remarks
   * Spring does not mark `getResult()` `@Nullable`, but returns `null` for a response without
   * generations; the type says so, and translated `response.getResult().getOutput()` becomes
   * `response.getResult()!.getOutput()`.
   */
  getResult(): Generation | undefined {
    return this.generations[0];
  }

  /** The response metadata. */
  getMetadata(): ChatResponseMetadata {
    return this.chatResponseMetadata;
  }

  /** Whether any generation requests a tool call. */
  hasToolCalls(): boolean {
    return this.generations.some((generation) => generation.getOutput().hasToolCalls());
  }

  /**
   * Whether any generation finished with one of `finishReasons`, compared case-insensitively.
   *
   * @throws IllegalArgumentException `"finishReasons cannot be null"`
   */
  hasFinishReasons(finishReasons: ReadonlySet<string>): boolean {
    Assert.notNull(finishReasons, 'finishReasons cannot be null');
    const wanted = [...finishReasons].map((reason) => reason.toLowerCase());
    return this.generations.some((generation) => {
      const finishReason = generation.getMetadata().getFinishReason() ?? '';
      return wanted.includes(finishReason.toLowerCase());
    });
  }

  /** `ChatResponse [metadata=…, generations=[…]]`. */
  toString(): string {
    return `ChatResponse [metadata=${javaToString(this.chatResponseMetadata)}, generations=${javaToString(this.generations)}]`;
  }

  /** Equal to a response with equal metadata and generations. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ChatResponse)) return false;
    return (
      objectsEquals(this.chatResponseMetadata, other.chatResponseMetadata) &&
      objectsEquals(this.generations, other.generations)
    );
  }

  /** A hash code over metadata and generations. */
  hashCode(): number {
    return objectsHash(this.chatResponseMetadata, this.generations);
  }
}

/**
 * Type-level view of the nested Java types of {@link ChatResponse}.
 *
 * @category Chat Model
 */
export declare namespace ChatResponse {
  /** Java's `ChatResponse.Builder`. */
  type Builder = ChatResponseBuilder;
}
