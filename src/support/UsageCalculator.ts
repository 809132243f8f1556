/* Ported from Spring AI UsageCalculator (v1.1.8, plus two 2.0 helpers). spring-ai-ts, Apache-2.0. */
import { UnsupportedOperationException } from '../java/core/UnsupportedOperationException.js';
import { ChatResponseMetadata } from '../chat/metadata/ChatResponseMetadata.js';
import { DefaultUsage } from '../chat/metadata/DefaultUsage.js';
import { Usage } from '../chat/metadata/Usage.js';
import { ChatResponse } from '../chat/model/ChatResponse.js';

/**
 * Helpers for adding up {@link Usage} across several model calls (for example the rounds of a
 * tool-calling loop).
 *
 * @remarks
 * `accumulateResponseUsage` and `withUsage` come from Spring AI 2.0 and are offered in addition
 * to the 1.1.8 API ([porting rules, baseline](../../docs/PORTING.md#the-baseline)). A summed usage is a plain {@link DefaultUsage}: the
 * providers' native usage objects cannot be merged and are dropped, as in Spring.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/support/UsageCalculator.html
 * @category Chat Model
 */
export class UsageCalculator {
  private constructor() {
    throw new UnsupportedOperationException('This is a utility class and cannot be instantiated');
  }

  /**
   * Adds the usage of `previousChatResponse` to `currentUsage`.
   *
   * Returns `currentUsage` itself when there is no previous response or it has no usage; the
   * previous usage itself when `currentUsage` is empty; otherwise a new {@link DefaultUsage}
   * with each count summed (native usage dropped).
   */
  static getCumulativeUsage(currentUsage: Usage, previousChatResponse: ChatResponse | undefined): Usage {
    const previousUsage = previousChatResponse?.getMetadata()?.getUsage();
    if (previousUsage === undefined || previousUsage === null) {
      return currentUsage;
    }
    if (!UsageCalculator.isEmpty(currentUsage)) {
      const promptTokens = (currentUsage.getPromptTokens() ?? 0) + (previousUsage.getPromptTokens() ?? 0);
      const completionTokens = (currentUsage.getCompletionTokens() ?? 0) + (previousUsage.getCompletionTokens() ?? 0);
      const totalTokens = Usage.getTotalTokens(currentUsage) + Usage.getTotalTokens(previousUsage);
      return new DefaultUsage(promptTokens, completionTokens, totalTokens);
    }
    return previousUsage;
  }

  /** True for an absent usage or one with a total of 0 tokens. */
  static isEmpty(usage: Usage | undefined): boolean {
    return usage === undefined || usage === null || Usage.getTotalTokens(usage) === 0;
  }

  /**
   * Folds the usage of `currentChatResponse` into `accumulatedChatResponse` (Spring AI 2.0).
   *
   * @returns `accumulatedChatResponse` when there is no current response; otherwise the current
   * response carrying the cumulative usage, or `undefined` when no usage was reported at all
   */
  static accumulateResponseUsage(
    currentChatResponse: ChatResponse | undefined,
    accumulatedChatResponse: ChatResponse | undefined,
  ): ChatResponse | undefined {
    if (currentChatResponse === undefined || currentChatResponse === null) {
      return accumulatedChatResponse;
    }
    const currentUsage = currentChatResponse.getMetadata().getUsage();
    const accumulatedUsage = accumulatedChatResponse?.getMetadata().getUsage();
    const previousChatResponse = UsageCalculator.isEmpty(accumulatedUsage) ? undefined : accumulatedChatResponse;
    const cumulativeUsage = UsageCalculator.getCumulativeUsage(currentUsage, previousChatResponse);
    if (UsageCalculator.isEmpty(cumulativeUsage)) {
      return undefined;
    }
    return UsageCalculator.withUsage(currentChatResponse, cumulativeUsage);
  }

  /** A copy of `chatResponse` whose usage is `usage`, all other metadata kept (Spring AI 2.0). */
  static withUsage(chatResponse: ChatResponse, usage: Usage): ChatResponse {
    const metadata = chatResponse.getMetadata();
    const builder = ChatResponseMetadata.builder()
      .id(metadata.getId())
      .model(metadata.getModel())
      .rateLimit(metadata.getRateLimit())
      .usage(usage)
      .promptMetadata(metadata.getPromptMetadata());
    for (const [key, value] of metadata.entrySet()) builder.keyValue(key, value);
    return ChatResponse.builder().from(chatResponse).metadata(builder.build()).build();
  }
}
