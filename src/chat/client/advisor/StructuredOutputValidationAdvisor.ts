/* Ported from Spring AI StructuredOutputValidationAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import { Ordered } from '../../../java/core/Ordered.js';
import { UnsupportedOperationException } from '../../../java/core/UnsupportedOperationException.js';
import { JsonSchemaValidation, type ValidationResponse } from './internal/JsonSchemaValidation.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import { Flux } from '../../../java/reactor/Flux.js';
import { ChatClientMessageAggregator } from '../ChatClientMessageAggregator.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import type { CallAdvisor } from './api/CallAdvisor.js';
import type { CallAdvisorChain } from './api/CallAdvisorChain.js';
import type { StreamAdvisor } from './api/StreamAdvisor.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';
import { StructuredOutputValidationException } from './StructuredOutputValidationException.js';
import type { TypeRef } from '../../../java/reflect/TypeRef.js';
import { JsonSchemaGenerator } from '../../../util/json/schema/JsonSchemaGenerator.js';
import { DESCRIBE_FIX, isUndescribable } from '../../../util/json/schema/types/Describable.js';

// Java's System.lineSeparator(); "\n" on every platform here, so prompts are the same everywhere.
const LINE_SEPARATOR = '\n';

const logger = LoggerFactory.getLogger('StructuredOutputValidationAdvisor');

/** What the builder hands to the advisor's constructor. @internal */
export type StructuredOutputValidationAdvisorFactory = (
  advisorOrder: number,
  jsonSchemaText: string,
  maxRepeatAttempts: number,
  streamingEnabled: boolean,
  throwOnExhaustedAttempts: boolean,
) => StructuredOutputValidationAdvisor;

/**
 * Builds a {@link StructuredOutputValidationAdvisor}; reachable as
 * `StructuredOutputValidationAdvisor.Builder`. Defaults: order `LOWEST_PRECEDENCE - 2000`,
 * 3 repeat attempts, streaming refused as in Spring (`streamingEnabled(true)` validates streams).
 *
 * @remarks
 * `outputType` takes a class (class-validator-decorated), a built-in constructor or a
 * {@link TypeRef}; Java's `TypeRef`/`TypeReference`/`ParameterizedTypeReference` overloads have
 * no counterpart (PORTING rule 20): use `outputJsonSchema` for generic types such as lists.
 * `outputJsonSchema` (from Spring AI 2.0) and `streamingEnabled` are additions; Jackson's
 * `objectMapper(...)` is not offered.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/StructuredOutputValidationAdvisor.Builder.html
 * @category Advisors
 */
export class StructuredOutputValidationAdvisorBuilder {
  private order: number = Ordered.LOWEST_PRECEDENCE - 2000;
  private type: TypeRef | undefined;
  private jsonSchema: string | undefined;
  private repeatAttempts = 3;
  private streaming = false;
  private throwOnExhausted = false;

  /** @internal Use {@link StructuredOutputValidationAdvisor.builder}. */
  constructor(private readonly factory: StructuredOutputValidationAdvisorFactory) {}

  /** The advisor's order (exclusive bounds `HIGHEST_PRECEDENCE` … `LOWEST_PRECEDENCE`). */
  advisorOrder(advisorOrder: number): this {
    this.order = advisorOrder;
    return this;
  }

  /** The type whose JSON schema the output must match (generated with `JsonSchemaGenerator.generateForType`). */
  outputType(outputType: TypeRef): this {
    this.type = outputType;
    return this;
  }

  /**
   * The JSON schema the output must match, as text or as an object (an addition from Spring
   * AI 2.0).
   */
  outputJsonSchema(outputJsonSchema: string | Readonly<Record<string, unknown>>): this {
    this.jsonSchema = typeof outputJsonSchema === 'string' ? outputJsonSchema : JSON.stringify(outputJsonSchema);
    return this;
  }

  /** How many times an invalid output is sent back for another try (default 3; 0 = never). */
  maxRepeatAttempts(repeatAttempts: number): this {
    this.repeatAttempts = repeatAttempts;
    return this;
  }

  /**
   * Whether `adviseStream` validates (buffer, validate, emit or retry; `true`, an addition) or
   * fails with `UnsupportedOperationException` as Spring AI 1.1.8 does (`false`, the default).
   */
  streamingEnabled(streamingEnabled: boolean): this {
    this.streaming = streamingEnabled;
    return this;
  }

