import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { ToolCallAdvisor } from '../../../../src/chat/client/advisor/ToolCallAdvisor.js';
import type { Advisor } from '../../../../src/chat/client/advisor/api/Advisor.js';
import { BaseAdvisor } from '../../../../src/chat/client/advisor/api/BaseAdvisor.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../../src/chat/messages/SystemMessage.js';
import { ToolCall } from '../../../../src/chat/messages/ToolCall.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import type { ChatOptions } from '../../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { ToolCallingChatOptions } from '../../../../src/model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../../src/model/tool/ToolExecutionResult.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';

type ManagerMock = ToolCallingManager & {
  executeToolCalls: jest.Mock<Promise<ToolExecutionResult>, [Prompt, ChatResponse]>;
  resolveToolDefinitions: jest.Mock;
};

function mockToolCallingManager(): ManagerMock {
  return { resolveToolDefinitions: jest.fn(), executeToolCalls: jest.fn() } as ManagerMock;
}

/** Mockito's mock of a plain ChatOptions: the ChatOptions getters, no tool-calling ones. */
function nonToolOptions(): ChatOptions {
  const options: ChatOptions = {
    getModel: () => undefined,
    getFrequencyPenalty: () => undefined,
    getMaxTokens: () => undefined,
    getPresencePenalty: () => undefined,
    getStopSequences: () => undefined,
    getTemperature: () => undefined,
    getTopK: () => undefined,
    getTopP: () => undefined,
    copy: <T extends ChatOptions>() => options as T,
  };
  return options;
}

class TerminalCallAdvisor implements CallAdvisor {
  constructor(
    private readonly responseFunction: (req: ChatClientRequest, chain: CallAdvisorChain) => ChatClientResponse,
  ) {}

  getName(): string {
    return 'terminal';
  }

  getOrder(): number {
    return 0;
  }

  async adviseCall(req: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    return this.responseFunction(req, chain);
  }
}

class TerminalStreamAdvisor implements StreamAdvisor {
  constructor(
    private readonly responseFunction: (req: ChatClientRequest, chain: StreamAdvisorChain) => Flux<ChatClientResponse>,
  ) {}

  getName(): string {
    return 'terminal-stream';
  }

  getOrder(): number {
    return 0;
  }

  adviseStream(req: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return this.responseFunction(req, chain);
  }
}

/** Test subclass of ToolCallAdvisor, checking the hooks and a self-typed subclass builder. */
class TestableToolCallAdvisor extends ToolCallAdvisor {
  constructor(
    toolCallingManager: ToolCallingManager,
    advisorOrder: number,
    private readonly hookCallCounts: number[] | undefined,
  ) {
    super(toolCallingManager, advisorOrder, true);
  }

  protected override doInitializeLoop(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain) {
    if (this.hookCallCounts !== undefined) this.hookCallCounts[0]!++;
    return super.doInitializeLoop(chatClientRequest, callAdvisorChain);
  }

  protected override doBeforeCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain) {
    if (this.hookCallCounts !== undefined) this.hookCallCounts[1]!++;
    return super.doBeforeCall(chatClientRequest, callAdvisorChain);
  }

  protected override doAfterCall(chatClientResponse: ChatClientResponse, callAdvisorChain: CallAdvisorChain) {
    if (this.hookCallCounts !== undefined) this.hookCallCounts[2]!++;
    return super.doAfterCall(chatClientResponse, callAdvisorChain);
  }

  static testBuilder(): TestableBuilder {
    return new TestableBuilder();
  }
}

// Declares no constructor, as in Java: the inherited one must be callable.
class TestableBuilder extends ToolCallAdvisor.Builder<TestableBuilder> {
  protected override self(): TestableBuilder {
    return this;
  }

  override build(): TestableToolCallAdvisor {
    return new TestableToolCallAdvisor(this.getToolCallingManager(), this.getAdvisorOrder(), undefined);
  }
}

// Helper methods

function createMockRequestWithSystemMessage(): ChatClientRequest {
  const instructions: Message[] = [new SystemMessage('You are a helpful assistant'), new UserMessage('test message')];
  const toolOptions = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
  return ChatClientRequest.builder().prompt(new Prompt(instructions, toolOptions)).context(new Map()).build();
}

