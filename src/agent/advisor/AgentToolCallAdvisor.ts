/* spring-ai-ts, Apache-2.0. ToolCallAdvisor with the agent tool manager and a per-turn report. */
import type { CallAdvisorChain } from '../../chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisorChain } from '../../chat/client/advisor/api/StreamAdvisorChain.js';
import { ToolCallAdvisor, ToolCallAdvisorBuilder } from '../../chat/client/advisor/ToolCallAdvisor.js';
import type { ToolCallAdvisorOptions } from '../../chat/client/advisor/ToolCallAdvisorOptions.js';
import type { ChatClientRequest } from '../../chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../chat/client/ChatClientResponse.js';
import { ChatMemory } from '../../chat/memory/ChatMemory.js';
import { ChatResponse } from '../../chat/model/ChatResponse.js';
import { Prompt } from '../../chat/prompt/Prompt.js';
import { contextEntries } from '../internal/conversationIds.js';
import { ToolCallingChatOptions } from '../../model/tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../../model/tool/ToolCallingManager.js';
import type { Flux } from '../../java/reactor/Flux.js';
import { AgentToolCallReport } from '../tool/AgentToolCallReport.js';
import { AgentToolCallingManager } from '../tool/AgentToolCallingManager.js';

/**
 * Builds an {@link AgentToolCallAdvisor}: every setting of `ToolCallAdvisor.builder()`, with an
 * {@link AgentToolCallingManager} (default settings) as the default manager.
 *
 * A manager given with `toolCallingManager(...)` that is not an {@link AgentToolCallingManager}
 * is wrapped in one as its delegate, so the argument checks and reminders always apply; pass an
 * `AgentToolCallingManager.builder()…build()` to change their settings.
 *
 * @example
 * ```ts
 * import { AgentToolCallAdvisor, AgentToolCallingManager } from 'spring-ai-ts/agent';
 *
 * // Two attempts to repair a tool call whose arguments do not match the tool's schema.
 * const advisor = AgentToolCallAdvisor.builder()
 *   .toolCallingManager(AgentToolCallingManager.builder().maxRetries(2).repairArguments(true).build())
 *   .build();
 * console.log(advisor.getName());
 * ```
 *
 * @category Advisors
 */
export class AgentToolCallAdvisorBuilder extends ToolCallAdvisorBuilder<AgentToolCallAdvisorBuilder> {
  /** Use {@link AgentToolCallAdvisor.builder}. */
  constructor() {
    super();
    this.toolCallingManager(new AgentToolCallingManager());
  }

  protected override self(): AgentToolCallAdvisorBuilder {
    return this;
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"toolCallingManager must not be null"`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`
   */
  override build(): AgentToolCallAdvisor {
    const manager = this.getToolCallingManager();
    const agentManager =
      manager instanceof AgentToolCallingManager || !ToolCallingManager.isInstance(manager)
        ? manager
        : new AgentToolCallingManager({ delegate: manager });
    return new AgentToolCallAdvisor(
      agentManager,
      this.getAdvisorOrder(),
      this.isConversationHistoryEnabled(),
      this.isStreamToolCallResponses(),
      this.getOptions(),
    );
  }
}

/**
 * A {@link ToolCallAdvisor} that runs tools through an {@link AgentToolCallingManager}: tool-call
 * arguments are checked (and optionally repaired) with retries, and the model is reminded of its
 * todo list; see that class for the rules. Use it instead of `ToolCallAdvisor`, at the same order
 * (default `HIGHEST_PRECEDENCE + 300`), with {@link TodoListTools} among the tools.
 *
 * For each turn it:
 * - creates an {@link AgentToolCallReport} and puts it in the request context under
 *   {@link AgentToolCallReport.CONTEXT_KEY} (so every response context of the turn carries it);
 * - before each round, copies the advisor parameter `ChatMemory.CONVERSATION_ID` from the request
 *   context into the options' tool context (unless the tool context has an id already) together
 *   with the report, which is where the manager and the todo tools read them;
 * - adds the report to the `ChatResponse` metadata under the same key: of the final response on
 *   the call path, of every response on a stream (the same object, complete once the stream has
 *   completed).
 *
 * @example
 * ```ts
 * import { ChatClient, ChatMemory, MessageChatMemoryAdvisor, MessageWindowChatMemory, type ChatModel } from 'spring-ai-ts';
 * import { AgentToolCallAdvisor, AgentToolCallReport, TodoListTools } from 'spring-ai-ts/agent';
 *
 * declare const chatModel: ChatModel;
 *
 * const memory = MessageWindowChatMemory.builder().build();
 * const chatClient = ChatClient.builder(chatModel)
 *   .defaultAdvisors(MessageChatMemoryAdvisor.builder(memory).build(), AgentToolCallAdvisor.builder().build())
 *   .defaultTools(new TodoListTools())
 *   .build();
 * const response = await chatClient.prompt('Refactor the module')
 *   .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-42'))
 *   .call()
 *   .chatClientResponse();
 * console.log(response.context().get(AgentToolCallReport.CONTEXT_KEY));
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). It takes over tool execution inside the advisor chain as
 * `ToolCallAdvisor` does, so advisors ordered before it see each turn once (their `doFinally`
 * runs once per turn) and advisors after it see every round. A request without a conversation id
 * (neither the advisor parameter nor the tool context) rejects at its first tool round with
 * `IllegalStateException` unless the manager has a `defaultConversationId`.
 *
 * @category Advisors
 */
export class AgentToolCallAdvisor extends ToolCallAdvisor {
  /** A builder with an {@link AgentToolCallingManager} as the default manager. */
  static override builder(): AgentToolCallAdvisorBuilder {
    return new AgentToolCallAdvisorBuilder();
  }

