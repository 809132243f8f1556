/* Ported from Spring AI ToolCallLimitExceededException (2.0.1; not in v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../chat/messages/AssistantMessage.js';
import type { ToolResponse } from '../../chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../chat/messages/ToolResponseMessage.js';
import { ChatGenerationMetadata } from '../../chat/metadata/ChatGenerationMetadata.js';
import { Generation } from '../../chat/model/Generation.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import type { ToolExecutionResult } from './ToolExecutionResult.js';

/**
 * A tool call went over a configured per-tool or total tool-call limit for the current turn.
 *
 * The message is `"Tool call limit (N) exceeded for tool 'x'"` for a per-tool limit and
 * `"Total tool call limit (N) exceeded for this turn"` for the total limit. The exception carries
 * the partial result of the batch: the calls that completed before the breach, followed by a tool
 * response holding the breach message for the offending call.
 *
 * @remarks
 * From Spring AI 2.0.1, offered in addition to the 1.1.8 API. `ToolCallAdvisor` raises it (when
 * limits are configured on its builder) and turns it into a final response with
 * {@link ToolCallLimitExceededException.buildGeneration}, as Spring 2.0.1's advisor does.
 *
 * @see https://docs.spring.io/spring-ai/docs/2.0.1/api/org/springframework/ai/model/tool/ToolCallLimitExceededException.html
 * @category Errors
 */
export class ToolCallLimitExceededException extends RuntimeException {
  /** Finish reason of the generation built by {@link ToolCallLimitExceededException.buildGeneration}. */
  static readonly FINISH_REASON = 'toolCallLimitExceeded';

  /** Generation-metadata key of the tool responses that completed before the breach. */
  static readonly METADATA_PARTIAL_TOOL_RESPONSES = 'partialToolResponses';

  private readonly toolName: string | undefined;

  private readonly limit: number;

  private readonly partialToolExecutionResult: ToolExecutionResult;

  /**
   * @param toolName - the tool whose own limit was exceeded, or `undefined` for the total limit
   * @param limit - the limit that was exceeded
   * @param partialToolExecutionResult - the batch so far, ending with the breach response
   */
  constructor(toolName: string | undefined, limit: number, partialToolExecutionResult: ToolExecutionResult) {
    super(
      toolName !== undefined && toolName !== null
        ? `Tool call limit (${limit}) exceeded for tool '${toolName}'`
        : `Total tool call limit (${limit}) exceeded for this turn`,
    );
    this.toolName = toolName ?? undefined;
    this.limit = limit;
    this.partialToolExecutionResult = partialToolExecutionResult;
  }

  /** The tool whose own limit was exceeded; `undefined` when the total limit was. */
  getToolName(): string | undefined {
    return this.toolName;
  }

  /** The limit that was exceeded. */
  getLimit(): number {
    return this.limit;
  }

  /** The calls completed before the breach, followed by the breach response. */
  getPartialToolExecutionResult(): ToolExecutionResult {
    return this.partialToolExecutionResult;
  }

  /**
   * One generation standing for the breach: its text is the breach message given to the
   * offending call, its finish reason {@link ToolCallLimitExceededException.FINISH_REASON}, and the
   * responses completed earlier in the batch are kept under
   * {@link ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES} rather than as
   * generations of their own.
   */
  buildGeneration(): Generation {
    let breachMessage = this.getMessage() ?? '';
    let partialResponses: ToolResponse[] = [];
    const history = this.partialToolExecutionResult.conversationHistory();
    const last = history.at(-1);
    if (last instanceof ToolResponseMessage) {
      const responses = last.getResponses();
      if (responses.length > 0) {
        breachMessage = (responses.at(-1) as ToolResponse).responseData();
        partialResponses = responses.slice(0, -1);
      }
    }
    const metadata = ChatGenerationMetadata.builder()
      .finishReason(ToolCallLimitExceededException.FINISH_REASON)
      .metadata(ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES, partialResponses)
      .build();
    return new Generation(new AssistantMessage(breachMessage), metadata);
  }
}
