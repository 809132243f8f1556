/* spring-ai-ts, Apache-2.0. Internal: how MiniMaxChatModel's own tool loop ends at a tool-call limit. */
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import { ToolCallLimitExceededException } from '../../tool/ToolCallLimitExceededException.js';
import type { ToolExecutionResult } from '../../tool/ToolExecutionResult.js';

/**
 * Runs a tool round; when the tool calling manager reports a breached limit, the loop ends with a
 * final response: the round's response with the breach's generation (finish reason
 * `toolCallLimitExceeded`), as `ToolCallAdvisor` ends its loop.
 */
export async function withinToolCallLimits(
  response: ChatResponse,
  execute: () => Promise<ToolExecutionResult>,
): Promise<ToolExecutionResult | ChatResponse> {
  try {
    return await execute();
  } catch (error) {
    if (!(error instanceof ToolCallLimitExceededException)) throw error;
    return ChatResponse.builder().from(response).generations([error.buildGeneration()]).build();
  }
}
