/* spring-ai-ts, Apache-2.0. Internal: running a tool round whose calls were checked, and reminders. */
import { ToolCall } from '../../../chat/messages/ToolCall.js';
import { ToolResponse } from '../../../chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../chat/messages/ToolResponseMessage.js';
import type { ChatResponse } from '../../../chat/model/ChatResponse.js';
import type { Generation } from '../../../chat/model/Generation.js';
import type { Prompt } from '../../../chat/prompt/Prompt.js';
import type { ToolCallingChatOptions } from '../../../model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../model/tool/ToolCallingManager.js';
import { partialRoundHistory, responseWithToolCalls, withToolCalls } from '../../../model/tool/loop/partialToolRound.js';
import { ToolExecutionResult } from '../../../model/tool/ToolExecutionResult.js';
import type { ArgumentsVerdict } from './ToolCallArgumentsCheck.js';

/** One call of the round, as checked. */
export interface CheckedCall {
  readonly toolCall: ToolCall;
  readonly verdict: ArgumentsVerdict;
}

type Rejected = Extract<ArgumentsVerdict, { kind: 'invalid' }>;

/** The input schema of a tool among the options' callbacks. */
export function inputSchemaOf(toolOptions: ToolCallingChatOptions | undefined, toolName: string): string | undefined {
  return toolOptions
    ?.getToolCallbacks()
    .find((callback) => callback.getToolDefinition().name() === toolName)
    ?.getToolDefinition()
    .inputSchema();
}

/**
 * Runs the accepted calls (repaired ones with their repaired arguments) through the delegate and
 * answers the rejected ones with `answer`, keeping the model's order and ids. The echoed assistant
 * message shows the repaired arguments, or `"{}"` for rejected ones. A round of valid calls only
 * goes to the delegate unchanged.
 */
export async function runCheckedRound(
  delegate: ToolCallingManager,
  prompt: Prompt,
  chatResponse: ChatResponse,
  generation: Generation,
  checked: readonly CheckedCall[],
  answer: (toolCall: ToolCall, verdict: Rejected) => string,
): Promise<ToolExecutionResult> {
  if (checked.every((call) => call.verdict.kind === 'valid')) {
    return delegate.executeToolCalls(prompt, chatResponse);
  }
  const assistantMessage = generation.getOutput();
  const echoed = checked.map(({ toolCall, verdict }) =>
    verdict.kind === 'valid'
      ? toolCall
      : new ToolCall(toolCall.id(), toolCall.type(), toolCall.name(), verdict.kind === 'repaired' ? verdict.args : '{}'),
  );
  const runnable = echoed.filter((_toolCall, index) => (checked[index] as CheckedCall).verdict.kind !== 'invalid');
  let executed: ToolExecutionResult | undefined;
  if (runnable.length > 0) {
    const subset = responseWithToolCalls(chatResponse, generation, runnable);
    executed = await delegate.executeToolCalls(prompt, subset);
  }
  const history = partialRoundHistory(prompt, executed, withToolCalls(assistantMessage, echoed), echoed, (_toolCall, index) => {
    const { toolCall, verdict } = checked[index] as CheckedCall;
    return verdict.kind === 'invalid' ? answer(toolCall, verdict) : undefined;
  });
  // The model must see the errors, so a round with rejected calls never returns directly.
  const rejected = checked.some((call) => call.verdict.kind === 'invalid');
  const returnDirect = executed !== undefined && ToolExecutionResult.isReturnDirect(executed) && !rejected;
  return ToolExecutionResult.builder().conversationHistory(history).returnDirect(returnDirect).build();
}

/** The result with `reminder` and a line break in front of the first tool response of its last message. */
export function withReminder(result: ToolExecutionResult, reminder: string): ToolExecutionResult {
  const history = result.conversationHistory();
  const last = history.at(-1);
  if (!(last instanceof ToolResponseMessage) || last.getResponses().length === 0) return result;
  const [first, ...rest] = last.getResponses() as [ToolResponse, ...ToolResponse[]];
  const reminded = new ToolResponse(first.id(), first.name(), `${reminder}\n${first.responseData()}`);
  const message = ToolResponseMessage.builder().responses([reminded, ...rest]).metadata(last.getMetadata()).build();
  return ToolExecutionResult.builder()
    .conversationHistory([...history.slice(0, -1), message])
    .returnDirect(ToolExecutionResult.isReturnDirect(result))
    .build();
}



