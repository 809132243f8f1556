/* Ported from Spring AI ResponseTextCleaner (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Cleans a model's raw text before it is parsed, e.g. removes thinking tags or markdown fences.
 *
 * @example
 * ```ts
 * import { CompositeResponseTextCleaner, MarkdownCodeBlockCleaner, type ResponseTextCleaner } from 'spring-ai-ts';
 *
 * // Removes the "Answer:" some models write before their JSON.
 * class AnswerPrefixCleaner implements ResponseTextCleaner {
 *   clean(text: string | undefined): string | undefined {
 *     return text?.replace(/^\s*Answer:\s+/i, '');
 *   }
 * }
 *
 * const cleaner = CompositeResponseTextCleaner.builder().addCleaner(new AnswerPrefixCleaner()).addCleaner(new MarkdownCodeBlockCleaner()).build();
 * console.log(cleaner.clean('Answer: ```json\n{"ok":true}\n```')); // {"ok":true}
 * ```
 *
 * @remarks
 * A Spring functional interface (PORTING rule 19): a Java lambda becomes `{ clean: (text) => … }`,
 * and the converters also accept a plain function `(text) => string`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/ResponseTextCleaner.html
 * @category Chat Client
 */
export interface ResponseTextCleaner {
  /** The cleaned text (`undefined` stays `undefined`). */
  clean(text: string | undefined): string | undefined;
}

/**
 * Companion of {@link ResponseTextCleaner}: `isInstance` and `from` (wraps a plain function).
 *
 * @category Chat Client
 */
export const ResponseTextCleaner = {
  /** True for objects with a `clean` method. */
  isInstance(value: unknown): value is ResponseTextCleaner {
    return typeof value === 'object' && value !== null && typeof (value as ResponseTextCleaner).clean === 'function';
  },
  /** The cleaner itself, or a plain function wrapped as one. */
  from(cleaner: ResponseTextCleaner | ((text: string | undefined) => string | undefined)): ResponseTextCleaner {
    return typeof cleaner === 'function' ? { clean: cleaner } : cleaner;
  },
} as const;
