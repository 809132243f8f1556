/* spring-ai-ts, Apache-2.0. Internal: what the call and the stream model advisors share. */
import { Assert } from '../../../../java/core/Assert.js';
import { Ordered } from '../../../../java/core/Ordered.js';
import type { ChatModel } from '../../../model/ChatModel.js';

/**
 * The advisor that ends a chain: it holds the {@link ChatModel} it sends the request's prompt to,
 * runs last (`LOWEST_PRECEDENCE`) and never calls the chain again.
 */
export abstract class ChatModelAdvisorBase {
  /** The model the request's prompt goes to. */
  protected readonly chatModel: ChatModel;

  /** @throws IllegalArgumentException `"chatModel cannot be null"` */
  protected constructor(chatModel: ChatModel) {
    Assert.notNull(chatModel, 'chatModel cannot be null');
    this.chatModel = chatModel;
  }

  /** The advisor's name in observations. */
  abstract getName(): string;

  /** `LOWEST_PRECEDENCE`. */
  getOrder(): number {
    return Ordered.LOWEST_PRECEDENCE;
  }
}

/** Builds a model advisor from the chat model it is given. */
export abstract class ChatModelAdvisorBuilderBase<A extends ChatModelAdvisorBase> {
  private _chatModel: ChatModel | undefined;

  /** @param create - makes the advisor of the built model */
  protected constructor(private readonly create: (chatModel: ChatModel) => A) {}

  /** The model to send the prompt to (required). */
  chatModel(chatModel: ChatModel): this {
    this._chatModel = chatModel;
    return this;
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"chatModel cannot be null"`
   */
  build(): A {
    return this.create(this._chatModel as ChatModel);
  }
}