function createMockRequest(withToolCallingOptions: boolean): ChatClientRequest {
  const instructions: Message[] = [new UserMessage('test message')];
  const options = withToolCallingOptions
    ? ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build()
    : undefined;
  return ChatClientRequest.builder().prompt(new Prompt(instructions, options)).context(new Map()).build();
}

function createMockResponse(hasToolCalls: boolean): ChatClientResponse {
  const assistantMessage = hasToolCalls
    ? AssistantMessage.builder()
        .content('response')
        .toolCalls([new ToolCall('tool-call-1', 'function', 'testTool', '{}')])
        .build()
    : new AssistantMessage('response');
  const chatResponse = ChatResponse.builder().generations([new Generation(assistantMessage)]).build();
  return ChatClientResponse.builder().chatResponse(chatResponse).context(new Map()).build();
}

function toolExecutionResult(history: Message[], returnDirect = false): ToolExecutionResult {
  return ToolExecutionResult.builder().conversationHistory(history).returnDirect(returnDirect).build();
}

function plainHistory(): Message[] {
  return [new UserMessage('test'), AssistantMessage.builder().content('').build(), ToolResponseMessage.builder().build()];
}

function returnDirectHistory(): Message[] {
  const toolResponseMessage = ToolResponseMessage.builder()
    .responses([new ToolResponse('tool-1', 'testTool', 'Tool result data')])
    .build();
  return [new UserMessage('test'), AssistantMessage.builder().content('').build(), toolResponseMessage];
}

function callChain(...advisors: Advisor[]): DefaultAroundAdvisorChain {
  return DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();
}