  /** `"Agent Tool Calling Advisor"`. */
  override getName(): string {
    return 'Agent Tool Calling Advisor';
  }

  protected override doInitializeLoop(request: ChatClientRequest, _chain: CallAdvisorChain): ChatClientRequest {
    return AgentToolCallAdvisor.withReport(request);
  }

  protected override doInitializeLoopStream(request: ChatClientRequest, _chain: StreamAdvisorChain): ChatClientRequest {
    return AgentToolCallAdvisor.withReport(request);
  }

  protected override doBeforeCall(request: ChatClientRequest, _chain: CallAdvisorChain): ChatClientRequest {
    return AgentToolCallAdvisor.withToolContext(request);
  }

  protected override doBeforeStream(request: ChatClientRequest, _chain: StreamAdvisorChain): ChatClientRequest {
    return AgentToolCallAdvisor.withToolContext(request);
  }

  protected override doFinalizeLoop(response: ChatClientResponse, _chain: CallAdvisorChain): ChatClientResponse {
    return AgentToolCallAdvisor.withReportMetadata(response);
  }

  /**
   * Streams the tool loop as `ToolCallAdvisor` does, each response carrying the turn's report in
   * its `ChatResponse` metadata.
   *
   * @throws IllegalArgumentException as `ToolCallAdvisor.adviseStream` (synchronously)
   */
  override adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return super.adviseStream(chatClientRequest, streamAdvisorChain).map(AgentToolCallAdvisor.withReportMetadata);
  }

  /** The response with the report of its context in its `ChatResponse` metadata. */
  private static withReportMetadata(response: ChatClientResponse): ChatClientResponse {
    const chatResponse = response.chatResponse();
    const report = response.context().get(AgentToolCallReport.CONTEXT_KEY);
    if (chatResponse === undefined || chatResponse === null || !(report instanceof AgentToolCallReport)) return response;
    return response
      .mutate()
      .chatResponse(ChatResponse.builder().from(chatResponse).metadata(AgentToolCallReport.CONTEXT_KEY, report).build())
      .build();
  }

  /** The request with a new report in its context (an existing one is kept). */
  private static withReport(request: ChatClientRequest): ChatClientRequest {
    if (request.context().get(AgentToolCallReport.CONTEXT_KEY) instanceof AgentToolCallReport) return request;
    return request.mutate().context(AgentToolCallReport.CONTEXT_KEY, new AgentToolCallReport()).build();
  }

  /** The request with the conversation id and the report in a copy of its options' tool context. */
  private static withToolContext(request: ChatClientRequest): ChatClientRequest {
    const options = request.prompt().getOptions();
    if (!ToolCallingChatOptions.isInstance(options)) return request;
    const toolContext = contextEntries(options.getToolContext());
    const conversationId = request.context().get(ChatMemory.CONVERSATION_ID);
    if (!toolContext.has(ChatMemory.CONVERSATION_ID) && conversationId !== undefined && conversationId !== null) {
      toolContext.set(ChatMemory.CONVERSATION_ID, conversationId);
    }
    const report = request.context().get(AgentToolCallReport.CONTEXT_KEY);
    if (report instanceof AgentToolCallReport) toolContext.set(AgentToolCallReport.CONTEXT_KEY, report);
    const optionsCopy = options.copy<ToolCallingChatOptions>();
    optionsCopy.setToolContext(toolContext);
    return request.mutate().prompt(new Prompt(request.prompt().getInstructions(), optionsCopy)).build();
  }
}
