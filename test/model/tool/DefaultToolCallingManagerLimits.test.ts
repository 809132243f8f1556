// Ported from Spring AI DefaultToolCallingManagerTests (v2.0.1), the "TOOL CALL LIMITS" tests only
// (11 of 11); the other tests of the class are ported from 1.1.8 in DefaultToolCallingManager.test.ts.
// `resolutionFallbackEnabled(true)` (2.0.1) is dropped: the 1.1.8 manager always falls back to the resolver.
import 'reflect-metadata';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { ToolResponse } from '../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { DefaultToolCallingManager } from '../../../src/model/tool/DefaultToolCallingManager.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallLimitBehavior } from '../../../src/model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../src/model/tool/ToolCallLimitExceededException.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { StaticToolCallbackResolver } from '../../../src/tool/resolution/StaticToolCallbackResolver.js';

class TestToolCallback implements ToolCallback {
  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata = ToolMetadata.builder().build();

  constructor(name: string) {
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
  }

  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  getToolMetadata(): ToolMetadata {
    return this.toolMetadata;
  }

  call(): Promise<string> {
    return Promise.resolve('Mission accomplished!');
  }
}

const builder = () => DefaultToolCallingManager.builder().toolCallbackResolver(new StaticToolCallbackResolver([new TestToolCallback('toolA')]));
const responses = (count: number, name: string, prefix = 'priorId') =>
  ToolResponseMessage.builder()
    .responses(Array.from({ length: count }, (_unused, i) => new ToolResponse(`${prefix}${count === 1 ? '' : i}`, name, 'Mission accomplished!')))
    .build();
