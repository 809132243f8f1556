import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { SpringAiKind } from '../../../src/observation/conventions/index.js';

describe('SpringAiKindTests', () => {
  test('enumValuesShouldBeSortedAlphabetically', () => {
    const actualNames = SpringAiKind.values().map((constant) => constant.name());
    const sortedNames = [...actualNames].sort();
    expect(actualNames).toEqual(sortedNames);
  });
});

describe('SpringAiKind (spring-ai-ts enum behaviour)', () => {
  test('valueOf, ordinal and toString behave like a Java enum', () => {
    for (const [index, constant] of SpringAiKind.values().entries()) {
      expect(SpringAiKind.valueOf(constant.name())).toBe(constant);
      expect(constant.ordinal()).toBe(index);
      expect(constant.toString()).toBe(constant.name());
    }
    expect(() => SpringAiKind.valueOf('NOPE')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.observation.conventions.SpringAiKind.NOPE'),
    );
  });
});
