/* Ported from Spring AI DefaultChatClientUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { DefaultToolCallingChatOptions } from '../../model/tool/DefaultToolCallingChatOptions.js';
import { ToolCallingChatOptions } from '../../model/tool/ToolCallingChatOptions.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { Message } from '../messages/Message.js';
import { SystemMessage } from '../messages/SystemMessage.js';
import { UserMessage } from '../messages/UserMessage.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import { DefaultChatOptions } from '../prompt/DefaultChatOptions.js';
import { Prompt } from '../prompt/Prompt.js';
import { PromptTemplate } from '../prompt/PromptTemplate.js';
import { ChatClientRequest } from './ChatClientRequest.js';
import type { DefaultChatClientRequestSpec } from './DefaultChatClientRequestSpec.js';

/**
 * Turns a request spec into the {@link ChatClientRequest} handed to the advisor chain.
 *
 * @internal Java's package-private helper; public here so the ported tests can reach it.
 */
export abstract class DefaultChatClientUtils {
  /**
   * Assembles the messages (system text first, then the spec's messages, then the user text;
   * templates rendered only when they have parameters), attaches the tool configuration to the
   * options, and copies the advisor parameters into the request context.
   */
  static toChatClientRequest(inputRequest: DefaultChatClientRequestSpec): ChatClientRequest {
    Assert.notNull(inputRequest, 'inputRequest cannot be null');

    const processedMessages: Message[] = [];

    let processedSystemText = inputRequest.getSystemText();
    if (StringUtils.hasText(processedSystemText)) {
      if (inputRequest.getSystemParams().size > 0) {
        processedSystemText = PromptTemplate.builder()
          .template(processedSystemText)
          .variables(inputRequest.getSystemParams())
          .renderer(inputRequest.getTemplateRenderer())
          .build()
          .render();
      }
      processedMessages.push(
        SystemMessage.builder().text(processedSystemText).metadata(inputRequest.getSystemMetadata()).build(),
      );
    }

    processedMessages.push(...inputRequest.getMessages());

    let processedUserText = inputRequest.getUserText();
    if (StringUtils.hasText(processedUserText)) {
      if (inputRequest.getUserParams().size > 0) {
        processedUserText = PromptTemplate.builder()
          .template(processedUserText)
          .variables(inputRequest.getUserParams())
          .renderer(inputRequest.getTemplateRenderer())
          .build()
          .render();
      }
      // What UserMessage.builder().text(…).media(…).metadata(…).build() makes, without the builder.
      processedMessages.push(UserMessage.create(processedUserText, inputRequest.getMedia(), inputRequest.getUserMetadata()));
    }

    let processedChatOptions = inputRequest.getChatOptions();

    // Tool configuration needs ToolCallingChatOptions: create or convert the options.
    if (
      inputRequest.getToolNames().length > 0 ||
      inputRequest.getToolCallbacks().length > 0 ||
      inputRequest.getToolCallbackProviders().length > 0 ||
      inputRequest.getToolContext().size > 0
    ) {
      if (processedChatOptions === undefined || processedChatOptions === null) {
        processedChatOptions = new DefaultToolCallingChatOptions();
      } else if (processedChatOptions instanceof DefaultChatOptions) {
        processedChatOptions = copyToToolCallingOptions(processedChatOptions);
      }
    }

    if (ToolCallingChatOptions.isInstance(processedChatOptions)) {
      const toolCallingChatOptions = processedChatOptions;
      if (inputRequest.getToolNames().length > 0) {
        const toolNames = ToolCallingChatOptions.mergeToolNames(
          new Set(inputRequest.getToolNames()),
          toolCallingChatOptions.getToolNames(),
        );
        toolCallingChatOptions.setToolNames(toolNames);
      }

      // Providers are resolved only now, when the request runs.
      const allToolCallbacks: ToolCallback[] = [...inputRequest.getToolCallbacks()];
      for (const provider of inputRequest.getToolCallbackProviders()) {
        allToolCallbacks.push(...provider.getToolCallbacks());
      }

      if (allToolCallbacks.length > 0) {
        const toolCallbacks = ToolCallingChatOptions.mergeToolCallbacks(
          allToolCallbacks,
          toolCallingChatOptions.getToolCallbacks(),
        );
        ToolCallingChatOptions.validateToolCallbacks(toolCallbacks);
        toolCallingChatOptions.setToolCallbacks(toolCallbacks);
      }

      if (inputRequest.getToolContext().size > 0) {
        const toolContext = ToolCallingChatOptions.mergeToolContext(
          inputRequest.getToolContext(),
          toolCallingChatOptions.getToolContext() ?? new Map<string, unknown>(),
        );
        toolCallingChatOptions.setToolContext(toolContext);
      }
    }

    // What Prompt.builder().messages(…).chatOptions(…).build() makes, without the builder. The
    // record keeps the Map it is given: one copy of the advisor parameters, as the builder's.
    return new ChatClientRequest(new Prompt(processedMessages, processedChatOptions), new Map(inputRequest.getAdvisorParams()));
  }
}

/** `ModelOptionsUtils.copyToTarget(options, ChatOptions.class, DefaultToolCallingChatOptions.class)`. */
function copyToToolCallingOptions(options: ChatOptions): DefaultToolCallingChatOptions {
  const target = new DefaultToolCallingChatOptions();
  target.setModel(options.getModel());
  target.setFrequencyPenalty(options.getFrequencyPenalty());
  target.setMaxTokens(options.getMaxTokens());
  target.setPresencePenalty(options.getPresencePenalty());
  const stopSequences = options.getStopSequences();
  target.setStopSequences(stopSequences === undefined || stopSequences === null ? undefined : [...stopSequences]);
  target.setTemperature(options.getTemperature());
  target.setTopK(options.getTopK());
  target.setTopP(options.getTopP());
  return target;
}