describe('ToolCallAdvisorTests', () => {
  let toolCallingManager: ManagerMock;
  // Mockito's unstubbed chain mocks: never reached by these tests.
  const unusedCallAdvisorChain = { nextCall: jest.fn(), getCallAdvisors: jest.fn(), copy: jest.fn() } as unknown as CallAdvisorChain;
  const unusedStreamAdvisorChain = {
    nextStream: jest.fn(),
    getStreamAdvisors: jest.fn(),
    copy: jest.fn(),
  } as unknown as StreamAdvisorChain;

  beforeEach(() => {
    toolCallingManager = mockToolCallingManager();
  });

  test('whenToolCallingManagerIsNullThenThrow', () => {
    expect(() =>
      ToolCallAdvisor.builder()
        .toolCallingManager(null as unknown as ToolCallingManager)
        .build(),
    ).toThrow(new IllegalArgumentException('toolCallingManager must not be null'));
  });

  test('whenAdvisorOrderIsOutOfRangeThenThrow', () => {
    expect(() => ToolCallAdvisor.builder().advisorOrder(BaseAdvisor.HIGHEST_PRECEDENCE).build()).toThrow(
      new IllegalArgumentException('advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE'),
    );
    expect(() => ToolCallAdvisor.builder().advisorOrder(BaseAdvisor.LOWEST_PRECEDENCE).build()).toThrow(
      new IllegalArgumentException('advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE'),
    );
  });

  test('testBuilderMethodChaining', () => {
    const customManager = mockToolCallingManager();
    const customOrder = BaseAdvisor.HIGHEST_PRECEDENCE + 500;

    const advisor = ToolCallAdvisor.builder().toolCallingManager(customManager).advisorOrder(customOrder).build();

    expect(advisor).toBeDefined();
    expect(advisor.getOrder()).toBe(customOrder);
    expect(advisor.getName()).toBe('Tool Calling Advisor');
  });

  test('testDefaultValues', () => {
    const advisor = ToolCallAdvisor.builder().build();

    expect(advisor).toBeDefined();
    expect(advisor.getOrder()).toBe(BaseAdvisor.HIGHEST_PRECEDENCE + 300);
    expect(advisor.getName()).toBe('Tool Calling Advisor');
  });

  test('whenChatClientRequestIsNullThenThrow', async () => {
    const advisor = ToolCallAdvisor.builder().build();

    await expect(advisor.adviseCall(null as unknown as ChatClientRequest, unusedCallAdvisorChain)).rejects.toThrow(
      new IllegalArgumentException('chatClientRequest must not be null'),
    );
  });

  test('whenCallAdvisorChainIsNullThenThrow', async () => {
    const advisor = ToolCallAdvisor.builder().build();
    const request = createMockRequest(true);

    await expect(advisor.adviseCall(request, null as unknown as CallAdvisorChain)).rejects.toThrow(
      new IllegalArgumentException('callAdvisorChain must not be null'),
    );
  });

  test('whenOptionsAreNullThenThrow', async () => {
    const advisor = ToolCallAdvisor.builder().build();
    const request = ChatClientRequest.builder().prompt(new Prompt([new UserMessage('test')])).build();

    const result = advisor.adviseCall(request, unusedCallAdvisorChain);

    await expect(result).rejects.toThrow(IllegalArgumentException);
    await expect(result).rejects.toThrow('ToolCall Advisor requires ToolCallingChatOptions');
  });

  test('whenOptionsAreNotToolCallingChatOptionsThenThrow', async () => {
    const advisor = ToolCallAdvisor.builder().build();
    const request = ChatClientRequest.builder()
      .prompt(new Prompt([new UserMessage('test')], nonToolOptions()))
      .build();

    const result = advisor.adviseCall(request, unusedCallAdvisorChain);

    await expect(result).rejects.toThrow(IllegalArgumentException);
    await expect(result).rejects.toThrow('ToolCall Advisor requires ToolCallingChatOptions');
  });

  test('testAdviseCallWithoutToolCalls', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const response = createMockResponse(false);
    const terminalAdvisor = new TerminalCallAdvisor(() => response);
    const realChain = callChain(advisor, terminalAdvisor);

    const result = await advisor.adviseCall(request, realChain);

    expect(result).toBe(response);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(0);
  });

  test('testAdviseCallWithNullChatResponse', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const responseWithNullChatResponse = ChatClientResponse.builder().build();
    const terminalAdvisor = new TerminalCallAdvisor(() => responseWithNullChatResponse);
    const realChain = callChain(advisor, terminalAdvisor);

    const result = await advisor.adviseCall(request, realChain);

    expect(result).toBe(responseWithNullChatResponse);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(0);
  });

  test('testAdviseCallWithSingleToolCallIteration', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalCallAdvisor(() => {
      callCount++;
      return callCount === 1 ? responseWithToolCall : finalResponse;
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    const result = await advisor.adviseCall(request, realChain);

    expect(result).toBe(finalResponse);
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledWith(expect.any(Prompt), expect.any(ChatResponse));
  });

  test('testAdviseCallWithMultipleToolCallIterations', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const firstToolCallResponse = createMockResponse(true);
    const secondToolCallResponse = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalCallAdvisor(() => {
      callCount++;
      if (callCount === 1) return firstToolCallResponse;
      if (callCount === 2) return secondToolCallResponse;
      return finalResponse;
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    const result = await advisor.adviseCall(request, realChain);

    expect(result).toBe(finalResponse);
    expect(callCount).toBe(3);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(2);
  });

  test('testAdviseCallWithReturnDirectToolExecution', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const terminalAdvisor = new TerminalCallAdvisor(() => responseWithToolCall);
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(returnDirectHistory(), true));

    const result = await advisor.adviseCall(request, realChain);

    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
    expect(result.chatResponse()).toBeDefined();
    expect(result.chatResponse()!.getResults()).toHaveLength(1);
    expect(result.chatResponse()!.getResults()[0]!.getOutput().getText()).toBe('Tool result data');
    expect(result.chatResponse()!.getResults()[0]!.getMetadata().getFinishReason()).toBe(
      ToolExecutionResult.FINISH_REASON,
    );
  });

  test('testInternalToolExecutionIsDisabled', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const response = createMockResponse(false);
    let capturedRequest: ChatClientRequest | undefined;
    const capturingAdvisor = new TerminalCallAdvisor((req) => {
      capturedRequest = req;
      return response;
    });
    const capturingChain = callChain(advisor, capturingAdvisor);

    await advisor.adviseCall(request, capturingChain);

    const capturedOptions = capturedRequest!.prompt().getOptions() as ToolCallingChatOptions;
    expect(capturedOptions.getInternalToolExecutionEnabled()).toBe(false);
  });

  test('testAdviseStreamWithoutToolCalls', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const response = createMockResponse(false);
    const terminalAdvisor = new TerminalStreamAdvisor(() => Flux.just(response));
    const realChain = callChain(advisor, terminalAdvisor);

    const results = await advisor.adviseStream(request, realChain).collectList();

    expect(results).toHaveLength(1);
    expect(results[0]!.chatResponse()).toBe(response.chatResponse());
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(0);
  });

  test('testAdviseStreamWithSingleToolCallIteration', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalStreamAdvisor(() => {
      callCount++;
      return Flux.just(callCount === 1 ? responseWithToolCall : finalResponse);
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    const results = await advisor.adviseStream(request, realChain).collectList();

    // streamToolCallResponses is false by default: the tool-call chunk is withheld.
    expect(results).toHaveLength(1);
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  test('testAdviseStreamWithReturnDirectToolExecution', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const terminalAdvisor = new TerminalStreamAdvisor(() => Flux.just(responseWithToolCall));
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(returnDirectHistory(), true));

    const results = await advisor.adviseStream(request, realChain).collectList();

    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
    expect(results).toHaveLength(1);
    expect(results[0]!.chatResponse()).toBeDefined();
    expect(results[0]!.chatResponse()!.getResults()).toHaveLength(1);
    expect(results[0]!.chatResponse()!.getResults()[0]!.getOutput().getText()).toBe('Tool result data');
  });

  test('whenStreamAdvisorChainIsNullThenThrow', () => {
    const advisor = ToolCallAdvisor.builder().build();
    const request = createMockRequest(true);

    expect(() => advisor.adviseStream(request, null as unknown as StreamAdvisorChain)).toThrow(
      new IllegalArgumentException('streamAdvisorChain must not be null'),
    );
  });

  test('whenStreamChatClientRequestIsNullThenThrow', () => {
    const advisor = ToolCallAdvisor.builder().build();

    expect(() => advisor.adviseStream(null as unknown as ChatClientRequest, unusedStreamAdvisorChain)).toThrow(
      new IllegalArgumentException('chatClientRequest must not be null'),
    );
  });

  test('whenStreamOptionsAreNotToolCallingChatOptionsThenThrow', () => {
    const advisor = ToolCallAdvisor.builder().build();
    const request = ChatClientRequest.builder()
      .prompt(new Prompt([new UserMessage('test')], nonToolOptions()))
      .build();
    const terminalAdvisor = new TerminalStreamAdvisor(() => Flux.just(createMockResponse(false)));
    const realChain = callChain(advisor, terminalAdvisor);

    // Java throws while assembling the Flux, before blockFirst() subscribes.
    expect(() => advisor.adviseStream(request, realChain).blockFirst()).toThrow(IllegalArgumentException);
    expect(() => advisor.adviseStream(request, realChain).blockFirst()).toThrow(
      'ToolCall Advisor requires ToolCallingChatOptions',
    );
  });

  test('testGetName', () => {
    const advisor = ToolCallAdvisor.builder().build();
    expect(advisor.getName()).toBe('Tool Calling Advisor');
  });

  test('testGetOrder', () => {
    const customOrder = BaseAdvisor.HIGHEST_PRECEDENCE + 400;
    const advisor = ToolCallAdvisor.builder().advisorOrder(customOrder).build();

    expect(advisor.getOrder()).toBe(customOrder);
  });

  test('testBuilderGetters', () => {
    const customManager = mockToolCallingManager();
    const customOrder = BaseAdvisor.HIGHEST_PRECEDENCE + 500;

    const builder = ToolCallAdvisor.builder().toolCallingManager(customManager).advisorOrder(customOrder);

    // The getters are protected, as in Java (the Java test reaches them from the same package).
    expect(builder['getToolCallingManager']()).toBe(customManager);
    expect(builder['getAdvisorOrder']()).toBe(customOrder);
  });

  test('testConversationHistoryEnabledDefaultValue', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalCallAdvisor(() => {
      callCount++;
      return callCount === 1 ? responseWithToolCall : finalResponse;
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    const result = await advisor.adviseCall(request, realChain);

    expect(result).toBe(finalResponse);
  });

  test('testConversationHistoryEnabledSetToFalse', async () => {
    const advisor = ToolCallAdvisor.builder()
      .toolCallingManager(toolCallingManager)
      .conversationHistoryEnabled(false)
      .build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalCallAdvisor(() => {
      callCount++;
      return callCount === 1 ? responseWithToolCall : finalResponse;
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    const result = await advisor.adviseCall(request, realChain);

    expect(result).toBe(finalResponse);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  test('testStreamToolCallResponsesDefaultValue', () => {
    const builder = ToolCallAdvisor.builder();

    expect(builder['isStreamToolCallResponses']()).toBe(false);
  });

  test('testStreamToolCallResponsesBuilderMethod', () => {
    const builder = ToolCallAdvisor.builder().streamToolCallResponses(false);

    expect(builder['isStreamToolCallResponses']()).toBe(false);
  });

  test('testSuppressToolCallStreamingBuilderMethod', () => {
    const builder = ToolCallAdvisor.builder().suppressToolCallStreaming();

    expect(builder['isStreamToolCallResponses']()).toBe(false);
  });

  test('testAdviseStreamWithToolCallResponsesEnabled', async () => {
    const advisor = ToolCallAdvisor.builder()
      .toolCallingManager(toolCallingManager)
      .streamToolCallResponses(true)
      .build();
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalStreamAdvisor(() => {
      callCount++;
      return Flux.just(callCount === 1 ? responseWithToolCall : finalResponse);
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    const results = await advisor.adviseStream(request, realChain).collectList();

    // The tool-call chunk is streamed too, then the final round's.
    expect(results).toHaveLength(2);
    expect(callCount).toBe(2);
    expect(toolCallingManager.executeToolCalls).toHaveBeenCalledTimes(1);
  });

  test('testDisableMemoryBuilderMethod', async () => {
    const advisor = ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).disableMemory().build();
    const request = createMockRequestWithSystemMessage();
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let capturedRequest: ChatClientRequest | undefined;
    let callCount = 0;
    const terminalAdvisor = new TerminalCallAdvisor((req) => {
      callCount++;
      if (callCount === 2) capturedRequest = req;
      return callCount === 1 ? responseWithToolCall : finalResponse;
    });
    const realChain = callChain(advisor, terminalAdvisor);
    const conversationHistory: Message[] = [
      new UserMessage('test'),
      AssistantMessage.builder().content('assistant response').build(),
      ToolResponseMessage.builder().build(),
    ];
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(conversationHistory));

    await advisor.adviseCall(request, realChain);

    expect(capturedRequest).toBeDefined();
    const instructions = capturedRequest!.prompt().getInstructions();
    expect(instructions).toHaveLength(2);
    expect(instructions[0]).toBeInstanceOf(SystemMessage);
    expect(instructions[1]).toBeInstanceOf(ToolResponseMessage);
  });

  test('testExtendedAdvisorWithCustomHooks', async () => {
    const hookCallCounts = [0, 0, 0]; // initializeLoop, beforeCall, afterCall
    const advisor = new TestableToolCallAdvisor(toolCallingManager, BaseAdvisor.HIGHEST_PRECEDENCE + 300, hookCallCounts);
    const request = createMockRequest(true);
    const response = createMockResponse(false);
    const terminalAdvisor = new TerminalCallAdvisor(() => response);
    const realChain = callChain(advisor, terminalAdvisor);

    await advisor.adviseCall(request, realChain);

    expect(hookCallCounts).toEqual([1, 1, 1]);
  });

  test('testExtendedAdvisorHooksCalledMultipleTimesWithToolCalls', async () => {
    const hookCallCounts = [0, 0, 0]; // initializeLoop, beforeCall, afterCall
    const advisor = new TestableToolCallAdvisor(toolCallingManager, BaseAdvisor.HIGHEST_PRECEDENCE + 300, hookCallCounts);
    const request = createMockRequest(true);
    const responseWithToolCall = createMockResponse(true);
    const finalResponse = createMockResponse(false);
    let callCount = 0;
    const terminalAdvisor = new TerminalCallAdvisor(() => {
      callCount++;
      return callCount === 1 ? responseWithToolCall : finalResponse;
    });
    const realChain = callChain(advisor, terminalAdvisor);
    toolCallingManager.executeToolCalls.mockResolvedValue(toolExecutionResult(plainHistory()));

    await advisor.adviseCall(request, realChain);

    // doInitializeLoop once (before the loop); doBeforeCall and doAfterCall once per round.
    expect(hookCallCounts).toEqual([1, 2, 2]);
  });

  test('testExtendedBuilderWithCustomBuilder', () => {
    const customManager = mockToolCallingManager();
    const customOrder = BaseAdvisor.HIGHEST_PRECEDENCE + 450;

    const advisor = TestableToolCallAdvisor.testBuilder()
      .toolCallingManager(customManager)
      .advisorOrder(customOrder)
      .build();

    expect(advisor).toBeInstanceOf(TestableToolCallAdvisor);
    expect(advisor.getOrder()).toBe(customOrder);
  });
});
