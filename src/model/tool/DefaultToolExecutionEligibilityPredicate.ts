/* Ported from Spring AI DefaultToolExecutionEligibilityPredicate (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { ToolCallingChatOptions } from './ToolCallingChatOptions.js';
import { ToolExecutionEligibilityPredicate } from './ToolExecutionEligibilityPredicate.js';

/**
 * The default {@link ToolExecutionEligibilityPredicate}: run the tools when internal tool
 * execution is enabled for the options (see `ToolCallingChatOptions.isInternalToolExecutionEnabled`)
 * and the response asks for at least one tool call. `isToolExecutionRequired` is the inherited
 * default.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolExecutionEligibilityPredicate.html
 * @category Tool Calling
 */
export class DefaultToolExecutionEligibilityPredicate extends ToolExecutionEligibilityPredicate {
  /**
   * True when internal execution is enabled and `chatResponse` has tool calls; false for a
   * missing response.
   * @throws IllegalArgumentException `"chatOptions cannot be null"`
   */
  test(promptOptions: ChatOptions, chatResponse: ChatResponse | undefined): boolean {
    return (
      ToolCallingChatOptions.isInternalToolExecutionEnabled(promptOptions) &&
      chatResponse !== undefined &&
      chatResponse !== null &&
      chatResponse.hasToolCalls()
    );
  }
}
