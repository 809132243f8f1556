/* Ported from Spring AI MiniMaxApi.ChatCompletionChunk (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { BaseResponse } from './BaseResponse.js';
import type { ChatCompletionUsage } from './ChatCompletionUsage.js';
import { ChunkChoice } from './ChunkChoice.js';

/**
 * One streamed piece of a chat completion, as `MiniMaxApi.chatCompletionStream` emits it.
 *
 * @remarks
 * `usage` and `baseResponse` (7th and 8th fields) are additions: Spring's record has neither,
 * so its streams never reported usage. The client emits the usage of a stream as a last chunk
 * with no choices.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionChunk.html
 * @category Models/MiniMax
 */
export class ChatCompletionChunk {
  /** Java's nested record `ChatCompletionChunk.ChunkChoice`. */
  static readonly ChunkChoice = ChunkChoice;

  /**
   * @param chunkId - the completion id (the same on every chunk)
   * @param chunkChoices - the choices
   * @param createdAt - creation time, Unix seconds
   * @param chunkModel - the model
   * @param fingerprint - the system fingerprint
   * @param objectType - the object type (`chat.completion.chunk`)
   * @param chunkUsage - the token counts (an addition)
   * @param status - MiniMax's status (an addition)
   */
  constructor(
    private readonly chunkId: string | undefined,
    private readonly chunkChoices: ChunkChoice[] | undefined,
    private readonly createdAt: number | undefined,
    private readonly chunkModel: string | undefined,
    private readonly fingerprint: string | undefined,
    private readonly objectType: string | undefined,
    private readonly chunkUsage?: ChatCompletionUsage,
    private readonly status?: BaseResponse,
  ) {}

  /** The completion id. */
  id(): string | undefined {
    return this.chunkId;
  }

  /** The choices. */
  choices(): ChunkChoice[] | undefined {
    return this.chunkChoices;
  }

  /** Creation time, Unix seconds. */
  created(): number | undefined {
    return this.createdAt;
  }

  /** The model. */
  model(): string | undefined {
    return this.chunkModel;
  }

  /** The system fingerprint. */
  systemFingerprint(): string | undefined {
    return this.fingerprint;
  }

  /** The object type. */
  object(): string | undefined {
    return this.objectType;
  }

  /** The token counts (an addition). */
  usage(): ChatCompletionUsage | undefined {
    return this.chunkUsage;
  }

  /** MiniMax's status (an addition). */
  baseResponse(): BaseResponse | undefined {
    return this.status;
  }
}

/** Type-level view of the nested types of {@link ChatCompletionChunk}. */
export declare namespace ChatCompletionChunk {
  /** Java's `ChatCompletionChunk.ChunkChoice`. */
  type ChunkChoice = import('./ChunkChoice.js').ChunkChoice;
}
