/* Ported from Spring AI ChatClient.CallResponseSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { StructuredOutputConverter } from '../../converter/StructuredOutputConverter.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { ChatClientResponse } from './ChatClientResponse.js';
import type { ResponseEntity } from './ResponseEntity.js';

/**
 * The result of `call()`: runs the advisor chain and the model when one of its methods is
 * called. Reachable as `ChatClient.CallResponseSpec`.
 *
 * @remarks
 * Every method returns a `Promise` (the Java methods block). Structured output takes a
 * {@link StructuredOutputConverter}; the `Class`/`ParameterizedTypeReference` overloads, which
 * need `BeanOutputConverter`, are not offered yet.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.CallResponseSpec.html
 * @category Chat Client
 */
export interface CallResponseSpec {
  /** Runs the request and converts the text of the first generation with `structuredOutputConverter`. */
  entity<T>(structuredOutputConverter: StructuredOutputConverter<T>): Promise<T | undefined>;

  /** Runs the request and returns the advisor chain's response with its context. */
  chatClientResponse(): Promise<ChatClientResponse>;

  /** Runs the request and returns the model's response, if any. */
  chatResponse(): Promise<ChatResponse | undefined>;

  /** Runs the request and returns the text of the first generation, if any. */
  content(): Promise<string | undefined>;

  /** Runs the request and returns the model's response together with the converted entity. */
  responseEntity<T>(
    structuredOutputConverter: StructuredOutputConverter<T>,
  ): Promise<ResponseEntity<ChatResponse, T>>;
}
