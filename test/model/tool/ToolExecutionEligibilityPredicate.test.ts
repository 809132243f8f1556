/* Ported from Spring AI ToolExecutionEligibilityPredicateTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolExecutionEligibilityChecker } from '../../../src/model/tool/ToolExecutionEligibilityChecker.js';
import { ToolExecutionEligibilityPredicate } from '../../../src/model/tool/ToolExecutionEligibilityPredicate.js';

/** Implements only `test`, which always answers true. */
class TestToolExecutionEligibilityPredicate extends ToolExecutionEligibilityPredicate {
  test(): boolean {
    return true;
  }
}

class ModelCheckingPredicate extends ToolExecutionEligibilityPredicate {
  test(promptOptions: ChatOptions): boolean {
    const model = promptOptions.getModel();
    return model !== undefined && model !== '';
  }
}

describe('ToolExecutionEligibilityPredicateTests', () => {
  test('whenIsToolExecutionRequiredWithNullPromptOptions', () => {
    const predicate: ToolExecutionEligibilityPredicate = new TestToolExecutionEligibilityPredicate();
    const chatResponse = new ChatResponse([new Generation(new AssistantMessage('test'))]);

    expect(() => predicate.isToolExecutionRequired(undefined as unknown as ChatOptions, chatResponse)).toThrow(
      IllegalArgumentException,
    );
    expect(() => predicate.isToolExecutionRequired(undefined as unknown as ChatOptions, chatResponse)).toThrow(
      'promptOptions cannot be null',
    );
  });

  test('whenIsToolExecutionRequiredWithNullChatResponse', () => {
    const predicate: ToolExecutionEligibilityPredicate = new TestToolExecutionEligibilityPredicate();
    const promptOptions = ChatOptions.builder().build();

    expect(() => predicate.isToolExecutionRequired(promptOptions, undefined as unknown as ChatResponse)).toThrow(
      IllegalArgumentException,
    );
    expect(() => predicate.isToolExecutionRequired(promptOptions, undefined as unknown as ChatResponse)).toThrow(
      'chatResponse cannot be null',
    );
  });

  test('whenIsToolExecutionRequiredWithValidInputs', () => {
    const predicate: ToolExecutionEligibilityPredicate = new TestToolExecutionEligibilityPredicate();
    const promptOptions = ChatOptions.builder().build();
    const chatResponse = new ChatResponse([new Generation(new AssistantMessage('test'))]);

    expect(predicate.isToolExecutionRequired(promptOptions, chatResponse)).toBe(true);
  });

  test('whenTestMethodCalledDirectly', () => {
    const predicate: ToolExecutionEligibilityPredicate = new TestToolExecutionEligibilityPredicate();
    const promptOptions = ChatOptions.builder().build();
    const chatResponse = new ChatResponse([new Generation(new AssistantMessage('test'))]);

    expect(predicate.test(promptOptions, chatResponse)).toBe(true);
  });

  test('whenChatResponseHasEmptyGenerations', () => {
    const predicate: ToolExecutionEligibilityPredicate = new TestToolExecutionEligibilityPredicate();
    const promptOptions = ChatOptions.builder().build();
    const emptyResponse = new ChatResponse([]);

    expect(predicate.isToolExecutionRequired(promptOptions, emptyResponse)).toBe(true);
  });

  test('whenChatOptionsHasModel', () => {
    const predicate = new ModelCheckingPredicate();
    const chatResponse = new ChatResponse([new Generation(new AssistantMessage('test'))]);

    const optionsWithModel = ChatOptions.builder().model('gpt-4').build();
    expect(predicate.isToolExecutionRequired(optionsWithModel, chatResponse)).toBe(true);

    const optionsWithoutModel = ChatOptions.builder().build();
    expect(predicate.isToolExecutionRequired(optionsWithoutModel, chatResponse)).toBe(false);
  });
});

describe('ToolExecutionEligibilityPredicate (spring-ai-ts)', () => {
  const response = new ChatResponse([new Generation(new AssistantMessage('test'))]);
  const options = ChatOptions.builder().build();

  test('the companion applies the default method and accepts a plain function', () => {
    const test = jest.fn((_o: ChatOptions, _r: ChatResponse | undefined) => false);
    expect(ToolExecutionEligibilityPredicate.isToolExecutionRequired({ test }, options, response)).toBe(false);
    expect(test).toHaveBeenCalledWith(options, response);

    const fromFunction = ToolExecutionEligibilityPredicate.from(() => true);
    expect(fromFunction.test(options, response)).toBe(true);
    expect(fromFunction.isToolExecutionRequired(options, response)).toBe(true);
    expect(() => fromFunction.isToolExecutionRequired(options, undefined as unknown as ChatResponse)).toThrow(
      'chatResponse cannot be null',
    );
    expect(ToolExecutionEligibilityPredicate.isInstance(new TestToolExecutionEligibilityPredicate())).toBe(true);
    expect(ToolExecutionEligibilityPredicate.isInstance({})).toBe(false);
    expect(fromFunction).toBeInstanceOf(ToolExecutionEligibilityPredicate);
    const wrapped = ToolExecutionEligibilityPredicate.from({ test });
    expect(wrapped.isToolExecutionRequired(options, response)).toBe(false);
    expect(() => ToolExecutionEligibilityPredicate.from(null as never)).toThrow(
      new IllegalArgumentException('toolExecutionEligibilityPredicate cannot be null'),
    );
  });

  test('an own isToolExecutionRequired wins over the default', () => {
    const custom = { test: () => false, isToolExecutionRequired: () => true };
    expect(ToolExecutionEligibilityPredicate.isToolExecutionRequired(custom, options, response)).toBe(true);
    expect(ToolExecutionEligibilityPredicate.from(custom)).toBe(custom);
  });

  test('ToolExecutionEligibilityChecker defaults: internal execution enabled and a tool-call response', () => {
    const checker = ToolExecutionEligibilityChecker.from((chatResponse) => chatResponse.hasToolCalls());
    const toolCall = new AssistantMessage.ToolCall('1', 'function', 'tool', '{}');
    const toolCallResponse = new ChatResponse([
      new Generation(AssistantMessage.builder().content('').toolCalls([toolCall]).build()),
    ]);
    const disabled = ToolCallingChatOptions.builder().internalToolExecutionEnabled(false).build();

    expect(checker.isToolExecutionRequired(options, toolCallResponse)).toBe(true);
    expect(checker.isToolExecutionRequired(options, response)).toBe(false);
    expect(checker.isToolExecutionRequired(disabled, toolCallResponse)).toBe(false);
    expect(checker.isToolCallResponse(toolCallResponse)).toBe(true);
    expect(checker.isInternalToolExecutionEnabled(disabled)).toBe(false);
    expect(() => checker.isToolExecutionRequired(undefined as unknown as ChatOptions, response)).toThrow(
      new IllegalArgumentException('promptOptions cannot be null'),
    );
    expect(() => checker.isToolCallResponse(undefined as unknown as ChatResponse)).toThrow(
      new IllegalArgumentException('chatResponse cannot be null'),
    );
    expect(() => checker.isInternalToolExecutionEnabled(undefined as unknown as ChatOptions)).toThrow(
      new IllegalArgumentException('chatOptions cannot be null'),
    );
  });
});
