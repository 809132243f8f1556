import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolResponse } from '../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { ToolCallLimitBehavior } from '../../../src/model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../src/model/tool/ToolCallLimitExceededException.js';
import { ToolExecutionResult } from '../../../src/model/tool/ToolExecutionResult.js';

// Spring AI 2.0.1 tests these types only through DefaultToolCallingManager's limits, which
// spring-ai-ts applies in ToolCallAdvisor instead (see ToolCallAdvisorLoop.test.ts).
describe('ToolCallLimitExceededException and ToolCallLimitBehavior (spring-ai-ts)', () => {
  const partial = (...responses: ToolResponse[]): ToolExecutionResult =>
    ToolExecutionResult.builder()
      .conversationHistory([
        new UserMessage('q'),
        new AssistantMessage('calling'),
        ToolResponseMessage.builder().responses(responses).build(),
      ])
      .build();

  test('messages name the tool for a per-tool limit and the turn for the total limit', () => {
    const perTool = new ToolCallLimitExceededException('weather', 3, partial());
    const total = new ToolCallLimitExceededException(undefined, 150, partial());

    expect(perTool).toBeInstanceOf(RuntimeException);
    expect(perTool.getMessage()).toBe("Tool call limit (3) exceeded for tool 'weather'");
    expect(perTool.getToolName()).toBe('weather');
    expect(perTool.getLimit()).toBe(3);
    expect(total.getMessage()).toBe('Total tool call limit (150) exceeded for this turn');
    expect(total.getToolName()).toBeUndefined();
  });

  test('buildGeneration: the breach response is the text, earlier responses are partial metadata', () => {
    const done = new ToolResponse('1', 'weather', 'sunny');
    const breach = new ToolResponse('2', 'weather', 'limit reached');
    const exception = new ToolCallLimitExceededException('weather', 1, partial(done, breach));

    const generation = exception.buildGeneration();

    expect(exception.getPartialToolExecutionResult().conversationHistory()).toHaveLength(3);
    expect(generation.getOutput().getText()).toBe('limit reached');
    expect(generation.getMetadata().getFinishReason()).toBe('toolCallLimitExceeded');
    expect(generation.getMetadata().get(ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES)).toEqual([done]);
  });

  test('buildGeneration without tool responses falls back to the exception message', () => {
    const exception = new ToolCallLimitExceededException(undefined, 2, ToolExecutionResult.builder().build());

    const generation = exception.buildGeneration();

    expect(generation.getOutput().getText()).toBe('Total tool call limit (2) exceeded for this turn');
    expect(generation.getMetadata().get(ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES)).toEqual([]);
  });

  test('ToolCallLimitBehavior is an enum class', () => {
    expect(ToolCallLimitBehavior.values()).toEqual([ToolCallLimitBehavior.THROW, ToolCallLimitBehavior.RETURN_ERROR_RESPONSE]);
    expect(ToolCallLimitBehavior.valueOf('RETURN_ERROR_RESPONSE')).toBe(ToolCallLimitBehavior.RETURN_ERROR_RESPONSE);
    expect(ToolCallLimitBehavior.THROW.name()).toBe('THROW');
    expect(ToolCallLimitBehavior.RETURN_ERROR_RESPONSE.ordinal()).toBe(1);
    expect(String(ToolCallLimitBehavior.THROW)).toBe('THROW');
    expect(() => ToolCallLimitBehavior.valueOf('NOPE')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.model.tool.ToolCallLimitBehavior.NOPE'),
    );
  });
});
