/* spring-ai-ts, Apache-2.0. A tool round where only some calls run and the others get a prepared answer (limits, argument checks). */
import { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import type { Message } from '../../../chat/messages/Message.js';
import type { ToolCall } from '../../../chat/messages/ToolCall.js';
import { ToolResponse } from '../../../chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../chat/messages/ToolResponseMessage.js';
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import { Generation } from '../../../chat/model/Generation.js';
import type { Prompt } from '../../../chat/prompt/Prompt.js';
import { ToolExecutionResult } from '../ToolExecutionResult.js';

/** The assistant message with `toolCalls` in place of its own. */
export function withToolCalls(assistantMessage: AssistantMessage, toolCalls: ToolCall[]): AssistantMessage {
  return AssistantMessage.builder()
    .content(assistantMessage.getText())
    .properties(assistantMessage.getMetadata())
    .toolCalls(toolCalls)
    .media(assistantMessage.getMedia())
    .build();
}

/** `chatResponse` (metadata kept) whose only generation asks for `toolCalls`. */
export function responseWithToolCalls(
  chatResponse: ChatResponse,
  generation: Generation,
  toolCalls: ToolCall[],
): ChatResponse {
  return ChatResponse.builder()
    .from(chatResponse)
    .generations([new Generation(withToolCalls(generation.getOutput(), toolCalls), generation.getMetadata())])
    .build();
}

/**
 * The history of a round in which the calls with a prepared answer did not run: the messages
 * before the round, `assistantMessage`, and one tool-response message in tool-call order, taking
 * the executed responses (in order) for the calls that ran.
 */
export function partialRoundHistory(
  prompt: Prompt,
  executed: ToolExecutionResult | undefined,
  assistantMessage: AssistantMessage,
  toolCalls: readonly ToolCall[],
  preparedAnswer: (toolCall: ToolCall, index: number) => string | undefined,
): Message[] {
  const history = executed?.conversationHistory();
  const last = history?.at(-1);
  const executedResponses = last instanceof ToolResponseMessage ? last.getResponses() : [];
  const before =
    history !== undefined && history.length >= 2 && last instanceof ToolResponseMessage
      ? history.slice(0, -2)
      : prompt.getInstructions();
  const responses: ToolResponse[] = [];
  let next = 0;
  toolCalls.forEach((toolCall, index) => {
    const answer = preparedAnswer(toolCall, index);
    if (answer !== undefined) {
      responses.push(new ToolResponse(toolCall.id(), toolCall.name(), answer));
    } else {
      const response = executedResponses[next++];
      if (response !== undefined) responses.push(response);
    }
  });
  return [...before, assistantMessage, ToolResponseMessage.builder().responses(responses).build()];
}
