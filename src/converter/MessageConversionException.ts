/* spring-ai-ts, Apache-2.0. Counterpart of Spring Messaging's org.springframework.messaging.converter.MessageConversionException. */
import { RuntimeException } from '../java/core/RuntimeException.js';

/**
 * Counterpart of Spring Messaging's `MessageConversionException`: what
 * {@link MapOutputConverter.convert} throws when the text is not a JSON object, as Spring's
 * `MappingJackson2MessageConverter` does (`"Could not read JSON: …"`, with the parser's error as
 * the cause).
 *
 * @remarks Spring Messaging's `Message` is not ported: the constructors taking the failed message
 * and `getFailedMessage()` are not offered.
 *
 * @see https://docs.spring.io/spring-framework/docs/6.2.x/javadoc-api/org/springframework/messaging/converter/MessageConversionException.html
 * @category Chat Client
 */
export class MessageConversionException extends RuntimeException {}
