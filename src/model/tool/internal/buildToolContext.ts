/* Ported from Spring AI DefaultToolCallingManager (v1.1.8): its private tool-context helpers. spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import type { Message } from '../../../chat/messages/Message.js';
import { ToolContext } from '../../../chat/model/ToolContext.js';
import type { Prompt } from '../../../chat/prompt/Prompt.js';
import { AbortSignalContext } from '../../../java/core/AbortSignalContext.js';
import { entriesOf } from '../../../java/core/lang/maps.js';
import { ToolCallingChatOptions } from '../ToolCallingChatOptions.js';

/**
 * The tools' context: empty unless the options carry one; then a copy of it plus the history so
 * far under `ToolContext.TOOL_CALL_HISTORY`. The caller's signal is added under
 * `ToolContext.ABORT_SIGNAL` unless one is there.
 */
export function buildToolContext(prompt: Prompt, assistantMessage: AssistantMessage): ToolContext {
  const toolContextMap = new Map<string, unknown>();
  const options = prompt.getOptions();
  if (ToolCallingChatOptions.isInstance(options)) {
    const userToolContext = entriesOf(options.getToolContext());
    if (userToolContext.length > 0) {
      for (const [key, value] of userToolContext) toolContextMap.set(key, value);
      toolContextMap.set(ToolContext.TOOL_CALL_HISTORY, buildConversationHistoryBeforeToolExecution(prompt, assistantMessage));
    }
  }
  const signal = AbortSignalContext.current();
  if (signal !== undefined && !toolContextMap.has(ToolContext.ABORT_SIGNAL)) {
    toolContextMap.set(ToolContext.ABORT_SIGNAL, signal);
  }
  return new ToolContext(toolContextMap);
}

function buildConversationHistoryBeforeToolExecution(prompt: Prompt, assistantMessage: AssistantMessage): Message[] {
  const messageHistory: Message[] = [...prompt.copy().getInstructions()];
  messageHistory.push(
    AssistantMessage.builder()
      .content(assistantMessage.getText())
      .properties(assistantMessage.getMetadata())
      .toolCalls(assistantMessage.getToolCalls())
      .build(),
  );
  return messageHistory;
}