  /**
   * What happens when the last attempt is still invalid: `false` (the default) returns the last,
   * invalid response as Spring AI 1.1.8's `adviseCall` does (a stream in stream mode then emits
   * that attempt's chunks); `true` fails the call or the stream with
   * {@link StructuredOutputValidationException}, which carries the last response. An addition.
   */
  throwOnExhaustedAttempts(throwOnExhaustedAttempts: boolean): this {
    this.throwOnExhausted = throwOnExhaustedAttempts;
    return this;
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"outputType must be set"`,
   *   `"Only outputType or outputJsonSchema can be set, not both."`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`,
   *   `"repeatAttempts must be greater than or equal to 0"`, `"Failed to parse JSON schema"`, and, for a
   *   class in which the library sees no property, a message naming the class and the fix
   */
  build(): StructuredOutputValidationAdvisor {
    const hasType = this.type !== undefined && this.type !== null;
    if (hasType && this.jsonSchema !== undefined) {
      throw new IllegalArgumentException('Only outputType or outputJsonSchema can be set, not both.');
    }
    if (!hasType && this.jsonSchema === undefined) throw new IllegalArgumentException('outputType must be set');
    if (hasType && isUndescribable(this.type)) {
      // Its schema would forbid every property: no answer could ever pass.
      throw new IllegalArgumentException(
        `StructuredOutputValidationAdvisor cannot describe class ${this.type.name}: the library sees no properties on it. ` +
          `${DESCRIBE_FIX}, or pass a JSON schema with outputJsonSchema(...) instead of the class.`,
      );
    }
    const jsonSchemaText = this.jsonSchema ?? JsonSchemaGenerator.generateForType(this.type as TypeRef);
    return this.factory(this.order, jsonSchemaText, this.repeatAttempts, this.streaming, this.throwOnExhausted);
  }
}

/**
 * Checks the model's JSON output against a JSON schema and, when it does not match, asks again
 * with the validation error appended to the last user message.
 *
 * Each attempt runs the rest of the chain (`chain.copy(this)`). A response with tool calls is
 * not validated (only the final answer is). After a failed validation the next request is
 * built from the *original* request, its last user message followed by a line separator and
 * `"Output JSON validation failed because of: <error>"`. At most `1 + maxRepeatAttempts` calls
 * are made; when the last output is still invalid, the call and the stream fail with
 * {@link StructuredOutputValidationException} (carrying the last response).
 *
 * @example
 * ```ts
 * import { IsArray, IsString } from 'class-validator';
 * import { ChatClient, StructuredOutputValidationAdvisor, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * class ActorsFilms {
 *   @IsString() actor!: string;
 *   @IsArray() @IsString({ each: true }) movies!: string[];
 * }
 *
 * // Up to two more attempts when the answer does not match ActorsFilms' JSON schema.
 * const advisor = StructuredOutputValidationAdvisor.builder().outputType(ActorsFilms).maxRepeatAttempts(2).build();
 * const chatClient = ChatClient.builder(chatModel).build();
 * const films = await chatClient.prompt().advisors(advisor).user('Films of Tom Hanks').call().entity(ActorsFilms);
 * console.log(films?.actor, films?.movies);
 * ```
 *
 * @remarks
 * Validation uses ajv: the messages have Spring's shapes, the listed errors are ajv's. Streaming
 * fails as in Spring unless `streamingEnabled(true)`; `throwOnExhaustedAttempts(true)` fails
 * instead of returning the last invalid answer (both additions). See the migration guide,
 * [Structured output](../../../../docs/migration/structured-output.md).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/StructuredOutputValidationAdvisor.html
 * @category Advisors
 */
export class StructuredOutputValidationAdvisor implements CallAdvisor, StreamAdvisor {
  /** The builder type, as Java's nested `StructuredOutputValidationAdvisor.Builder`. */
  static readonly Builder = StructuredOutputValidationAdvisorBuilder;

  private readonly advisorOrder: number;
  private readonly jsonSchema: Record<string, unknown>;
  private readonly jsonValidator: JsonSchemaValidation;
  private readonly maxRepeatAttempts: number;
  private readonly throwOnExhaustedAttempts: boolean;
  private readonly streamingEnabled: boolean;

