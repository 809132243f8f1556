/* Ported from Spring AI DefaultToolCallingManagerTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { DefaultToolCallingManager } from '../../../src/model/tool/DefaultToolCallingManager.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';

/** A tool callback whose `call` is `call`. */
function toolCallback(name: string, description: string, inputSchema: string, call: (input: string) => string | undefined): ToolCallback {
  const definition: ToolDefinition = DefaultToolDefinition.builder()
    .name(name)
    .description(description)
    .inputSchema(inputSchema)
    .build();
  return {
    getToolDefinition: () => definition,
    getToolMetadata: () => ToolMetadata.builder().build(),
    call: (toolInput: string) => Promise.resolve(call(toolInput) as string),
  };
}

function responseWith(...toolCalls: AssistantMessage.ToolCall[]): ChatResponse {
  const assistantMessage = AssistantMessage.builder().content('').properties(new Map()).toolCalls(toolCalls).build();
  return new ChatResponse([new Generation(assistantMessage)]);
}

/** The tool responses of the last history message. */
function responsesOf(history: readonly unknown[]): string[] {
  const last = history[history.length - 1];
  expect(last).toBeInstanceOf(ToolResponseMessage);
  return (last as ToolResponseMessage).getResponses().map((response) => response.responseData());
}

describe('DefaultToolCallingManagerTest', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('shouldHandleNullArgumentsInStreamMode', async () => {
    const received: string[] = [];
    const mockToolCallback = toolCallback('testTool', 'A test tool', '{}', (toolInput) => {
      received.push(toolInput);
      return '{"result": "success"}';
    });
    const toolCall = new AssistantMessage.ToolCall('1', 'function', 'testTool', undefined as unknown as string);
    const chatResponse = responseWith(toolCall);
    const prompt = new Prompt([new UserMessage('test')]);

    const managerWithCallback = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) => (toolName === 'testTool' ? mockToolCallback : undefined))
      .build();

    await expect(managerWithCallback.executeToolCalls(prompt, chatResponse)).resolves.toBeDefined();
    expect(received).toEqual(['{}']);
  });

  test('shouldHandleEmptyArgumentsInStreamMode', async () => {
    const received: string[] = [];
    const mockToolCallback = toolCallback('testTool', 'A test tool', '{}', (toolInput) => {
      received.push(toolInput);
      return '{"result": "success"}';
    });
    const toolCall = new AssistantMessage.ToolCall('1', 'function', 'testTool', '');
    const chatResponse = responseWith(toolCall);
    const prompt = new Prompt([new UserMessage('test')]);

    const managerWithCallback = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) => (toolName === 'testTool' ? mockToolCallback : undefined))
      .build();

    await expect(managerWithCallback.executeToolCalls(prompt, chatResponse)).resolves.toBeDefined();
    expect(received).toEqual(['{}']);
  });

  test('shouldHandleMultipleToolCallsInSingleResponse', async () => {
    const toolCallback1 = toolCallback(
      'tool1',
      'First tool',
      '{"type": "object", "properties": {"param": {"type": "string"}}}',
      () => '{"result": "tool1_success"}',
    );
    const toolCallback2 = toolCallback(
      'tool2',
      'Second tool',
      '{"type": "object", "properties": {"value": {"type": "number"}}}',
      () => '{"result": "tool2_success"}',
    );
    const chatResponse = responseWith(
      new AssistantMessage.ToolCall('1', 'function', 'tool1', '{"param": "test"}'),
      new AssistantMessage.ToolCall('2', 'function', 'tool2', '{"value": 42}'),
    );
    const prompt = new Prompt([new UserMessage('test multiple tools')]);

    const manager = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) =>
        toolName === 'tool1' ? toolCallback1 : toolName === 'tool2' ? toolCallback2 : undefined,
      )
      .build();

    const result = await manager.executeToolCalls(prompt, chatResponse);
    expect(responsesOf(result.conversationHistory())).toEqual(['{"result": "tool1_success"}', '{"result": "tool2_success"}']);
  });

  test('shouldHandleToolCallWithComplexJsonArguments', async () => {
    const complexToolCallback = toolCallback(
      'complexTool',
      'A tool with complex JSON input',
      '{"type": "object", "properties": {"nested": {"type": "object"}}}',
      (toolInput) => {
        expect(toolInput).toContain('nested');
        expect(toolInput).toContain('array');
        return '{"result": "processed"}';
      },
    );
    const complexJson = '{"nested": {"level1": {"level2": "value"}}, "array": [1, 2, 3]}';
    const chatResponse = responseWith(new AssistantMessage.ToolCall('1', 'function', 'complexTool', complexJson));
    const prompt = new Prompt([new UserMessage('test complex json')]);

    const manager = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) => (toolName === 'complexTool' ? complexToolCallback : undefined))
      .build();

    const result = await manager.executeToolCalls(prompt, chatResponse);
    expect(responsesOf(result.conversationHistory())).toEqual(['{"result": "processed"}']);
  });

  test('shouldHandleToolCallWithMalformedJson', async () => {
    const testToolCallback = toolCallback('testTool', 'Test tool', '{}', (toolInput) => {
      // Should still receive some input even if malformed
      expect(toolInput).toBe('{invalid json}');
      return '{"result": "handled"}';
    });
    const chatResponse = responseWith(new AssistantMessage.ToolCall('1', 'function', 'testTool', '{invalid json}'));
    const prompt = new Prompt([new UserMessage('test malformed json')]);

    const manager = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) => (toolName === 'testTool' ? testToolCallback : undefined))
      .build();

    const result = await manager.executeToolCalls(prompt, chatResponse);
    expect(responsesOf(result.conversationHistory())).toEqual(['{"result": "handled"}']);
  });

  test('shouldHandleToolCallReturningNull', async () => {
    const nullReturningTool = toolCallback('nullReturningTool', 'Tool that returns null', '{}', () => undefined);
    const chatResponse = responseWith(new AssistantMessage.ToolCall('1', 'function', 'nullReturningTool', '{}'));
    const prompt = new Prompt([new UserMessage('test null return')]);

    const manager = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) => (toolName === 'nullReturningTool' ? nullReturningTool : undefined))
      .build();

    const result = await manager.executeToolCalls(prompt, chatResponse);
    expect(responsesOf(result.conversationHistory())).toEqual(['']);
  });

  test('shouldHandleMultipleGenerationsWithToolCalls', async () => {
    const multiGenTool = toolCallback('multiGenTool', 'Tool for multiple generations', '{}', () => '{"result": "success"}');
    const assistantMessage1 = AssistantMessage.builder()
      .content('')
      .properties(new Map())
      .toolCalls([new AssistantMessage.ToolCall('1', 'function', 'multiGenTool', '{}')])
      .build();
    const assistantMessage2 = AssistantMessage.builder()
      .content('')
      .properties(new Map())
      .toolCalls([new AssistantMessage.ToolCall('2', 'function', 'multiGenTool', '{}')])
      .build();
    const chatResponse = new ChatResponse([new Generation(assistantMessage1), new Generation(assistantMessage2)]);
    const prompt = new Prompt([new UserMessage('test multiple generations')]);

    const manager = DefaultToolCallingManager.builder()
      .observationRegistry(ObservationRegistry.NOOP)
      .toolCallbackResolver((toolName) => (toolName === 'multiGenTool' ? multiGenTool : undefined))
      .build();

    const result = await manager.executeToolCalls(prompt, chatResponse);
    // Only the first generation with tool calls is executed.
    const last = result.conversationHistory().at(-1) as ToolResponseMessage;
    expect(last.getResponses().map((response) => response.id())).toEqual(['1']);
    expect(result.conversationHistory()[1]).toBe(assistantMessage1);
  });
});
