/* Ported from Spring AI ChatClientCustomizer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientBuilder } from './ChatClient.js';

/**
 * Customizes a {@link ChatClientBuilder} before a client is built (Spring Boot applies every
 * customizer bean to the auto-configured builder).
 *
 * @remarks
 * A Java lambda becomes an object with `customize`; a plain function
 * `(builder) => void` is accepted too where the library takes a customizer.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientCustomizer.html
 * @category Chat Client
 */
export interface ChatClientCustomizer {
  /** Adjusts the builder. */
  customize(chatClientBuilder: ChatClientBuilder): void;
}