  /**
   * @internal Use {@link StructuredOutputValidationAdvisor.builder}.
   * @throws IllegalArgumentException `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`,
   *   `"repeatAttempts must be greater than or equal to 0"`, `"Failed to parse JSON schema"`, and, for a
   *   class in which the library sees no property, a message naming the class and the fix
   */
  constructor(advisorOrder: number, jsonSchemaText: string, maxRepeatAttempts: number, streamingEnabled = false, throwOnExhaustedAttempts = false) {
    this.throwOnExhaustedAttempts = throwOnExhaustedAttempts;
    Assert.notNull(advisorOrder, 'advisorOrder must not be null');
    Assert.notNull(jsonSchemaText, 'outputType must not be null');
    Assert.isTrue(
      advisorOrder > Ordered.HIGHEST_PRECEDENCE && advisorOrder < Ordered.LOWEST_PRECEDENCE,
      'advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE',
    );
    Assert.isTrue(maxRepeatAttempts >= 0, 'repeatAttempts must be greater than or equal to 0');
    this.advisorOrder = advisorOrder;
    logger.info('Generated JSON Schema:\n{}', jsonSchemaText);
    try {
      this.jsonSchema = JSON.parse(jsonSchemaText) as Record<string, unknown>;
    } catch (error) {
      throw new IllegalArgumentException('Failed to parse JSON schema', error);
    }
    this.jsonValidator = new JsonSchemaValidation(this.jsonSchema);
    this.maxRepeatAttempts = maxRepeatAttempts;
    this.streamingEnabled = streamingEnabled;
  }

  /** `"Structured Output Validation Advisor"`. */
  getName(): string {
    return 'Structured Output Validation Advisor';
  }

  /** The order given to the builder (default `LOWEST_PRECEDENCE - 2000`). */
  getOrder(): number {
    return this.advisorOrder;
  }

  /**
   * Calls the rest of the chain until the output matches the schema or the attempts run out.
   * @throws IllegalArgumentException (as a rejection) `"callAdvisorChain must not be null"`,
   *   `"chatClientRequest must not be null"`
   */
  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    Assert.notNull(callAdvisorChain, 'callAdvisorChain must not be null');
    Assert.notNull(chatClientRequest, 'chatClientRequest must not be null');
    let chatClientResponse: ChatClientResponse;
    let repeatCounter = 0;
    let isValidationSuccess = true;
    let processedChatClientRequest = chatClientRequest;
    let lastError = '';
    do {
      repeatCounter++;
      chatClientResponse = await callAdvisorChain.copy(this).nextCall(processedChatClientRequest);
      // Only the final answer is validated, never a tool-call request.
      if (!hasToolCalls(chatClientResponse)) {
        const validationResponse = this.validateOutputSchema(chatClientResponse);
        isValidationSuccess = validationResponse.valid;
        if (!isValidationSuccess) {
          logger.warn('JSON validation failed: {}', validationResponse.errorMessage);
          lastError = validationResponse.errorMessage as string;
          processedChatClientRequest = StructuredOutputValidationAdvisor.retryRequest(
            chatClientRequest,
            validationResponse.errorMessage as string,
          );
        }
      }
    } while (!isValidationSuccess && repeatCounter <= this.maxRepeatAttempts);
    if (!isValidationSuccess && this.throwOnExhaustedAttempts) {
      throw new StructuredOutputValidationException(lastError, chatClientResponse, repeatCounter);
    }
    return chatClientResponse;
  }

