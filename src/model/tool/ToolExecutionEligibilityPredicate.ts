/* Ported from Spring AI ToolExecutionEligibilityPredicate (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../core/Assert.js';

/**
 * Decides, after each model response, whether the chat model should run the requested tools
 * itself (its internal tool loop) or return the response to the caller.
 *
 * @remarks
 * Java's `BiPredicate` method `test` is the one required member. The default method
 * `isToolExecutionRequired` is optional; call it through
 * {@link ToolExecutionEligibilityPredicate.isToolExecutionRequired}, or wrap a predicate (or a
 * plain function, as for a Java lambda) with {@link ToolExecutionEligibilityPredicate.from} to get
 * one that has both methods.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolExecutionEligibilityPredicate.html
 * @category Tool Calling
 */
export interface ToolExecutionEligibilityPredicate {
  /** Whether the tools requested in `chatResponse` should be run by the chat model. */
  test(promptOptions: ChatOptions, chatResponse: ChatResponse | undefined): boolean;
  /**
   * `test` after checking both arguments.
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  isToolExecutionRequired?(promptOptions: ChatOptions, chatResponse: ChatResponse): boolean;
}

function isToolExecutionRequired(
  predicate: ToolExecutionEligibilityPredicate,
  promptOptions: ChatOptions,
  chatResponse: ChatResponse,
): boolean {
  Assert.notNull(promptOptions, 'promptOptions cannot be null');
  Assert.notNull(chatResponse, 'chatResponse cannot be null');
  return predicate.test(promptOptions, chatResponse);
}

/**
 * Statics of {@link ToolExecutionEligibilityPredicate}: Java's default method and the adapter for
 * plain functions.
 *
 * @category Tool Calling
 */
export const ToolExecutionEligibilityPredicate = {
  /**
   * `predicate.isToolExecutionRequired(promptOptions, chatResponse)` when the predicate defines
   * it, else Java's default: check both arguments, then `predicate.test(...)`.
   *
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  isToolExecutionRequired(
    predicate: ToolExecutionEligibilityPredicate,
    promptOptions: ChatOptions,
    chatResponse: ChatResponse,
  ): boolean {
    if (typeof predicate.isToolExecutionRequired === 'function') {
      return predicate.isToolExecutionRequired(promptOptions, chatResponse);
    }
    return isToolExecutionRequired(predicate, promptOptions, chatResponse);
  },

  /**
   * A predicate with both methods from a predicate that may lack the default method, or from a
   * plain function `(options, response) => boolean` (a Java lambda). A complete predicate is
   * returned as is.
   */
  from(
    predicate:
      | ToolExecutionEligibilityPredicate
      | ((promptOptions: ChatOptions, chatResponse: ChatResponse | undefined) => boolean),
  ): Required<ToolExecutionEligibilityPredicate> {
    Assert.notNull(predicate, 'toolExecutionEligibilityPredicate cannot be null');
    if (typeof predicate === 'function') {
      const complete: Required<ToolExecutionEligibilityPredicate> = {
        test: predicate,
        isToolExecutionRequired: (promptOptions, chatResponse) =>
          isToolExecutionRequired(complete, promptOptions, chatResponse),
      };
      return complete;
    }
    if (typeof predicate.isToolExecutionRequired === 'function') {
      return predicate as Required<ToolExecutionEligibilityPredicate>;
    }
    return {
      test: (promptOptions, chatResponse) => predicate.test(promptOptions, chatResponse),
      isToolExecutionRequired: (promptOptions, chatResponse) =>
        isToolExecutionRequired(predicate, promptOptions, chatResponse),
    };
  },

  /** True for objects with a `test` method. */
  isInstance(value: unknown): value is ToolExecutionEligibilityPredicate {
    return typeof value === 'object' && value !== null && typeof (value as { test?: unknown }).test === 'function';
  },
} as const;
