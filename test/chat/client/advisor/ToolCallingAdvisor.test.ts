import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { ToolCallingAdvisor } from '../../../../src/chat/client/advisor/ToolCallingAdvisor.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../../src/chat/messages/Message.js';
import { ToolCall } from '../../../../src/chat/messages/ToolCall.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponseMetadata } from '../../../../src/chat/metadata/ChatResponseMetadata.js';
import { DefaultUsage } from '../../../../src/chat/metadata/DefaultUsage.js';
import { Usage } from '../../../../src/chat/metadata/Usage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { ToolCallLimitExceededException } from '../../../../src/model/tool/ToolCallLimitExceededException.js';
import { ToolCallingChatOptions } from '../../../../src/model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../../src/model/tool/ToolExecutionResult.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';

// Ported from Spring AI 2.0.1's ToolCallingAdvisorTests: only the usage-accumulation and
// tool-call-limit tests, the 2.0.1 behaviour offered here as opt-in additions (usage summing runs
// with `accumulateUsage(true)`). The other tests of that class check 2.0-only semantics
// (pass-through for other options, eligibility checker, full-turn history, builder copy) that the
// 1.1.8 API keeps differently; the 1.1.8 counterparts are in ToolCallAdvisor.test.ts.

type ManagerMock = ToolCallingManager & {
  executeToolCalls: jest.Mock<Promise<ToolExecutionResult>, [Prompt, ChatResponse]>;
};

const terminalCall = (fn: () => ChatClientResponse): CallAdvisor => ({
  getName: () => 'terminal',
  getOrder: () => 0,
  adviseCall: async () => fn(),
});

const terminalStream = (fn: () => Flux<ChatClientResponse>): StreamAdvisor => ({
  getName: () => 'terminal-stream',
  getOrder: () => 0,
  adviseStream: () => fn(),
});

function createMockRequest(): ChatClientRequest {
  const instructions: Message[] = [new UserMessage('test message')];
  return ChatClientRequest.builder().prompt(new Prompt(instructions, ToolCallingChatOptions.builder().build())).build();
}

function createResponse(hasToolCalls: boolean, usage: Usage, content = 'response'): ChatClientResponse {
  const assistantMessage = hasToolCalls
    ? AssistantMessage.builder()
        .content(content)
        .toolCalls([new ToolCall('tool-call-1', 'function', 'testTool', '{}')])
        .build()
    : new AssistantMessage(content);
  const chatResponse = ChatResponse.builder()
    .generations([new Generation(assistantMessage)])
    .metadata(ChatResponseMetadata.builder().usage(usage).build())
    .build();
  return ChatClientResponse.builder().chatResponse(chatResponse).build();
}

function createToolExecutionResult(returnDirect: boolean): ToolExecutionResult {
  const toolResponseMessage = ToolResponseMessage.builder()
    .responses([new ToolResponse('tool-1', 'testTool', 'Tool result data')])
    .build();
  return ToolExecutionResult.builder()
    .conversationHistory([new UserMessage('test'), AssistantMessage.builder().content('').build(), toolResponseMessage])
    .returnDirect(returnDirect)
    .build();
}

function assertUsage(usage: Usage, promptTokens: number, completionTokens: number, totalTokens: number): void {
  expect(usage.getPromptTokens()).toBe(promptTokens);
  expect(usage.getCompletionTokens()).toBe(completionTokens);
  expect(Usage.getTotalTokens(usage)).toBe(totalTokens);
}

function limitPartialResult(): { partial: ToolExecutionResult; successful: ToolResponse; breach: ToolResponse } {
  // A parallel batch: the first call succeeded before the second breached the limit; the breach
  // response comes last.
  const successful = new ToolResponse('tool-1', 'testTool', 'successful result');
  const breach = new ToolResponse('tool-2', 'testTool', "Tool call limit (1) exceeded for tool 'testTool'.");
  const partial = ToolExecutionResult.builder()
    .conversationHistory([
      new UserMessage('test'),
      AssistantMessage.builder().content('').build(),
      ToolResponseMessage.builder().responses([successful, breach]).build(),
    ])
    .build();
  return { partial, successful, breach };
}

