/* Spring AI 2.0 name of ToolCallAdvisor (2.0.0; the v1.1.8 type is ToolCallAdvisor). spring-ai-ts, Apache-2.0. */
import { ToolCallAdvisor } from './ToolCallAdvisor.js';

/**
 * Spring AI 2.0's name for {@link ToolCallAdvisor}: the same class, so code written against
 * either name works (`ToolCallingAdvisor.builder()…build()`, `extends ToolCallingAdvisor`).
 *
 * @remarks
 * An alias, offered in addition to the 1.1.8 name. It keeps the 1.1.8 behaviour and API
 * (`disableMemory()`, `streamToolCallResponses`, the `ToolCallingChatOptions` check); 2.0-only
 * members (`DEFAULT_ORDER`, `toolExecutionEligibilityChecker`, `disableInternalConversationHistory`,
 * pass-through for other options) are not added.
 *
 * @see https://docs.spring.io/spring-ai/docs/2.0.0/api/org/springframework/ai/chat/client/advisor/ToolCallingAdvisor.html
 * @category Advisors
 */
export const ToolCallingAdvisor = ToolCallAdvisor;

/**
 * Spring AI 2.0's name for the {@link ToolCallAdvisor} type.
 *
 * @category Advisors
 */
export type ToolCallingAdvisor = ToolCallAdvisor;
