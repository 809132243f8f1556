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
 * {@link StructuredOutputConverter} or a class (Java's `Class<T>` overloads, converted with a
 * `BeanOutputConverter`); `ParameterizedTypeReference<T>` has no counterpart: pass
 * `new BeanOutputConverter(jsonSchema)` instead. A `null`/`undefined` argument is rejected
 * with `"structuredOutputConverter cannot be null"` (JavaScript cannot tell which overload was
 * meant, so Java's `"type cannot be null"` is not used).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.CallResponseSpec.html
 * @category Chat Client
 */
export interface CallResponseSpec {
  /** Runs the request and converts the text of the first generation with `structuredOutputConverter`. */
  entity<T>(structuredOutputConverter: StructuredOutputConverter<T>): Promise<T | undefined>;
  /** Runs the request and converts the text of the first generation into an instance of `type` (with a `BeanOutputConverter`). */
  entity<T>(type: abstract new (...args: never[]) => T): Promise<T | undefined>;

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
  /** Runs the request and returns the model's response with an instance of `type` (converted with a `BeanOutputConverter`). */
  responseEntity<T>(type: abstract new (...args: never[]) => T): Promise<ResponseEntity<ChatResponse, T>>;
}
