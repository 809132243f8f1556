/* Ported from Spring AI ToolExecutionEligibilityPredicate (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../java/core/Assert.js';

/**
 * Decides, after each model response, whether the chat model should run the requested tools
 * itself (its internal tool loop) or return the response to the caller.
 *
 * @example
 * ```ts
 * import { DefaultToolExecutionEligibilityPredicate, Prompt, ToolExecutionEligibilityPredicate, type ChatOptions, type ChatResponse } from 'spring-ai-ts';
 * import { MiniMaxChatModel, type MiniMaxApi } from 'spring-ai-ts/minimax';
 *
 * declare const miniMaxApi: MiniMaxApi;
 *
 * // Spring's rule, and a log line each time the model's tool calls are about to run.
 * class LoggingEligibilityPredicate extends ToolExecutionEligibilityPredicate {
 *   private readonly defaultPredicate = new DefaultToolExecutionEligibilityPredicate();
 *
 *   test(promptOptions: ChatOptions, chatResponse: ChatResponse | undefined): boolean {
 *     const eligible = this.defaultPredicate.test(promptOptions, chatResponse);
 *     if (eligible) console.log('running the tools the model asked for');
 *     return eligible;
 *   }
 * }
 *
 * const chatModel = MiniMaxChatModel.builder().miniMaxApi(miniMaxApi).toolExecutionEligibilityPredicate(new LoggingEligibilityPredicate()).build();
 * console.log(await chatModel.call(new Prompt('What time is it?')));
 * ```
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * a subclass defines `test` (Java's `BiPredicate` method) and inherits `isToolExecutionRequired`,
 * so `predicate.isToolExecutionRequired(options, response)` compiles under `strict`. A Java
 * lambda becomes {@link ToolExecutionEligibilityPredicate.from}`((options, response) => …)`. The
 * library still accepts, at run time, an object with only `test`; the static
 * {@link ToolExecutionEligibilityPredicate.isToolExecutionRequired} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolExecutionEligibilityPredicate.html
 * @category Tool Calling
 */
export abstract class ToolExecutionEligibilityPredicate {
  /** Whether the tools requested in `chatResponse` should be run by the chat model. */
  abstract test(promptOptions: ChatOptions, chatResponse: ChatResponse | undefined): boolean;

  /**
   * `test` after checking both arguments (Java's default method).
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  isToolExecutionRequired(promptOptions: ChatOptions, chatResponse: ChatResponse): boolean {
    return checkedTest(this, promptOptions, chatResponse);
  }

  /**
   * `predicate.isToolExecutionRequired(...)`, or Java's default for an object with only `test`.
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  static isToolExecutionRequired(
    predicate: Pick<ToolExecutionEligibilityPredicate, 'test'> & Partial<ToolExecutionEligibilityPredicate>,
    promptOptions: ChatOptions,
    chatResponse: ChatResponse,
  ): boolean {
    if (typeof predicate.isToolExecutionRequired === 'function') {
      return predicate.isToolExecutionRequired(promptOptions, chatResponse);
    }
    return checkedTest(predicate, promptOptions, chatResponse);
  }

  /**
   * A predicate with both methods: `predicate` itself when it has them, otherwise one that
   * delegates `test` to it (an object with only `test`, or a plain function for a Java lambda).
   *
   * @throws IllegalArgumentException `"toolExecutionEligibilityPredicate cannot be null"`
   */
  static from(
    predicate:
      | Pick<ToolExecutionEligibilityPredicate, 'test'>
      | ((promptOptions: ChatOptions, chatResponse: ChatResponse | undefined) => boolean),
  ): ToolExecutionEligibilityPredicate {
    Assert.notNull(predicate, 'toolExecutionEligibilityPredicate cannot be null');
    if (typeof predicate === 'function') return new FunctionPredicate(predicate);
    if (typeof (predicate as Partial<ToolExecutionEligibilityPredicate>).isToolExecutionRequired === 'function') {
      return predicate as ToolExecutionEligibilityPredicate;
    }
    return new FunctionPredicate((promptOptions, chatResponse) => predicate.test(promptOptions, chatResponse));
  }

  /** True for objects with a `test` method (subclasses and plain objects alike). */
  static isInstance(value: unknown): value is ToolExecutionEligibilityPredicate {
    return typeof value === 'object' && value !== null && typeof (value as { test?: unknown }).test === 'function';
  }
}

/** `ToolExecutionEligibilityPredicate.from(fn)`: Java's lambda. */
class FunctionPredicate extends ToolExecutionEligibilityPredicate {
  constructor(private readonly fn: (promptOptions: ChatOptions, chatResponse: ChatResponse | undefined) => boolean) {
    super();
  }

  test(promptOptions: ChatOptions, chatResponse: ChatResponse | undefined): boolean {
    return this.fn(promptOptions, chatResponse);
  }
}

function checkedTest(
  predicate: Pick<ToolExecutionEligibilityPredicate, 'test'>,
  promptOptions: ChatOptions,
  chatResponse: ChatResponse,
): boolean {
  Assert.notNull(promptOptions, 'promptOptions cannot be null');
  Assert.notNull(chatResponse, 'chatResponse cannot be null');
  return predicate.test(promptOptions, chatResponse);
}
