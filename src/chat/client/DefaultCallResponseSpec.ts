/* Ported from Spring AI DefaultChatClient.DefaultCallResponseSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { Assert } from '../../java/core/Assert.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { BeanOutputConverter } from '../../converter/BeanOutputConverter.js';
import type { StructuredOutputConverter } from '../../converter/StructuredOutputConverter.js';
import { ResponseSpecBase } from './internal/ResponseSpecBase.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { BaseAdvisorChain } from './advisor/api/BaseAdvisorChain.js';
import type { CallResponseSpec } from './CallResponseSpec.js';
import { ChatClientAttributes } from './ChatClientAttributes.js';
import type { ChatClientCallOptions } from './ChatClientCallOptions.js';
import type { ChatClientRequest } from './ChatClientRequest.js';
import { ChatClientResponse } from './ChatClientResponse.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import { ResponseEntity } from './ResponseEntity.js';

/** A converter that can also describe its output as a JSON schema (Java's `BeanOutputConverter`). */
interface SchemaProvidingConverter {
  getJsonSchema(): string;
}

function providesSchema(value: unknown): value is SchemaProvidingConverter {
  return typeof (value as Partial<SchemaProvidingConverter>).getJsonSchema === 'function';
}

/**
 * The {@link CallResponseSpec} returned by `call()`: each method runs the advisor chain once,
 * inside a `spring.ai.chat.client` observation. Reachable as
 * `DefaultChatClient.DefaultCallResponseSpec`.
 *
 * @remarks
 * Methods return `Promise`s and report every failure (argument checks included) as a rejection.
 * The optional fifth constructor argument carries `{ signal }` (an addition): the chain runs
 * inside `AbortSignalContext.run(signal, …)` so models and tools see the signal, and the result
 * races the signal, so an abort rejects with `AbortedException` even when the model ignores it.
 * The native structured-output schema is added for any converter with `getJsonSchema()` (Java:
 * a `BeanOutputConverter`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultCallResponseSpec.html
 * @category Chat Client
 */
export class DefaultCallResponseSpec extends ResponseSpecBase implements CallResponseSpec {
  /**
   * @param chatClientRequest - the request to run
   * @param advisorChain - the chain that ends with the model advisors
   * @param observationRegistry - where the chat-client observation is recorded
   * @param observationConvention - names the observation and its key values
   * @param options - `{ signal }` to abort the call (an addition to Spring AI)
   * @throws IllegalArgumentException `"chatClientRequest cannot be null"`, `"advisorChain cannot be null"`,
   *   `"observationRegistry cannot be null"`, `"observationConvention cannot be null"`
   */
  constructor(
    chatClientRequest: ChatClientRequest,
    advisorChain: BaseAdvisorChain,
    observationRegistry: ObservationRegistry,
    observationConvention: ChatClientObservationConvention,
    options?: ChatClientCallOptions,
  ) {
    super(chatClientRequest, advisorChain, observationRegistry, observationConvention, options);
  }

  /** Runs the request and returns the model response with the entity converted from its text. */
  async responseEntity<T>(
    structuredOutputConverter: StructuredOutputConverter<T>,
  ): Promise<ResponseEntity<ChatResponse, T>>;
  /** Runs the request and returns the model response with an instance of `type` (a `BeanOutputConverter` converts it). */
  async responseEntity<T>(type: abstract new (...args: never[]) => T): Promise<ResponseEntity<ChatResponse, T>>;
  async responseEntity<T>(
    structuredOutputConverter: StructuredOutputConverter<T> | (abstract new (...args: never[]) => T),
  ): Promise<ResponseEntity<ChatResponse, T>> {
    Assert.notNull(structuredOutputConverter, 'structuredOutputConverter cannot be null');
    return this.doResponseEntity(toConverter(structuredOutputConverter));
  }

  /** The `responseEntity` implementation, for subclasses. */
  protected async doResponseEntity<T>(
    outputConverter: StructuredOutputConverter<T>,
  ): Promise<ResponseEntity<ChatResponse, T>> {
    Assert.notNull(outputConverter, 'structuredOutputConverter cannot be null');
    this.request.context().set(ChatClientAttributes.OUTPUT_FORMAT.getKey(), outputConverter.getFormat());
    this.putNativeSchema(outputConverter);
    const chatResponse = (await this.doGetObservableChatClientResponse(this.request)).chatResponse();
    const responseContent = contentOf(chatResponse);
    if (responseContent === undefined) return new ResponseEntity<ChatResponse, T>(chatResponse, undefined);
    return new ResponseEntity<ChatResponse, T>(chatResponse, outputConverter.convert(responseContent));
  }

