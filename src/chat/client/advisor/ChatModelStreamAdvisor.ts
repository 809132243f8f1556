/* Ported from Spring AI ChatModelStreamAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import type { Flux } from '../../../java/reactor/Flux.js';
import { ChatModel } from '../../model/ChatModel.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import { ChatClientResponse } from '../ChatClientResponse.js';
import type { StreamAdvisor } from './api/StreamAdvisor.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';
import { ChatModelAdvisorBase, ChatModelAdvisorBuilderBase } from './internal/ChatModelAdvisorBase.js';

/**
 * Builds a {@link ChatModelStreamAdvisor}; reachable as `ChatModelStreamAdvisor.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ChatModelStreamAdvisor.Builder.html
 * @category Advisors
 */
export class ChatModelStreamAdvisorBuilder extends ChatModelAdvisorBuilderBase<ChatModelStreamAdvisor> {
  /** @internal Use {@link ChatModelStreamAdvisor.builder}. */
  constructor() {
    super((chatModel) => new ChatModelStreamAdvisor(chatModel));
  }
}

/**
 * The advisor that ends every stream chain: it streams from the {@link ChatModel} with the
 * request's prompt and never calls the chain again. Each chunk carries a copy of the request
 * context. No format instructions are added on the stream path.
 *
 * @example
 * ```ts
 * import { ChatClientRequest, ChatModelStreamAdvisor, DefaultAroundAdvisorChain, ObservationRegistry, Prompt, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // ChatClient ends every stream chain with this advisor; a chain built by hand puts it last.
 * const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
 *   .push(ChatModelStreamAdvisor.builder().chatModel(chatModel).build())
 *   .build();
 * const chunks = await chain.nextStream(ChatClientRequest.builder().prompt(new Prompt('Hello')).build()).collectList();
 * console.log(chunks.map((chunk) => chunk.chatResponse()?.getResult()?.getOutput().getText()).join(''));
 * ```
 *
 * @remarks
 * Java moves the stream onto `Schedulers.boundedElastic()`; JavaScript has one thread, so the
 * stream is returned as the model produces it. Java's constructor is private; here it is public
 * but internal. Use the builder.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ChatModelStreamAdvisor.html
 * @category Advisors
 */
export class ChatModelStreamAdvisor extends ChatModelAdvisorBase implements StreamAdvisor {
  /** The builder type, as Java's nested `ChatModelStreamAdvisor.Builder`. */
  static readonly Builder = ChatModelStreamAdvisorBuilder;

  /** @internal Use {@link ChatModelStreamAdvisor.builder}. */
  constructor(chatModel: ChatModel) {
    super(chatModel);
  }

  /**
   * Streams the model's chunks, each wrapped with a copy of the request context.
   * @throws IllegalArgumentException `"the chatClientRequest cannot be null"`
   */
  adviseStream(chatClientRequest: ChatClientRequest, _streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    Assert.notNull(chatClientRequest, 'the chatClientRequest cannot be null');
    // Spring copies the context twice per chunk (`Map.copyOf`, then the builder's `putAll`); one
    // copy per chunk gives every chunk the same separate map. An empty context (the usual case) is
    // copied as `new Map()`: copying an empty Map through its iterator costs twice as much.
    return ChatModel.stream(this.chatModel, chatClientRequest.prompt()).map((chatResponse) => {
      const context = chatClientRequest.context();
      return new ChatClientResponse(chatResponse, context.size === 0 ? new Map() : new Map(context));
    });
  }

  /** `"stream"`. */
  getName(): string {
    return 'stream';
  }

  /** A new builder. */
  static builder(): ChatModelStreamAdvisorBuilder {
    return new ChatModelStreamAdvisorBuilder();
  }
}
