/* Ported from Spring AI AdvisorUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../../java/core/StringUtils.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';

/**
 * Helpers for writing advisors.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/AdvisorUtils.html
 * @category Advisors
 */
export abstract class AdvisorUtils {
  private constructor() {}

  /**
   * A predicate that holds for a response whose chat response has at least one generation with
   * a non-blank finish reason: in a stream, the chunk that ends a generation.
   *
   * @remarks
   * Java's `Predicate` is a plain function here (porting rule [13](../../../../docs/PORTING.md#rule-13-functional-interfaces)): call it directly,
   * `AdvisorUtils.onFinishReason()(response)`, where Java calls `.test(response)`.
   */
  static onFinishReason(): (chatClientResponse: ChatClientResponse) => boolean {
    return hasFinishReason;
  }
}

function hasFinishReason(chatClientResponse: ChatClientResponse): boolean {
  const chatResponse = chatClientResponse.chatResponse();
  if (chatResponse === undefined || chatResponse === null) return false;
  const results = chatResponse.getResults();
  if (results === undefined || results === null) return false;
  for (const result of results) {
    if (result === undefined || result === null) continue;
    const metadata = result.getMetadata();
    if (metadata !== undefined && metadata !== null && StringUtils.hasText(metadata.getFinishReason())) return true;
  }
  return false;
}
