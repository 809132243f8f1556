/* Ported from Spring AI AdvisorParams (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { AdvisorSpec } from './AdvisorSpec.js';
import { ChatClientAttributes } from './ChatClientAttributes.js';

/**
 * Ready-made advisor-parameter settings for `advisors(...)`.
 *
 * @example
 * ```ts
 * chatClient.prompt().advisors(AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT).user('…').call();
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/AdvisorParams.html
 * @category Chat Client
 */
export abstract class AdvisorParams {
  /** Asks for the model's native structured output (`STRUCTURED_OUTPUT_NATIVE = true`). */
  static readonly ENABLE_NATIVE_STRUCTURED_OUTPUT = (advisorSpec: AdvisorSpec): void => {
    advisorSpec.param(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey(), true);
  };
}
