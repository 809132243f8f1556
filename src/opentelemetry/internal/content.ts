/* spring-ai-ts, Apache-2.0. Internal: prompt and completion content for opted-in export. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { Message } from '../../chat/messages/Message.js';
import type { Prompt } from '../../chat/prompt/Prompt.js';

/** One message in the GenAI conventions' message layout (`role` + typed `parts`). */
export interface GenAiMessage {
  role: string;
  parts: Array<Record<string, unknown>>;
  finish_reason?: string;
}

interface ToolCallLike {
  id(): string;
  name(): string;
  arguments(): string;
}
interface ToolResponseLike {
  id(): string;
  name(): string;
  responseData(): string;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

function messageParts(message: Message): Array<Record<string, unknown>> {
  const parts: Array<Record<string, unknown>> = [];
  const text = message.getText();
  if (typeof text === 'string' && text.length > 0) parts.push({ type: 'text', content: text });
  const withCalls = message as unknown as { getToolCalls?: () => ToolCallLike[] };
  for (const call of typeof withCalls.getToolCalls === 'function' ? withCalls.getToolCalls() : []) {
    parts.push({ type: 'tool_call', id: call.id(), name: call.name(), arguments: parseJson(call.arguments()) });
  }
  const withResponses = message as unknown as { getResponses?: () => ToolResponseLike[] };
  for (const response of typeof withResponses.getResponses === 'function' ? withResponses.getResponses() : []) {
    parts.push({ type: 'tool_call_response', id: response.id(), response: response.responseData() });
  }
  return parts;
}

/** The prompt's messages, in order, as GenAI input messages. */
export function inputMessages(prompt: Prompt): GenAiMessage[] {
  return prompt.getInstructions().map((message) => ({ role: message.getMessageType().getValue(), parts: messageParts(message) }));
}

/** The response's generations as GenAI output messages, each with its finish reason. */
export function outputMessages(response: ChatResponse | undefined): GenAiMessage[] {
  return (response?.getResults() ?? []).map((generation) => {
    const finishReason = generation.getMetadata().getFinishReason();
    const message: GenAiMessage = { role: 'assistant', parts: messageParts(generation.getOutput()) };
    if (typeof finishReason === 'string' && finishReason.length > 0) message.finish_reason = finishReason.toLowerCase();
    return message;
  });
}

/** Spring's layout of prompt content: the message texts, each quoted, in a JSON-like list. */
export function promptTexts(prompt: Prompt): string[] {
  return prompt.getInstructions().map((message) => message.getText() ?? '');
}

/** The completion texts of every generation. */
export function completionTexts(response: ChatResponse | undefined): string[] {
  return (response?.getResults() ?? []).map((generation) => generation.getOutput().getText() ?? '');
}