const prompt = (messages: Message[]) => new Prompt(messages, ToolCallingChatOptions.builder().build());
const chatResponse = () =>
  ChatResponse.builder()
    .generations([
      new Generation(
        AssistantMessage.builder()
          .content('')
          .properties(new Map())
          .toolCalls([new AssistantMessage.ToolCall('toolA', 'function', 'toolA', '{}')])
          .build(),
      ),
    ])
    .build();
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('DefaultToolCallingManagerTests', () => {
  test('whenMaxCallsPerToolExceededThenThrowWithPartialResult', async () => {
    const manager = builder().maxCallsPerTool('toolA', 1).build();
    const ex = await rejection(manager.executeToolCalls(prompt([new UserMessage('Hello'), responses(1, 'toolA')]), chatResponse()));
    expect(ex).toBeInstanceOf(ToolCallLimitExceededException);
    expect((ex as ToolCallLimitExceededException).getToolName()).toBe('toolA');
    expect((ex as ToolCallLimitExceededException).getLimit()).toBe(1);
    expect((ex as ToolCallLimitExceededException).getPartialToolExecutionResult()).toBeDefined();
  });

  test('whenMaxCallsPerToolExceededAndReturnErrorResponseThenSynthesizeErrorResponse', async () => {
    const manager = builder().maxCallsPerTool('toolA', 1).onLimitExceeded(ToolCallLimitBehavior.RETURN_ERROR_RESPONSE).build();
    const result = await manager.executeToolCalls(prompt([new UserMessage('Hello'), responses(1, 'toolA')]), chatResponse());
    const lastMessage = result.conversationHistory().at(-1) as ToolResponseMessage;
    expect(lastMessage.getResponses()).toHaveLength(1);
    const response = lastMessage.getResponses()[0] as ToolResponse;
    expect(response.name()).toBe('toolA');
    expect(response.responseData()).toContain('limit');
    expect(response.responseData()).not.toContain('Mission accomplished!');
  });

  test('whenToolExcludedFromLimitThenNotCounted', async () => {
    const manager = builder().maxCallsPerTool(1).excludeToolFromLimit('toolA').build();
    const result = await manager.executeToolCalls(prompt([new UserMessage('Hello'), responses(3, 'toolA')]), chatResponse());
    const expected = ToolResponseMessage.builder().responses([new ToolResponse('toolA', 'toolA', 'Mission accomplished!')]).build();
    expect(result.conversationHistory().some((message) => message instanceof ToolResponseMessage && message.equals(expected))).toBe(true);
  });

  test('whenMaxTotalToolCallsExceededThenThrowRegardlessOfToolName', async () => {
    const manager = builder().maxTotalToolCalls(1).build();
    const ex = await rejection(manager.executeToolCalls(prompt([new UserMessage('Hello'), responses(1, 'toolB')]), chatResponse()));
    expect(ex).toBeInstanceOf(ToolCallLimitExceededException);
    expect((ex as ToolCallLimitExceededException).getToolName()).toBeUndefined();
    expect((ex as ToolCallLimitExceededException).getLimit()).toBe(1);
  });

  test('whenBuilderUnconfiguredThenDefaultMaxCallsPerToolApplies', async () => {
    const manager = builder().build();
    const history = [new UserMessage('Hello'), responses(DefaultToolCallingManager.DEFAULT_MAX_CALLS_PER_TOOL, 'toolA')];
    const ex = await rejection(manager.executeToolCalls(prompt(history), chatResponse()));
    expect(ex).toBeInstanceOf(ToolCallLimitExceededException);
    expect((ex as ToolCallLimitExceededException).getToolName()).toBe('toolA');
    expect((ex as ToolCallLimitExceededException).getLimit()).toBe(DefaultToolCallingManager.DEFAULT_MAX_CALLS_PER_TOOL);
  });

  test('whenBuilderUnconfiguredThenDefaultMaxTotalToolCallsApplies', async () => {
    const manager = builder().build();
    const history = [new UserMessage('Hello'), responses(DefaultToolCallingManager.DEFAULT_MAX_TOTAL_TOOL_CALLS, 'toolB')];
    const ex = await rejection(manager.executeToolCalls(prompt(history), chatResponse()));
    expect(ex).toBeInstanceOf(ToolCallLimitExceededException);
    expect((ex as ToolCallLimitExceededException).getToolName()).toBeUndefined();
    expect((ex as ToolCallLimitExceededException).getLimit()).toBe(DefaultToolCallingManager.DEFAULT_MAX_TOTAL_TOOL_CALLS);
  });

  test('whenUnlimitedCallsPerToolThenDefaultLimitIsDisabled', async () => {
    const manager = builder().unlimitedCallsPerTool().build();
    const history = [new UserMessage('Hello'), responses(DefaultToolCallingManager.DEFAULT_MAX_CALLS_PER_TOOL + 5, 'toolA')];
    const result = await manager.executeToolCalls(prompt(history), chatResponse());
    expect(result.conversationHistory().length).toBeGreaterThan(0);
  });

  test('whenUnlimitedTotalToolCallsThenDefaultLimitIsDisabled', async () => {
    const manager = builder().unlimitedCallsPerTool().unlimitedTotalToolCalls().build();
    const history = [new UserMessage('Hello'), responses(DefaultToolCallingManager.DEFAULT_MAX_TOTAL_TOOL_CALLS + 5, 'toolA')];
    const result = await manager.executeToolCalls(prompt(history), chatResponse());
    expect(result.conversationHistory().length).toBeGreaterThan(0);
  });

  test('whenPriorTurnHasToolCallsThenNotCountedTowardCurrentTurnPerToolLimit', async () => {
    const manager = builder().maxCallsPerTool('toolA', 1).build();
    const history = [new UserMessage('Earlier turn'), responses(1, 'toolA', 'earlierId'), new UserMessage('New turn')];
    const result = await manager.executeToolCalls(prompt(history), chatResponse());
    expect(result.conversationHistory().length).toBeGreaterThan(0);
  });

  test('whenPriorTurnHasManyToolCallsThenNotCountedTowardCurrentTurnTotalLimit', async () => {
    const manager = builder().maxTotalToolCalls(1).build();
    const history = [new UserMessage('Earlier turn'), responses(10, 'toolB', 'earlierId'), new UserMessage('New turn')];
    const result = await manager.executeToolCalls(prompt(history), chatResponse());
    expect(result.conversationHistory().length).toBeGreaterThan(0);
  });

  test('whenCurrentTurnExceedsLimitThenThrowsRegardlessOfPriorTurns', async () => {
    const manager = builder().maxCallsPerTool('toolA', 1).build();
    const history = [new UserMessage('Earlier turn'), responses(1, 'toolB', 'earlierId'), new UserMessage('New turn'), responses(1, 'toolA', 'currentId')];
    const ex = await rejection(manager.executeToolCalls(prompt(history), chatResponse()));
    expect(ex).toBeInstanceOf(ToolCallLimitExceededException);
    expect((ex as ToolCallLimitExceededException).getToolName()).toBe('toolA');
  });
});
