/* Ported from Spring AI ChatResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../../core/lang/JavaObjects.js';
import type { ModelResponse } from '../../model/ModelResponse.js';
import { ChatResponseMetadata } from '../metadata/ChatResponseMetadata.js';
import { ChatResponseBuilder } from './ChatResponseBuilder.js';
import type { Generation } from './Generation.js';

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
  /**
   * Java's nested `ChatResponse.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof ChatResponseBuilder {
    return ChatResponseBuilder;
  }

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

  /** The first generation, or `undefined` when there is none. */
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
