/* Ported from Spring AI ChatModelCallAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { StringUtils } from '../../../java/core/StringUtils.js';
import { StructuredOutputChatOptions } from '../../../model/tool/StructuredOutputChatOptions.js';
import type { ChatModel } from '../../model/ChatModel.js';
import { ChatClientAttributes } from '../ChatClientAttributes.js';
import { ChatClientRequest } from '../ChatClientRequest.js';
import { ChatClientResponse } from '../ChatClientResponse.js';
import type { CallAdvisor } from './api/CallAdvisor.js';
import type { CallAdvisorChain } from './api/CallAdvisorChain.js';
import { ChatModelAdvisorBase, ChatModelAdvisorBuilderBase } from './internal/ChatModelAdvisorBase.js';

// Java's System.lineSeparator(); "\n" on every platform here, so prompts are the same everywhere.
const LINE_SEPARATOR = '\n';

/**
 * Builds a {@link ChatModelCallAdvisor}; reachable as `ChatModelCallAdvisor.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ChatModelCallAdvisor.Builder.html
 * @category Advisors
 */
export class ChatModelCallAdvisorBuilder extends ChatModelAdvisorBuilderBase<ChatModelCallAdvisor> {
  /** @internal Use {@link ChatModelCallAdvisor.builder}. */
  constructor() {
    super((chatModel) => new ChatModelCallAdvisor(chatModel));
  }
}

/**
 * The advisor that ends every call chain: it calls the {@link ChatModel} with the request's
 * prompt and never calls the chain again. `ChatClient` appends it with order
 * `LOWEST_PRECEDENCE`, so advisors sorted after it never run.
 *
 * When the context holds output format instructions (`ChatClientAttributes.OUTPUT_FORMAT`) or
 * a structured output schema, it either sets the schema on the prompt's options (native
 * structured output requested, a schema present and options that are
 * `StructuredOutputChatOptions`) or appends the format instructions to the last user message,
 * after a line separator. The response carries a copy of the request context.
 *
 * @example
 * ```ts
 * import { ChatClientRequest, ChatModelCallAdvisor, DefaultAroundAdvisorChain, ObservationRegistry, Prompt, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // ChatClient ends every call chain with this advisor; a chain built by hand puts it last.
 * const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
 *   .push(ChatModelCallAdvisor.builder().chatModel(chatModel).build())
 *   .build();
 * const response = await chain.nextCall(ChatClientRequest.builder().prompt(new Prompt('Hello')).build());
 * console.log(response.chatResponse()?.getResult()?.getOutput().getText());
 * ```
 *
 * @remarks
 * The line separator is always `"\n"` (Java uses the platform's `System.lineSeparator()`).
 * Java's constructor is private; here it is public but internal. Use the builder.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ChatModelCallAdvisor.html
 * @category Advisors
 */
export class ChatModelCallAdvisor extends ChatModelAdvisorBase implements CallAdvisor {
  /** The builder type, as Java's nested `ChatModelCallAdvisor.Builder`. */
  static readonly Builder = ChatModelCallAdvisorBuilder;

  /** @internal Use {@link ChatModelCallAdvisor.builder}. */
  constructor(chatModel: ChatModel) {
    super(chatModel);
  }

  /**
   * Calls the model and wraps its response with a copy of the request context.
   * @throws IllegalArgumentException (as a rejection) `"the chatClientRequest cannot be null"`
   */
  async adviseCall(chatClientRequest: ChatClientRequest, _callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    Assert.notNull(chatClientRequest, 'the chatClientRequest cannot be null');
    const formattedChatClientRequest = ChatModelCallAdvisor.augmentWithFormatInstructions(chatClientRequest);
    const chatResponse = await this.chatModel.call(formattedChatClientRequest.prompt());
    return ChatClientResponse.builder()
      .chatResponse(chatResponse)
      .context(new Map(formattedChatClientRequest.context()))
      .build();
  }

  private static augmentWithFormatInstructions(chatClientRequest: ChatClientRequest): ChatClientRequest {
    const context = chatClientRequest.context();
    const outputFormat = context.get(ChatClientAttributes.OUTPUT_FORMAT.getKey()) as string | undefined;
    const outputSchema = context.get(ChatClientAttributes.STRUCTURED_OUTPUT_SCHEMA.getKey()) as string | undefined;

    if (!StringUtils.hasText(outputFormat) && !StringUtils.hasText(outputSchema)) {
      return chatClientRequest;
    }

    const options = chatClientRequest.prompt().getOptions();
    if (
      context.has(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey()) &&
      StringUtils.hasText(outputSchema) &&
      StructuredOutputChatOptions.isInstance(options)
    ) {
      options.setOutputSchema(outputSchema);
      return chatClientRequest;
    }

    // Java concatenates a null format as the text "null"; String() keeps that.
    const augmentedPrompt = chatClientRequest
      .prompt()
      .augmentUserMessage((userMessage) =>
        userMessage
          .mutate()
          .text(`${userMessage.getText()}${LINE_SEPARATOR}${String(outputFormat ?? null)}`)
          .build(),
      );

    return ChatClientRequest.builder().prompt(augmentedPrompt).context(new Map(context)).build();
  }

  /** `"call"`. */
  getName(): string {
    return 'call';
  }

  /** A new builder. */
  static builder(): ChatModelCallAdvisorBuilder {
    return new ChatModelCallAdvisorBuilder();
  }
}
