// The per-turn tool state of a loop that counts across its rounds: limits, repeat guard, cancellation.
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { AbortSignalContext } from '../../../../src/java/core/AbortSignalContext.js';
import { RepeatedToolCallException } from '../../../../src/model/tool/RepeatedToolCallException.js';
import { ToolCallLimitBehavior } from '../../../../src/model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../../src/model/tool/ToolCallLimitExceededException.js';
import type { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../../src/model/tool/ToolExecutionResult.js';
import { ToolCallLimits } from '../../../../src/model/tool/loop/ToolCallLimits.js';
import { ToolCallTurn } from '../../../../src/model/tool/loop/ToolCallTurn.js';

const prompt = new Prompt([new UserMessage('q')]);

const asking = (...calls: [string, string][]) =>
  ChatResponse.builder()
    .generations([
      new Generation(
        AssistantMessage.builder()
          .content('')
          .toolCalls(calls.map(([name, args], index) => new AssistantMessage.ToolCall(`id${index}`, 'function', name, args)))
          .build(),
      ),
    ])
    .build();

/** A manager that answers every call with `ok <name>` and records the calls and the signal it saw. */
function recordingManager() {
  const seen: { calls: string[]; signal: AbortSignal | undefined }[] = [];
  const manager: ToolCallingManager = {
    resolveToolDefinitions: () => [],
    executeToolCalls: async (request, chatResponse) => {
      const assistant = chatResponse.getResult()!.getOutput();
      const calls = assistant.getToolCalls();
      seen.push({ calls: calls.map((call) => call.id()), signal: AbortSignalContext.current() });
      const responses = calls.map((call) => new ToolResponse(call.id(), call.name(), `ok ${call.name()}`));
      return ToolExecutionResult.builder()
        .conversationHistory([...request.getInstructions(), assistant, ToolResponseMessage.builder().responses(responses).build()])
        .build();
    },
  };
  return { manager, seen };
}

const lastResponses = (result: ToolExecutionResult) =>
  (result.conversationHistory().at(-1) as ToolResponseMessage).getResponses().map((response) => response.responseData());

describe('ToolCallTurn', () => {
  test('without settings every round goes to the manager unchanged', async () => {
    const { manager, seen } = recordingManager();
    const turn = new ToolCallTurn();
    await turn.executeToolCalls(manager, prompt, asking(['a', '{}'], ['a', '{}']), false);
    expect(seen).toEqual([{ calls: ['id0', 'id1'], signal: undefined }]);
  });

  test('limits count across rounds: breached calls are answered in place, the others run', async () => {
    const { manager, seen } = recordingManager();
    const limits = new ToolCallLimits(1, new Map(), new Set(), ToolCallLimits.NO_LIMIT, ToolCallLimitBehavior.RETURN_ERROR_RESPONSE);
    const turn = new ToolCallTurn({ limits });
    await turn.executeToolCalls(manager, prompt, asking(['a', '{}']), false);
    const result = await turn.executeToolCalls(manager, prompt, asking(['a', '{}'], ['b', '{}']), false);
    expect(seen.map((round) => round.calls)).toEqual([['id0'], ['id1']]);
    expect(lastResponses(result)).toEqual([
      "Tool call limit (1) exceeded for tool 'a'. No further calls to this tool are allowed in this turn.",
      'ok b',
    ]);
  });

  test('a THROW limit rejects with the partial round as the exception result', async () => {
    const { manager } = recordingManager();
    const limits = new ToolCallLimits(ToolCallLimits.NO_LIMIT, new Map(), new Set(), 1, ToolCallLimitBehavior.THROW);
    const turn = new ToolCallTurn({ limits });
    const rejection = turn.executeToolCalls(manager, prompt, asking(['a', '{}'], ['b', '{}'], ['c', '{}']), false);
    await expect(rejection).rejects.toBeInstanceOf(ToolCallLimitExceededException);
    const error = (await rejection.catch((e: unknown) => e)) as ToolCallLimitExceededException;
    expect(lastResponses(error.getPartialToolExecutionResult())).toEqual([
      'ok a',
      'Total tool call limit (1) exceeded for this turn. No further tool calls are allowed.',
    ]);
  });

  test('the repeat guard stops the n-th identical call, arguments compared as JSON', async () => {
    const { manager } = recordingManager();
    const turn = new ToolCallTurn({ maxRepeatedToolCalls: 3 });
    await turn.executeToolCalls(manager, prompt, asking(['a', '{"x":1,"y":2}'], ['a', '{ "y": 2, "x": 1 }']), false);
    await expect(turn.executeToolCalls(manager, prompt, asking(['a', '{"y":2,"x":1}']), false)).rejects.toBeInstanceOf(
      RepeatedToolCallException,
    );
  });

  test('a cancellable batch runs under a signal that fires on cancel', async () => {
    const { manager, seen } = recordingManager();
    const turn = new ToolCallTurn();
    await turn.executeToolCalls(manager, prompt, asking(['a', '{}']), true);
    const signal = seen[0]?.signal;
    expect(signal?.aborted).toBe(false);
    turn.cancel();
    expect(signal?.aborted).toBe(true);
  });
});
