/* Ported from Spring AI ToolExecutionResult (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../chat/messages/AssistantMessage.js';
import type { Message } from '../../chat/messages/Message.js';
import { ToolResponseMessage } from '../../chat/messages/ToolResponseMessage.js';
import { ChatGenerationMetadata } from '../../chat/metadata/ChatGenerationMetadata.js';
import { Generation } from '../../chat/model/Generation.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { DefaultToolExecutionResult } from './DefaultToolExecutionResult.js';
import type { DefaultToolExecutionResultBuilder } from './DefaultToolExecutionResult.js';

/**
 * The outcome of executing the tool calls a model asked for.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `toolExecutionResult.returnDirect()` compiles under `strict`, and translated
 * `implements ToolExecutionResult` becomes `extends ToolExecutionResult`. The library still
 * accepts, at run time, an object with only `conversationHistory()`; the static
 * {@link ToolExecutionResult.isReturnDirect} applies Java's default (`false`) for it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolExecutionResult.html
 * @category Tool Calling
 */
export abstract class ToolExecutionResult {
  /** The conversation so far, ending with the tool responses. */
  abstract conversationHistory(): Message[];

  /** Whether the tool responses go straight back to the caller (Java's default: `false`). */
  returnDirect(): boolean {
    return false;
  }

  /** The finish reason of the generations built by {@link ToolExecutionResult.buildGenerations}. */
  static readonly FINISH_REASON = 'returnDirect';

  /** The generation metadata key holding the tool call id. */
  static readonly METADATA_TOOL_ID = 'toolId';

  /** The generation metadata key holding the tool name. */
  static readonly METADATA_TOOL_NAME = 'toolName';

  /** A builder of {@link DefaultToolExecutionResult}. */
  static builder(): DefaultToolExecutionResultBuilder {
    return DefaultToolExecutionResult.builder();
  }

  /**
   * One generation per tool response of the last history message, for handing tool results
   * to the caller directly: the response data as assistant text, metadata `toolId` and
   * `toolName`, finish reason `"returnDirect"`. No generations when the last message is not a
   * {@link ToolResponseMessage}.
   *
   * @throws RuntimeException `"Index -1 out of bounds for length 0"` when the history is empty
   *   (Java: `ArrayIndexOutOfBoundsException`)
   */
  static buildGenerations(toolExecutionResult: Pick<ToolExecutionResult, 'conversationHistory'>): Generation[] {
    const conversationHistory = toolExecutionResult.conversationHistory();
    if (conversationHistory.length === 0) {
      throw new RuntimeException('Index -1 out of bounds for length 0');
    }
    const last = conversationHistory[conversationHistory.length - 1];
    const generations: Generation[] = [];
    if (last instanceof ToolResponseMessage) {
      for (const response of last.getResponses()) {
        const metadata = ChatGenerationMetadata.builder()
          .metadata(ToolExecutionResult.METADATA_TOOL_ID, response.id())
          .metadata(ToolExecutionResult.METADATA_TOOL_NAME, response.name())
          .finishReason(ToolExecutionResult.FINISH_REASON)
          .build();
        generations.push(new Generation(new AssistantMessage(response.responseData()), metadata));
      }
    }
    return generations;
  }

  /** `result.returnDirect()`, or Java's default `false` when the method is absent. */
  static isReturnDirect(toolExecutionResult: Pick<ToolExecutionResult, 'conversationHistory'> & Partial<ToolExecutionResult>): boolean {
    return toolExecutionResult.returnDirect?.() ?? false;
  }

  /** True for objects with a `conversationHistory()` method. */
  static isInstance(value: unknown): value is ToolExecutionResult {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { conversationHistory?: unknown }).conversationHistory === 'function'
    );
  }
}
