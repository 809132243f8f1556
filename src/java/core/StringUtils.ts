/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.util.StringUtils (the parts used). */

/**
 * The string helpers of Spring's `StringUtils` that the ported code relies on.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/util/StringUtils.html
 * @category Core
 */
export const StringUtils = {
  /** True for a string with at least one non-whitespace character. */
  hasText(value: string | null | undefined): value is string {
    if (typeof value !== 'string' || value.length === 0) return false;
    // Printable ASCII is never whitespace: most texts answer at their first character, without
    // the regular expression (asserted on every request and advisor hop).
    const first = value.charCodeAt(0);
    return (first > 32 && first < 127) || /\S/u.test(value);
  },
  /** True for a string with at least one character. */
  hasLength(value: string | null | undefined): value is string {
    return typeof value === 'string' && value.length > 0;
  },
} as const;
