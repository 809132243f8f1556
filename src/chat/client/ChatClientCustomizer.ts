/* Ported from Spring AI ChatClientCustomizer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientBuilder } from './ChatClient.js';

/**
 * Customizes a {@link ChatClientBuilder} before a client is built (Spring Boot applies every
 * customizer bean to the auto-configured builder).
 *
 * @example
 * ```ts
 * import { ChatClient, SimpleLoggerAdvisor, type ChatClientBuilder, type ChatClientCustomizer, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Applied to every ChatClient.Builder the application creates (register it under ChatClientCustomizer.TOKEN).
 * class DefaultsCustomizer implements ChatClientCustomizer {
 *   customize(chatClientBuilder: ChatClientBuilder): void {
 *     chatClientBuilder.defaultSystem('You are a helpful assistant.').defaultAdvisors(new SimpleLoggerAdvisor());
 *   }
 * }
 *
 * const builder = ChatClient.builder(chatModel);
 * new DefaultsCustomizer().customize(builder);
 * console.log(await builder.build().prompt('Hi').call().content());
 * ```
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

/**
 * Companion of {@link ChatClientCustomizer}: its tsyringe token.
 *
 * @remarks
 * A customizer bean (`@Bean ChatClientCustomizer`) becomes
 * `container.register(ChatClientCustomizer.TOKEN, { useValue: customizer })`; every registration
 * under the token is applied, in `getOrder()` order when the customizers are `Ordered`, to each
 * `ChatClient.Builder` that `registerSpringAiDefaults` provides.
 *
 * @category Chat Client
 */
export const ChatClientCustomizer = {
  /** The tsyringe token under which customizer beans are registered (any number of them). */
  TOKEN: Symbol.for('spring-ai.ChatClientCustomizer'),
} as const;
