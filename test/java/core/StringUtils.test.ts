// spring-ai-ts own tests: StringUtils.hasText / hasLength, Spring's semantics (any non-whitespace character).
import { StringUtils } from '../../../src/java/core/StringUtils.js';

describe('StringUtils (spring-ai-ts)', () => {
  test.each([
    ['a', true],
    ['  a', true],
    ['\t\n x', true],
    ['\u00a0\u2003é', true],
    ['é', true],
    ['~', true],
    ['', false],
    [' ', false],
    ['\t\r\n\v\f', false],
    ['\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff', false],
  ])('hasText(%j) is %s', (value, expected) => {
    expect(StringUtils.hasText(value)).toBe(expected);
  });

  test('hasText is false for null and undefined; hasLength counts any character', () => {
    expect(StringUtils.hasText(null)).toBe(false);
    expect(StringUtils.hasText(undefined)).toBe(false);
    expect(StringUtils.hasLength(' ')).toBe(true);
    expect(StringUtils.hasLength('')).toBe(false);
    expect(StringUtils.hasLength(null)).toBe(false);
  });
});
