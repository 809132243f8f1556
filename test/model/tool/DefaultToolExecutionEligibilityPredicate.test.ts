/* Ported from Spring AI DefaultToolExecutionEligibilityPredicateTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolCall } from '../../../src/chat/messages/ToolCall.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { DefaultToolExecutionEligibilityPredicate } from '../../../src/model/tool/DefaultToolExecutionEligibilityPredicate.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';

function toolCallMessage(content: string, ...toolCalls: ToolCall[]): AssistantMessage {
  return AssistantMessage.builder().content(content).properties(new Map()).toolCalls(toolCalls).build();
}

describe('DefaultToolExecutionEligibilityPredicateTests', () => {
  const predicate = new DefaultToolExecutionEligibilityPredicate();

  test('whenToolExecutionEnabledAndHasToolCalls', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const toolCall = new AssistantMessage.ToolCall('id1', 'function', 'testTool', '{}');
    const chatResponse = new ChatResponse([new Generation(toolCallMessage('test', toolCall))]);

    expect(predicate.test(options, chatResponse)).toBe(true);
  });

  test('whenToolExecutionEnabledAndNoToolCalls', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const chatResponse = new ChatResponse([new Generation(new AssistantMessage('test'))]);

    expect(predicate.test(options, chatResponse)).toBe(false);
  });

  test('whenToolExecutionDisabledAndHasToolCalls', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(false).build();
    const toolCall = new AssistantMessage.ToolCall('id1', 'function', 'testTool', '{}');
    const chatResponse = new ChatResponse([new Generation(toolCallMessage('test', toolCall))]);

    expect(predicate.test(options, chatResponse)).toBe(false);
  });

  test('whenToolExecutionDisabledAndNoToolCalls', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(false).build();
    const chatResponse = new ChatResponse([new Generation(new AssistantMessage('test'))]);

    expect(predicate.test(options, chatResponse)).toBe(false);
  });

  test('whenRegularChatOptionsAndHasToolCalls', () => {
    const options = ChatOptions.builder().build();
    const toolCall = new AssistantMessage.ToolCall('id1', 'function', 'testTool', '{}');
    const chatResponse = new ChatResponse([new Generation(toolCallMessage('test', toolCall))]);

    // Plain chat options use the default (true) for internal tool execution.
    expect(predicate.test(options, chatResponse)).toBe(true);
  });

  test('whenNullChatResponse', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();

    expect(predicate.test(options, undefined)).toBe(false);
  });

  test('whenEmptyGenerationsList', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const chatResponse = new ChatResponse([]);

    expect(predicate.test(options, chatResponse)).toBe(false);
  });

  test('whenMultipleGenerationsWithMixedToolCalls', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const toolCall = new AssistantMessage.ToolCall('id1', 'function', 'testTool', '{}');
    const chatResponse = new ChatResponse([
      new Generation(toolCallMessage('test1', toolCall)),
      new Generation(new AssistantMessage('test2')),
    ]);

    // True as soon as any generation has tool calls.
    expect(predicate.test(options, chatResponse)).toBe(true);
  });

  test('whenMultipleGenerationsWithoutToolCalls', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const chatResponse = new ChatResponse([
      new Generation(new AssistantMessage('test1')),
      new Generation(new AssistantMessage('test2')),
    ]);

    expect(predicate.test(options, chatResponse)).toBe(false);
  });

  test('whenAssistantMessageHasEmptyToolCallsList', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const chatResponse = new ChatResponse([new Generation(toolCallMessage('test'))]);

    expect(predicate.test(options, chatResponse)).toBe(false);
  });

  test('whenMultipleToolCallsPresent', () => {
    const options = ToolCallingChatOptions.builder().internalToolExecutionEnabled(true).build();
    const toolCall1 = new AssistantMessage.ToolCall('id1', 'function', 'testTool1', '{}');
    const toolCall2 = new AssistantMessage.ToolCall('id2', 'function', 'testTool2', '{"param": "value"}');
    const chatResponse = new ChatResponse([new Generation(toolCallMessage('test', toolCall1, toolCall2))]);

    expect(predicate.test(options, chatResponse)).toBe(true);
  });
});

describe('DefaultToolExecutionEligibilityPredicate (spring-ai-ts)', () => {
  test('isToolExecutionRequired checks its arguments, then delegates to test', () => {
    const predicate = new DefaultToolExecutionEligibilityPredicate();
    const options = ToolCallingChatOptions.builder().build();
    const toolCall = new ToolCall('id1', 'function', 'testTool', '{}');
    const withToolCalls = new ChatResponse([new Generation(toolCallMessage('', toolCall))]);

    expect(predicate.isToolExecutionRequired(options, withToolCalls)).toBe(true);
    expect(() => predicate.isToolExecutionRequired(undefined as unknown as ChatOptions, withToolCalls)).toThrow(
      new IllegalArgumentException('promptOptions cannot be null'),
    );
    expect(() => predicate.isToolExecutionRequired(options, undefined as unknown as ChatResponse)).toThrow(
      new IllegalArgumentException('chatResponse cannot be null'),
    );
  });
});