  /**
   * Streams the rest of the chain, buffering each attempt and passing on only a valid one (an
   * addition; see the class remarks). With `streamingEnabled(false)`, fails with
   * `UnsupportedOperationException` as Spring AI 1.1.8 does.
   * @throws IllegalArgumentException `"streamAdvisorChain must not be null"`,
   *   `"chatClientRequest must not be null"`
   */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    if (!this.streamingEnabled) {
      return Flux.error(
        new UnsupportedOperationException('The Structured Output Validation Advisor does not support streaming.'),
      );
    }
    Assert.notNull(streamAdvisorChain, 'streamAdvisorChain must not be null');
    Assert.notNull(chatClientRequest, 'chatClientRequest must not be null');
    return this.streamAttempt(streamAdvisorChain, chatClientRequest, chatClientRequest, 1, true, '');
  }

  /**
   * One attempt of the stream loop, the same loop as `adviseCall` written as a chain of
   * `Flux`es, so that cancelling the caller's stream also cancels the attempt being buffered.
   */
  private streamAttempt(
    streamAdvisorChain: StreamAdvisorChain,
    originalRequest: ChatClientRequest,
    processedRequest: ChatClientRequest,
    repeatCounter: number,
    previousValidationSuccess: boolean,
    previousError: string,
  ): Flux<ChatClientResponse> {
    return Flux.defer(() => {
      const chunks: ChatClientResponse[] = [];
      let aggregated: ChatClientResponse | undefined;
      const buffered = new ChatClientMessageAggregator().aggregateChatClientResponse(
        streamAdvisorChain
          .copy(this)
          .nextStream(processedRequest)
          .doOnNext((chunk) => {
            chunks.push(chunk);
          }),
        (response) => {
          aggregated = response;
        },
      );
      const decide = Flux.defer((): Flux<ChatClientResponse> => {
        let isValidationSuccess = previousValidationSuccess;
        let lastError = previousError;
        let nextRequest = processedRequest;
        // Only the final answer is validated, never a tool-call request.
        if (!hasToolCalls(aggregated)) {
          const validationResponse = this.validateOutputSchema(aggregated);
          isValidationSuccess = validationResponse.valid;
          if (!isValidationSuccess) {
            lastError = validationResponse.errorMessage as string;
            logger.warn('JSON validation failed: {}', lastError);
            nextRequest = StructuredOutputValidationAdvisor.retryRequest(originalRequest, lastError);
          }
        }
        if (isValidationSuccess) return Flux.fromIterable(chunks);
        if (repeatCounter <= this.maxRepeatAttempts) {
          return this.streamAttempt(
            streamAdvisorChain,
            originalRequest,
            nextRequest,
            repeatCounter + 1,
            isValidationSuccess,
            lastError,
          );
        }
        if (!this.throwOnExhaustedAttempts) return Flux.fromIterable(chunks);
        return Flux.error(new StructuredOutputValidationException(lastError, aggregated, repeatCounter));
      });
      return buffered.ignoreElements<ChatClientResponse>().concatWith(decide);
    });
  }

  private static retryRequest(originalRequest: ChatClientRequest, errorMessage: string): ChatClientRequest {
    // Built from the original request each time, so errors do not pile up in the prompt.
    const validationErrorMessage = `Output JSON validation failed because of: ${errorMessage}`;
    const augmentedPrompt = originalRequest
      .prompt()
      .augmentUserMessage((userMessage) =>
        userMessage.mutate().text(`${userMessage.getText()}${LINE_SEPARATOR}${validationErrorMessage}`).build(),
      );
    return originalRequest.mutate().prompt(augmentedPrompt).build();
  }

  private validateOutputSchema(chatClientResponse: ChatClientResponse | undefined): ValidationResponse {
    const text = chatClientResponse?.chatResponse()?.getResult()?.getOutput()?.getText();
    if (text === undefined || text === null) {
      logger.warn('ChatClientResponse is missing required json output for validation.');
      return { valid: false, errorMessage: 'Missing required json output for validation.' };
    }
    logger.debug('Validating JSON output against schema. Attempts left: {}', this.maxRepeatAttempts);
    return this.jsonValidator.validate(text);
  }

  /** A new builder. */
  static builder(): StructuredOutputValidationAdvisorBuilder {
    return new StructuredOutputValidationAdvisorBuilder(
      (advisorOrder, jsonSchemaText, maxRepeatAttempts, streamingEnabled, throwOnExhaustedAttempts) =>
        new StructuredOutputValidationAdvisor(advisorOrder, jsonSchemaText, maxRepeatAttempts, streamingEnabled, throwOnExhaustedAttempts),
    );
  }
}

function hasToolCalls(chatClientResponse: ChatClientResponse | undefined): boolean {
  // A chain that returns nothing counts as missing output (Java would fail with a NullPointerException).
  const chatResponse = chatClientResponse?.chatResponse();
  return chatResponse !== undefined && chatResponse !== null && chatResponse.hasToolCalls();
}
