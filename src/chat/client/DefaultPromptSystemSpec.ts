/* Ported from Spring AI DefaultChatClient.DefaultPromptSystemSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import { PromptMessageSpec } from './internal/PromptMessageSpec.js';
import type { PromptSystemSpec } from './PromptSystemSpec.js';

/**
 * The {@link PromptSystemSpec} handed to `system(s => …)` and `defaultSystem(s => …)`.
 * Reachable as `DefaultChatClient.DefaultPromptSystemSpec`.
 *
 * @remarks
 * Java's protected accessors `text()`, `params()` and `metadata()` are the no-argument forms of
 * the fluent methods of the same name (JavaScript has one method per name).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultPromptSystemSpec.html
 * @category Chat Client
 */
export class DefaultPromptSystemSpec extends PromptMessageSpec implements PromptSystemSpec {}
