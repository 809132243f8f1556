/* Ported from Spring AI UsageAccumulator (2.0.1; not in v1.1.8). spring-ai-ts, Apache-2.0. */
import { Flux } from '../../../java/reactor/Flux.js';
import { UsageCalculator } from '../../../support/UsageCalculator.js';
import { Usage } from '../../metadata/Usage.js';
import { ChatResponse } from '../../model/ChatResponse.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';

/** Usage equality: the same object, `equals` where the usage has it, else the same counts. */
function sameUsage(left: Usage | undefined, right: Usage | undefined): boolean {
  if (left === right) return true;
  if (left === undefined || left === null || right === undefined || right === null) return false;
  const withEquals = left as Usage & { equals?: (other: unknown) => boolean };
  if (typeof withEquals.equals === 'function') return withEquals.equals(right);
  return (
    left.getPromptTokens() === right.getPromptTokens() &&
    left.getCompletionTokens() === right.getCompletionTokens() &&
    Usage.getTotalTokens(left) === Usage.getTotalTokens(right)
  );
}

function usageOf(chatResponse: ChatResponse | undefined): Usage | undefined {
  return chatResponse === undefined || chatResponse === null ? undefined : chatResponse.getMetadata().getUsage();
}

/**
 * Adds up the token usage of every round of a recursive advisor (a tool-calling loop, a
 * validation retry loop), so that the final response reports what the whole loop cost rather
 * than the last model call alone.
 *
 * An instance holds the running total of one loop: create one per `adviseCall`, or one per
 * stream subscription (inside `Flux.defer`), so totals never leak between subscriptions.
 *
 * @example
 * ```ts
 * const usage = new UsageAccumulator();
 * let response: ChatClientResponse;
 * do {
 *   response = await chain.copy(this).nextCall(request);
 *   usage.addRoundResponse(response.chatResponse());
 * } while (needsAnotherRound(response));
 * return usage.applyAccumulatedUsage(response);
 * ```
 *
 * @remarks
 * From Spring AI 2.0.1, offered in addition to the 1.1.8 API. `ToolCallAdvisor` uses it only when
 * its builder enables `accumulateUsage(true)`. Summed usage is a plain `DefaultUsage`; the
 * providers' native usage objects cannot be merged and are dropped, as in Spring.
 *
 * @see https://docs.spring.io/spring-ai/docs/2.0.1/api/org/springframework/ai/chat/client/advisor/UsageAccumulator.html
 * @category Advisors
 */
export class UsageAccumulator {
  private accumulated: ChatResponse | undefined = undefined;

  /**
   * The response carrying the total folded in so far, or `undefined` when nothing was reported.
   * In a stream read before a round is added, it is the total of the previous rounds.
   */
  accumulatedResponse(): ChatResponse | undefined {
    return this.accumulated;
  }

  /**
   * Folds one round's usage into the running total and returns the new total (`undefined` while
   * no usage has been reported).
   */
  addRoundResponse(roundChatResponse: ChatResponse | undefined): ChatResponse | undefined {
    this.accumulated = UsageCalculator.accumulateResponseUsage(roundChatResponse ?? undefined, this.accumulated);
    return this.accumulated;
  }

  /**
   * The response with the running total as its usage. Returned as is when nothing was
   * accumulated, when it has no chat response, or when its usage already equals the total.
   */
  applyAccumulatedUsage(chatClientResponse: ChatClientResponse): ChatClientResponse {
    const current = chatClientResponse.chatResponse();
    const accumulated = this.accumulated;
    if (current === undefined || current === null || accumulated === undefined) {
      return chatClientResponse;
    }
    const accumulatedUsage = accumulated.getMetadata().getUsage();
    if (UsageCalculator.isEmpty(accumulatedUsage) || sameUsage(current.getMetadata().getUsage(), accumulatedUsage)) {
      return chatClientResponse;
    }
    return chatClientResponse.mutate().chatResponse(UsageCalculator.withUsage(current, accumulatedUsage)).build();
  }

  /**
   * @internal Adds the previous rounds' total to a streamed chunk that reports usage of its own;
   * a chunk without usage, or with no previous total, is returned as is.
   */
  static applyPreviousAccumulatedUsageToChunk(
    chunk: ChatClientResponse,
    previousAccumulatedResponse: ChatResponse | undefined,
  ): ChatClientResponse {
    const current = chunk.chatResponse();
    if (current === undefined || current === null || previousAccumulatedResponse === undefined) {
      return chunk;
    }
    const currentUsage = current.getMetadata().getUsage();
    if (
      UsageCalculator.isEmpty(currentUsage) ||
      UsageCalculator.isEmpty(previousAccumulatedResponse.getMetadata().getUsage())
    ) {
      return chunk;
    }
    const cumulativeUsage = UsageCalculator.getCumulativeUsage(currentUsage, previousAccumulatedResponse);
    if (sameUsage(currentUsage, cumulativeUsage)) {
      return chunk;
    }
    return chunk.mutate().chatResponse(UsageCalculator.withUsage(current, cumulativeUsage)).build();
  }

  /**
   * @internal The trailing usage-only response of a stream whose last round reported no usage:
   * the total of the earlier rounds was then never stamped on a chunk, so one response with no
   * generations (nothing is repeated) carries it. Empty when the round reported usage or there is
   * no total.
   */
  static emitFinalUsageCorrectionIfNecessary(
    aggregatedResponse: ChatClientResponse,
    roundChatResponse: ChatResponse | undefined,
    accumulatedChatResponse: ChatResponse | undefined,
  ): Flux<ChatClientResponse> {
    if (accumulatedChatResponse === undefined || accumulatedChatResponse === null) {
      return Flux.empty();
    }
    const accumulatedUsage = accumulatedChatResponse.getMetadata().getUsage();
    if (!UsageCalculator.isEmpty(usageOf(roundChatResponse)) || UsageCalculator.isEmpty(accumulatedUsage)) {
      return Flux.empty();
    }
    const usageOnly = ChatResponse.builder().from(accumulatedChatResponse).generations([]).build();
    return Flux.just(aggregatedResponse.mutate().chatResponse(usageOnly).build());
  }
}
