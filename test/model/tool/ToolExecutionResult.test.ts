/* Ported from Spring AI ToolExecutionResultTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolResponse } from '../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { ToolExecutionResult } from '../../../src/model/tool/ToolExecutionResult.js';

describe('ToolExecutionResultTests', () => {
  test('whenSingleToolCallThenSingleGeneration', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([
        new AssistantMessage('Hello, how can I help you?'),
        new UserMessage('I would like to know the weather in London'),
        new AssistantMessage('Call the weather tool'),
        ToolResponseMessage.builder()
          .responses([new ToolResponse('42', 'weather', 'The weather in London is 20 degrees Celsius')])
          .build(),
      ])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(1);
    expect(generations[0]?.getOutput().getText()).toBe('The weather in London is 20 degrees Celsius');
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('weather');
    expect(generations[0]?.getMetadata().getFinishReason()).toBe(ToolExecutionResult.FINISH_REASON);
  });

  test('whenMultipleToolCallsThenMultipleGenerations', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([
        new AssistantMessage('Hello, how can I help you?'),
        new UserMessage('I would like to know the weather in London'),
        new AssistantMessage('Call the weather tool and the news tool'),
        ToolResponseMessage.builder()
          .responses([
            new ToolResponse('42', 'weather', 'The weather in London is 20 degrees Celsius'),
            new ToolResponse('21', 'news', 'There is heavy traffic in the centre of London'),
          ])
          .build(),
      ])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(2);
    expect(generations[0]?.getOutput().getText()).toBe('The weather in London is 20 degrees Celsius');
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('weather');
    expect(generations[0]?.getMetadata().getFinishReason()).toBe(ToolExecutionResult.FINISH_REASON);

    expect(generations[1]?.getOutput().getText()).toBe('There is heavy traffic in the centre of London');
    expect(generations[1]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('news');
    expect(generations[1]?.getMetadata().getFinishReason()).toBe(ToolExecutionResult.FINISH_REASON);
  });

  test('whenEmptyConversationHistoryThenThrowsException', () => {
    const toolExecutionResult = ToolExecutionResult.builder().conversationHistory([]).build();

    // Java: ArrayIndexOutOfBoundsException, which has no counterpart; same message.
    expect(() => ToolExecutionResult.buildGenerations(toolExecutionResult)).toThrow(RuntimeException);
    expect(() => ToolExecutionResult.buildGenerations(toolExecutionResult)).toThrow(
      'Index -1 out of bounds for length 0',
    );
  });

  test('whenToolResponseWithEmptyResponseListThenEmptyGenerations', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([new AssistantMessage('Processing request'), ToolResponseMessage.builder().responses([]).build()])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(0);
  });

  test('whenToolResponseWithNullContentThenGenerationWithNullText', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([
        ToolResponseMessage.builder()
          .responses([new ToolResponse('1', 'tool', undefined as unknown as string)])
          .build(),
      ])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(1);
    expect(generations[0]?.getOutput().getText()).toBeUndefined();
  });

  test('whenToolResponseWithEmptyStringContentThenGenerationWithEmptyText', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([ToolResponseMessage.builder().responses([new ToolResponse('1', 'tool', '')]).build()])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(1);
    expect(generations[0]?.getOutput().getText()).toBe('');
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('tool');
  });

  test('whenBuilderCalledWithoutConversationHistoryThenThrowsException', () => {
    const toolExecutionResult = ToolExecutionResult.builder().build();

    expect(() => ToolExecutionResult.buildGenerations(toolExecutionResult)).toThrow(RuntimeException);

    expect(toolExecutionResult.conversationHistory()).toBeDefined();
    expect(toolExecutionResult.conversationHistory()).toHaveLength(0);
  });

  test('whenMultipleToolResponseMessagesOnlyLastOneIsProcessed', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([
        new AssistantMessage('First response'),
        ToolResponseMessage.builder().responses([new ToolResponse('1', 'old_tool', 'Old response')]).build(),
        new AssistantMessage('Second response'),
        ToolResponseMessage.builder().responses([new ToolResponse('2', 'new_tool', 'New response')]).build(),
      ])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(1);
    expect(generations[0]?.getOutput().getText()).toBe('New response');
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('new_tool');
  });

  test('whenToolResponseWithEmptyToolNameThenMetadataContainsEmptyString', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([
        ToolResponseMessage.builder().responses([new ToolResponse('1', '', 'Response content')]).build(),
      ])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(1);
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('');
  });

  test('whenToolResponseWithNullToolIdThenGenerationStillCreated', () => {
    const toolExecutionResult = ToolExecutionResult.builder()
      .conversationHistory([
        ToolResponseMessage.builder()
          .responses([new ToolResponse(undefined as unknown as string, 'tool', 'Response content')])
          .build(),
      ])
      .build();

    const generations = ToolExecutionResult.buildGenerations(toolExecutionResult);

    expect(generations).toHaveLength(1);
    expect(generations[0]?.getOutput().getText()).toBe('Response content');
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_NAME)).toBe('tool');
  });
});

describe('ToolExecutionResult (spring-ai-ts)', () => {
  test('buildGenerations puts the tool id and name into the metadata and works on object literals', () => {
    const generations = ToolExecutionResult.buildGenerations({
      conversationHistory: () => [
        ToolResponseMessage.builder().responses([new ToolResponse('call-7', 'weather', 'sunny')]).build(),
      ],
    });
    expect(generations).toHaveLength(1);
    expect(generations[0]?.getMetadata().get<string>(ToolExecutionResult.METADATA_TOOL_ID)).toBe('call-7');
    expect(generations[0]?.getMetadata().getFinishReason()).toBe('returnDirect');
    expect(ToolExecutionResult.METADATA_TOOL_ID).toBe('toolId');
    expect(ToolExecutionResult.METADATA_TOOL_NAME).toBe('toolName');
  });

  test('no generations when the last message is not a tool response', () => {
    const result = ToolExecutionResult.builder()
      .conversationHistory([new UserMessage('hi'), new AssistantMessage('hello')])
      .build();
    expect(ToolExecutionResult.buildGenerations(result)).toEqual([]);
  });
});
