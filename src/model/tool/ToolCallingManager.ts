/* Ported from Spring AI ToolCallingManager (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { Prompt } from '../../chat/prompt/Prompt.js';
import type { ToolDefinition } from '../../tool/definition/ToolDefinition.js';
import { DefaultToolCallingManager } from './DefaultToolCallingManager.js';
import type { DefaultToolCallingManagerBuilder } from './DefaultToolCallingManager.js';
import type { ToolCallingChatOptions } from './ToolCallingChatOptions.js';
import type { ToolExecutionResult } from './ToolExecutionResult.js';

/**
 * Runs the tool side of tool calling for a chat model: tells the model which tools exist and
 * executes the tool calls it asks for.
 *
 * Chat models use it in their internal tool loop, `ToolCallAdvisor` in the advisor chain.
 *
 * @example
 * ```ts
 * import { ChatClient, Prompt, ToolCallAdvisor, ToolCallbacks, ToolCallingChatOptions, ToolCallingManager, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 * declare const weatherTools: object; // an instance of a class with @Tool methods
 *
 * // Fewer tool calls per turn than the default caps (40 per tool, 150 in all).
 * const toolCallingManager = ToolCallingManager.builder().maxCallsPerTool(10).maxTotalToolCalls(50).build();
 *
 * // In the advisor chain:
 * const chatClient = ChatClient.builder(chatModel)
 *   .defaultAdvisors(ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build())
 *   .defaultTools(weatherTools)
 *   .build();
 *
 * // Or a loop of your own (user-controlled tool execution):
 * const options = ToolCallingChatOptions.builder()
 *   .toolCallbacks(ToolCallbacks.from(weatherTools))
 *   .internalToolExecutionEnabled(false)
 *   .build();
 * let prompt = new Prompt('What is the weather in Paris?', options);
 * let chatResponse = await chatModel.call(prompt);
 * while (chatResponse.hasToolCalls()) {
 *   const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, chatResponse);
 *   prompt = new Prompt(toolExecutionResult.conversationHistory(), options);
 *   chatResponse = await chatModel.call(prompt);
 * }
 * console.log(chatResponse.getResult()?.getOutput().getText(), await chatClient.prompt('And in Rome?').call().content());
 * ```
 *
 * @remarks
 * `executeToolCalls` calls tools, so it returns a `Promise` (PORTING rule 4) and reports every
 * failure as a rejection. With tsyringe, inject it with `@inject(ToolCallingManager.TOKEN)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolCallingManager.html
 * @category Tool Calling
 */
export interface ToolCallingManager {
  /** The definitions of the tools the options offer (callbacks and resolved tool names). */
  resolveToolDefinitions(chatOptions: ToolCallingChatOptions): ToolDefinition[];
  /** Executes the tool calls of `chatResponse` and returns the extended conversation. */
  executeToolCalls(prompt: Prompt, chatResponse: ChatResponse): Promise<ToolExecutionResult>;
}

/**
 * Statics of {@link ToolCallingManager}: the default builder, the tsyringe token and the
 * `instanceof` check.
 *
 * @category Tool Calling
 */
export const ToolCallingManager = {
  /** The tsyringe token of the application's tool calling manager. */
  TOKEN: Symbol.for('spring-ai.ToolCallingManager'),

  /** A builder of {@link DefaultToolCallingManager}. */
  builder(): DefaultToolCallingManagerBuilder {
    return DefaultToolCallingManager.builder();
  },

  /** True for objects with `resolveToolDefinitions` and `executeToolCalls` methods. */
  isInstance(value: unknown): value is ToolCallingManager {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<Record<keyof ToolCallingManager, unknown>>;
    return typeof candidate.resolveToolDefinitions === 'function' && typeof candidate.executeToolCalls === 'function';
  },
} as const;