describe('ToolCallingAdvisorTests', () => {
  let toolCallingManager: ManagerMock;

  beforeEach(() => {
    toolCallingManager = { resolveToolDefinitions: jest.fn(), executeToolCalls: jest.fn() } as unknown as ManagerMock;
  });

  const accumulating = () => ToolCallingAdvisor.builder().toolCallingManager(toolCallingManager).accumulateUsage(true).build();

  const chainOf = (...advisors: Array<CallAdvisor | StreamAdvisor>) =>
    DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();

  test('adviseCallAccumulatesUsageAcrossToolCallIterations', async () => {
    const advisor = accumulating();
    const responseWithToolCall = createResponse(true, new DefaultUsage(10, 20, 30));
    const finalResponse = createResponse(false, new DefaultUsage(1, 2, 3));
    let callCount = 0;
    const realChain = chainOf(advisor, terminalCall(() => (++callCount === 1 ? responseWithToolCall : finalResponse)));
    toolCallingManager.executeToolCalls.mockResolvedValue(createToolExecutionResult(false));

    const result = await advisor.adviseCall(createMockRequest(), realChain);

    assertUsage(result.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    expect(result.chatResponse()!.getResults()).toEqual(finalResponse.chatResponse()!.getResults());
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  // adviseCallAccumulatesCacheMetricsAndDropsNativeUsage: not ported; the 1.1.8 Usage has no
  // cache-token counts (added in 2.0).

  test('adviseCallKeepsSingleCallUsageWhenNoToolCall', async () => {
    const advisor = accumulating();
    const response = createResponse(false, new DefaultUsage(1, 2, 3));
    const realChain = chainOf(advisor, terminalCall(() => response));

    const result = await advisor.adviseCall(createMockRequest(), realChain);

    assertUsage(result.chatResponse()!.getMetadata().getUsage(), 1, 2, 3);
    expect(result.chatResponse()!.getResults()).toEqual(response.chatResponse()!.getResults());
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(0);
  });

  test('adviseCallPreservesAccumulatedUsageForReturnDirect', async () => {
    const advisor = accumulating();
    const firstToolCallResponse = createResponse(true, new DefaultUsage(10, 20, 30));
    const secondToolCallResponse = createResponse(true, new DefaultUsage(1, 2, 3));
    let callCount = 0;
    const realChain = chainOf(
      advisor,
      terminalCall(() => (++callCount === 1 ? firstToolCallResponse : secondToolCallResponse)),
    );
    toolCallingManager.executeToolCalls
      .mockResolvedValueOnce(createToolExecutionResult(false))
      .mockResolvedValueOnce(createToolExecutionResult(true));

    const result = await advisor.adviseCall(createMockRequest(), realChain);

    assertUsage(result.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    expect(result.chatResponse()!.getResults()).toHaveLength(1);
    expect(result.chatResponse()!.getResults()[0]!.getOutput().getText()).toBe('Tool result data');
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(2);
  });

  test('adviseStreamAccumulatesPreviousLoopUsageOnUsageBearingChunk', async () => {
    const advisor = accumulating();
    const responseWithToolCall = createResponse(true, new DefaultUsage(10, 20, 30));
    const finalResponse = createResponse(false, new DefaultUsage(1, 2, 3));
    let callCount = 0;
    const realChain = chainOf(
      advisor,
      terminalStream(() => Flux.just(++callCount === 1 ? responseWithToolCall : finalResponse)),
    );
    toolCallingManager.executeToolCalls.mockResolvedValue(createToolExecutionResult(false));

    const results = await advisor.adviseStream(createMockRequest(), realChain).collectList();

    expect(results).toHaveLength(1);
    assertUsage(results[0]!.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    expect(results[0]!.chatResponse()!.getResults()).toEqual(finalResponse.chatResponse()!.getResults());
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  test('adviseStreamAccumulatesPreviousLoopUsageOnlyOnUsageBearingChunks', async () => {
    const advisor = accumulating();
    const responseWithToolCall = createResponse(true, new DefaultUsage(10, 20, 30));
    const finalResponseChunk = createResponse(false, new DefaultUsage(0, 0, 0), 'Hello ');
    const finalResponseWithUsage = createResponse(false, new DefaultUsage(1, 2, 3), 'world');
    const finalResponseTrailingChunk = createResponse(false, new DefaultUsage(0, 0, 0), '!');
    let callCount = 0;
    const realChain = chainOf(
      advisor,
      terminalStream(() =>
        ++callCount === 1
          ? Flux.just(responseWithToolCall)
          : Flux.just(finalResponseChunk, finalResponseWithUsage, finalResponseTrailingChunk),
      ),
    );
    toolCallingManager.executeToolCalls.mockResolvedValue(createToolExecutionResult(false));

    const results = await advisor.adviseStream(createMockRequest(), realChain).collectList();

    expect(results).toHaveLength(3);
    assertUsage(results[0]!.chatResponse()!.getMetadata().getUsage(), 0, 0, 0);
    assertUsage(results[1]!.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    assertUsage(results[2]!.chatResponse()!.getMetadata().getUsage(), 0, 0, 0);
    expect(results.map((result) => result.chatResponse()!.getResult()!.getOutput().getText())).toEqual([
      'Hello ',
      'world',
      '!',
    ]);
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  test('adviseStreamEmitsAccumulatedUsageWhenFinalRoundReportsNoUsage', async () => {
    const advisor = accumulating();
    const responseWithToolCall = createResponse(true, new DefaultUsage(10, 20, 30));
    // The final round streams content but reports no usage of its own.
    const finalResponse = createResponse(false, new DefaultUsage(0, 0, 0));
    let callCount = 0;
    const realChain = chainOf(
      advisor,
      terminalStream(() => Flux.just(++callCount === 1 ? responseWithToolCall : finalResponse)),
    );
    toolCallingManager.executeToolCalls.mockResolvedValue(createToolExecutionResult(false));

    const results = await advisor.adviseStream(createMockRequest(), realChain).collectList();

    expect(results).toHaveLength(2);
    assertUsage(results[0]!.chatResponse()!.getMetadata().getUsage(), 0, 0, 0);
    expect(results[0]!.chatResponse()!.getResult()!.getOutput().getText()).toBe('response');
    assertUsage(results[1]!.chatResponse()!.getMetadata().getUsage(), 10, 20, 30);
    expect(results[1]!.chatResponse()!.getResults()).toHaveLength(0);
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  test('adviseStreamKeepsAccumulatedUsageSubscriptionLocal', async () => {
    const advisor = accumulating();
    const responseWithToolCall = createResponse(true, new DefaultUsage(10, 20, 30));
    const finalResponse = createResponse(false, new DefaultUsage(1, 2, 3));
    let callCount = 0;
    const realChain = chainOf(
      advisor,
      terminalStream(() => Flux.just(++callCount % 2 === 1 ? responseWithToolCall : finalResponse)),
    );
    toolCallingManager.executeToolCalls.mockResolvedValue(createToolExecutionResult(false));

    const responseFlux = advisor.adviseStream(createMockRequest(), realChain);
    const firstSubscriptionResults = await responseFlux.collectList();
    const secondSubscriptionResults = await responseFlux.collectList();

    expect(firstSubscriptionResults).toHaveLength(1);
    expect(secondSubscriptionResults).toHaveLength(1);
    assertUsage(firstSubscriptionResults[0]!.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    assertUsage(secondSubscriptionResults[0]!.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    expect(callCount).toBe(4);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(2);
  });

  test('adviseStreamPreservesAccumulatedUsageForReturnDirect', async () => {
    const advisor = accumulating();
    const firstToolCallResponse = createResponse(true, new DefaultUsage(10, 20, 30));
    const secondToolCallResponse = createResponse(true, new DefaultUsage(1, 2, 3));
    let callCount = 0;
    const realChain = chainOf(
      advisor,
      terminalStream(() => Flux.just(++callCount === 1 ? firstToolCallResponse : secondToolCallResponse)),
    );
    toolCallingManager.executeToolCalls
      .mockResolvedValueOnce(createToolExecutionResult(false))
      .mockResolvedValueOnce(createToolExecutionResult(true));

    const results = await advisor.adviseStream(createMockRequest(), realChain).collectList();

    expect(results).toHaveLength(1);
    assertUsage(results[0]!.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
    expect(results[0]!.chatResponse()!.getResults()).toHaveLength(1);
    expect(results[0]!.chatResponse()!.getResults()[0]!.getOutput().getText()).toBe('Tool result data');
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(2);
  });

  test('whenToolCallLimitExceededThenAdviseCallReturnsPartialResult', async () => {
    const advisor = ToolCallingAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const responseWithToolCall = createResponse(true, new DefaultUsage(0, 0, 0));
    const realChain = chainOf(advisor, terminalCall(() => responseWithToolCall));
    const { partial, successful, breach } = limitPartialResult();
    toolCallingManager.executeToolCalls.mockRejectedValue(new ToolCallLimitExceededException('testTool', 1, partial));

    const result = await advisor.adviseCall(createMockRequest(), realChain);

    // The loop ends at the breach instead of going back to the model.
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
    expect(result.chatResponse()!.getResults()).toHaveLength(1);
    const generation = result.chatResponse()!.getResults()[0]!;
    expect(generation.getOutput().getText()).toBe(breach.responseData());
    expect(generation.getMetadata().getFinishReason()).toBe(ToolCallLimitExceededException.FINISH_REASON);
    expect(generation.getMetadata().get(ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES)).toEqual([
      successful,
    ]);
  });

  test('whenToolCallLimitExceededThenAdviseStreamReturnsPartialResult', async () => {
    const advisor = ToolCallingAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const responseWithToolCall = createResponse(true, new DefaultUsage(0, 0, 0));
    const realChain = chainOf(advisor, terminalStream(() => Flux.just(responseWithToolCall)));
    const { partial, successful, breach } = limitPartialResult();
    toolCallingManager.executeToolCalls.mockRejectedValue(new ToolCallLimitExceededException('testTool', 1, partial));

    const results = await advisor.adviseStream(createMockRequest(), realChain).collectList();

    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
    // The tool-call chunk is withheld; only the breach generation is emitted.
    expect(results).toHaveLength(1);
    expect(results[0]!.chatResponse()!.getResults()).toHaveLength(1);
    const generation = results[0]!.chatResponse()!.getResults()[0]!;
    expect(generation.getOutput().getText()).toBe(breach.responseData());
    expect(generation.getMetadata().getFinishReason()).toBe(ToolCallLimitExceededException.FINISH_REASON);
    expect(generation.getMetadata().get(ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES)).toEqual([
      successful,
    ]);
  });
});
