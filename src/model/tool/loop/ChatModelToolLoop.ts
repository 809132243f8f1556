/* spring-ai-ts, Apache-2.0. A chat model's own tool loop (internal tool execution), for every provider. */
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import type { Generation } from '../../../chat/model/Generation.js';
import type { ChatOptions } from '../../../chat/prompt/ChatOptions.js';
import { Prompt } from '../../../chat/prompt/Prompt.js';
import type { ContextView } from '../../../java/reactor/ContextView.js';
import { ToolCallReactiveContextHolder } from '../ToolCallReactiveContextHolder.js';
import type { ToolCallingManager } from '../ToolCallingManager.js';
import { ToolExecutionEligibilityPredicate } from '../ToolExecutionEligibilityPredicate.js';
import type { ToolExecutionResult } from '../ToolExecutionResult.js';
import { ToolCallLoop, type ToolCallLoopCallHooks } from './ToolCallLoop.js';

/** How a streamed round's tools ended: the stream ends with `final`, or goes on with the `next` prompt. */
export type StreamedToolRoundOutcome =
  | { readonly kind: 'final'; readonly response: ChatResponse }
  | { readonly kind: 'next'; readonly prompt: Prompt; readonly result: ToolExecutionResult };

/**
 * The tool loop a chat model runs itself when internal tool execution applies (the default), as
 * Spring's providers do after each response: the {@link ToolCallingManager} runs the requested
 * tools and the conversation with their results is the next request, until a response asks for
 * no tools, its tools return directly, or a tool-call limit ends the loop (see
 * {@link ToolCallLoop}). A provider keeps only the sending of one round; the next rounds keep the
 * request's options.
 *
 * @example
 * ```ts
 * const toolLoop = new ChatModelToolLoop(toolCallingManager, toolExecutionEligibilityPredicate);
 * // call(): each round through the provider's own request
 * return toolLoop.call(requestPrompt, (prompt) => this.callOnce(prompt));
 * ```
 */
export class ChatModelToolLoop {
  /**
   * @param toolCallingManager - runs the requested tools
   * @param toolExecutionEligibilityPredicate - decides, per response, whether the model runs the tools
   */
  constructor(
    private readonly toolCallingManager: ToolCallingManager,
    private readonly toolExecutionEligibilityPredicate: ToolExecutionEligibilityPredicate,
  ) {}

  /** Whether `response` asks for tools that the model runs itself under `options`. */
  toolExecutionRequired(options: ChatOptions | undefined, response: ChatResponse): boolean {
    return ToolExecutionEligibilityPredicate.isToolExecutionRequired(
      this.toolExecutionEligibilityPredicate,
      options as ChatOptions,
      response,
    );
  }

  /**
   * The blocking loop: `callRound` sends one round (the provider's request, observation and
   * retries); the loop runs the tools and sends the next round until one ends it.
   */
  call(prompt: Prompt, callRound: (prompt: Prompt) => Promise<ChatResponse>): Promise<ChatResponse> {
    const hooks: ToolCallLoopCallHooks<Prompt, ChatResponse> = {
      callRound,
      chatResponseOf: (response) => response,
      toolExecutionRequired: (response) => this.toolExecutionRequired(prompt.getOptions(), response),
      executeToolCalls: (sent, response) => this.toolCallingManager.executeToolCalls(sent, response),
      withGenerations: ChatModelToolLoop.withGenerations,
      nextRequest: (_sent, _response, result) => new Prompt(result.conversationHistory(), prompt.getOptions()),
    };
    return ToolCallLoop.call(hooks, prompt);
  }

  /**
   * Runs the tools a streamed round asked for (`response`, the round's tool-call response) with
   * the subscriber's reactive context `toolContext`, so that their observations find their
   * parent; the stream ends with the final response or goes on with the next prompt.
   */
  async runStreamedRound(prompt: Prompt, response: ChatResponse, toolContext: ContextView): Promise<StreamedToolRoundOutcome> {
    const outcome = await ToolCallLoop.runRound(() =>
      ToolCallReactiveContextHolder.run(toolContext, () => this.toolCallingManager.executeToolCalls(prompt, response)),
    );
    return outcome.kind === 'final'
      ? { kind: 'final', response: ChatModelToolLoop.withGenerations(response, response, outcome.generations) }
      : { kind: 'next', prompt: new Prompt(outcome.result.conversationHistory(), prompt.getOptions()), result: outcome.result };
  }

  private static withGenerations(_response: ChatResponse, chatResponse: ChatResponse, generations: Generation[]): ChatResponse {
    return ChatResponse.builder().from(chatResponse).generations(generations).build();
  }
}
