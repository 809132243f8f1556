// The one tool-call limits implementation: its check, the per-turn counter and the round plan.
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ToolCallLimitBehavior } from '../../../../src/model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimits } from '../../../../src/model/tool/loop/ToolCallLimits.js';

const call = (name: string, id = name) => new AssistantMessage.ToolCall(id, 'function', name, '{}');
const limits = (perTool: number, total: number, behavior = ToolCallLimitBehavior.THROW, byName = new Map<string, number>(), excluded = new Set<string>()) =>
  new ToolCallLimits(perTool, byName, excluded, total, behavior);

describe('ToolCallLimits', () => {
  test('check names the per-tool limit before the total one', () => {
    const breach = limits(1, 1).check('a', 2, 2);
    expect(breach).toEqual({
      toolName: 'a',
      limit: 1,
      message: "Tool call limit (1) exceeded for tool 'a'. No further calls to this tool are allowed in this turn.",
    });
    expect(limits(ToolCallLimits.NO_LIMIT, 1).check('a', 2, 2)).toEqual({
      toolName: undefined,
      limit: 1,
      message: 'Total tool call limit (1) exceeded for this turn. No further tool calls are allowed.',
    });
  });

  test('per-tool overrides and exclusions apply; the total still counts an excluded tool', () => {
    const limited = limits(1, 3, ToolCallLimitBehavior.THROW, new Map([['b', 2]]), new Set(['c']));
    expect(limited.check('b', 2, 2)).toBeUndefined();
    expect(limited.check('b', 3, 3)?.limit).toBe(2);
    expect(limited.check('c', 3, 3)).toBeUndefined();
    expect(limited.check('c', 4, 4)?.toolName).toBeUndefined();
  });

  test('a counter kept across rounds limits the whole turn', () => {
    const counter = limits(2, ToolCallLimits.NO_LIMIT, ToolCallLimitBehavior.RETURN_ERROR_RESPONSE).newTurn();
    expect(counter.plan([call('a'), call('a')]).breaches.size).toBe(0);
    const plan = counter.plan([call('a'), call('b')]);
    expect([...plan.breaches.keys()]).toEqual([0]);
    expect(plan.handled).toBe(2);
    expect(plan.thrown).toBeUndefined();
  });

  test('THROW stops the plan at the first breach', () => {
    const plan = limits(1, ToolCallLimits.NO_LIMIT).newTurn().plan([call('a', '1'), call('a', '2'), call('a', '3')]);
    expect([...plan.breaches.keys()]).toEqual([1]);
    expect(plan.handled).toBe(2);
    expect(plan.thrown?.limit).toBe(1);
  });

  test('a turn started from instructions counts the tool responses after the last user message', () => {
    const answered = ToolResponseMessage.builder().responses([new ToolResponse('1', 'a', 'ok')]).build();
    const instructions = [new UserMessage('earlier'), answered, new UserMessage('now'), answered];
    expect(ToolCallLimits.countPriorToolCalls(instructions)).toEqual(new Map([['a', 1]]));
    const plan = limits(1, ToolCallLimits.NO_LIMIT).newTurn(instructions).plan([call('a')]);
    expect(plan.thrown?.toolName).toBe('a');
  });

  test('isUnlimited only without any limit', () => {
    expect(limits(ToolCallLimits.NO_LIMIT, ToolCallLimits.NO_LIMIT).isUnlimited()).toBe(true);
    expect(limits(ToolCallLimits.NO_LIMIT, ToolCallLimits.NO_LIMIT, ToolCallLimitBehavior.THROW, new Map([['a', 1]])).isUnlimited()).toBe(false);
    expect(ToolCallLimits.defaults().isUnlimited()).toBe(false);
  });
});