  /** Runs the request and converts the text of the first generation with the converter. */
  async entity<T>(structuredOutputConverter: StructuredOutputConverter<T>): Promise<T | undefined>;
  /** Runs the request and converts the text of the first generation into an instance of `type` (with a `BeanOutputConverter`). */
  async entity<T>(type: abstract new (...args: never[]) => T): Promise<T | undefined>;
  async entity<T>(
    structuredOutputConverter: StructuredOutputConverter<T> | (abstract new (...args: never[]) => T),
  ): Promise<T | undefined> {
    Assert.notNull(structuredOutputConverter, 'structuredOutputConverter cannot be null');
    return this.doSingleWithBeanOutputConverter(toConverter(structuredOutputConverter));
  }

  private async doSingleWithBeanOutputConverter<T>(outputConverter: StructuredOutputConverter<T>): Promise<T | undefined> {
    const format = outputConverter.getFormat();
    // Prompt-based structured output: the model advisor appends the format instructions.
    if (StringUtils.hasText(format)) this.request.context().set(ChatClientAttributes.OUTPUT_FORMAT.getKey(), format);
    this.putNativeSchema(outputConverter);
    const chatResponse = (await this.doGetObservableChatClientResponse(this.request)).chatResponse();
    const stringResponse = contentOf(chatResponse);
    if (stringResponse === undefined) return undefined;
    return outputConverter.convert(stringResponse);
  }

  private putNativeSchema(outputConverter: StructuredOutputConverter<unknown>): void {
    // Native structured output: the model API itself enforces the schema.
    if (
      this.request.context().get(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey()) === true &&
      providesSchema(outputConverter)
    ) {
      this.request.context().set(ChatClientAttributes.STRUCTURED_OUTPUT_SCHEMA.getKey(), outputConverter.getJsonSchema());
    }
  }

  /** Runs the request and returns the chain's response (an empty one when the chain returns none). */
  async chatClientResponse(): Promise<ChatClientResponse> {
    return this.doGetObservableChatClientResponse(this.request);
  }

  /** Runs the request and returns the model response, if any. */
  async chatResponse(): Promise<ChatResponse | undefined> {
    return (await this.doGetObservableChatClientResponse(this.request)).chatResponse();
  }

  /** Runs the request and returns the text of the first generation, if any. */
  async content(): Promise<string | undefined> {
    const chatResponse = (await this.doGetObservableChatClientResponse(this.request)).chatResponse();
    return contentOf(chatResponse);
  }

  private async doGetObservableChatClientResponse(chatClientRequest: ChatClientRequest): Promise<ChatClientResponse> {
    const format = chatClientRequest.context().get(ChatClientAttributes.OUTPUT_FORMAT.getKey());
    const { observation, record } = this.chatClientObservation(chatClientRequest, false, typeof format === 'string' ? format : undefined);
    const signal = this.signal;
    const running = AbortSignalContext.run(signal, () =>
      observation.observe(async () => {
        AbortSignalContext.throwIfAborted('The chat client call');
        // The chain ends with ChatModelCallAdvisor, which calls the model.
        const response = await this.advisorChain.nextCall(chatClientRequest);
        record?.(response);
        return response;
      }),
    );
    const chatClientResponse = await AbortSignalContext.race(running, signal, 'The chat client call');
    return chatClientResponse ?? ChatClientResponse.builder().build();
  }
}

// A class stands for Java's Class<T> overloads, which wrap it in a BeanOutputConverter.
function toConverter<T>(
  typeOrConverter: StructuredOutputConverter<T> | (abstract new (...args: never[]) => T),
): StructuredOutputConverter<T> {
  return typeof typeOrConverter === 'function' ? new BeanOutputConverter<T>(typeOrConverter) : typeOrConverter;
}

function contentOf(chatResponse: ChatResponse | undefined): string | undefined {
  return chatResponse?.getResult()?.getOutput()?.getText() ?? undefined;
}
