/* Ported from Spring AI MiniMaxApi.ChatCompletion (v1.1.8). spring-ai-ts, Apache-2.0. */
import { BaseResponse } from './BaseResponse.js';
import { ChatCompletionChoice } from './ChatCompletionChoice.js';
import type { ChatCompletionUsage } from './ChatCompletionUsage.js';

/**
 * A complete (non-streamed) chat completion.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletion.html
 * @category Models/MiniMax
 */
export class ChatCompletion {
  /** Java's nested record `ChatCompletion.Choice`. */
  static readonly Choice = ChatCompletionChoice;
  /** Java's nested record `ChatCompletion.BaseResponse`. */
  static readonly BaseResponse = BaseResponse;

  /**
   * @param completionId - the completion id
   * @param completionChoices - the choices (`undefined` when MiniMax reports an error in `base_resp`)
   * @param createdAt - creation time, Unix seconds
   * @param completionModel - the model
   * @param fingerprint - the system fingerprint
   * @param objectType - the object type (`chat.completion`)
   * @param status - MiniMax's status
   * @param completionUsage - the token counts
   */
  constructor(
    private readonly completionId: string | undefined,
    private readonly completionChoices: ChatCompletionChoice[] | undefined,
    private readonly createdAt: number | undefined,
    private readonly completionModel: string | undefined,
    private readonly fingerprint: string | undefined,
    private readonly objectType: string | undefined,
    private readonly status: BaseResponse | undefined,
    private readonly completionUsage: ChatCompletionUsage | undefined,
  ) {}

  /** The completion id. */
  id(): string | undefined {
    return this.completionId;
  }

  /** The choices. */
  choices(): ChatCompletionChoice[] | undefined {
    return this.completionChoices;
  }

  /** Creation time, Unix seconds. */
  created(): number | undefined {
    return this.createdAt;
  }

  /** The model. */
  model(): string | undefined {
    return this.completionModel;
  }

  /** The system fingerprint. */
  systemFingerprint(): string | undefined {
    return this.fingerprint;
  }

  /** The object type. */
  object(): string | undefined {
    return this.objectType;
  }

  /** MiniMax's status (`base_resp`). */
  baseResponse(): BaseResponse | undefined {
    return this.status;
  }

  /** The token counts. */
  usage(): ChatCompletionUsage | undefined {
    return this.completionUsage;
  }
}

/** Type-level view of the nested types of {@link ChatCompletion}. */
export declare namespace ChatCompletion {
  /** Java's `ChatCompletion.Choice`. */
  type Choice = ChatCompletionChoice;
  /** Java's `ChatCompletion.BaseResponse`. */
  type BaseResponse = import('./BaseResponse.js').BaseResponse;
}
