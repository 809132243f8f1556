import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { AiProvider } from '../../../src/observation/conventions/index.js';

describe('AiProviderTests', () => {
  test('enumValuesShouldBeSortedAlphabetically', () => {
    const actualNames = AiProvider.values().map((constant) => constant.name());
    const sortedNames = [...actualNames].sort();
    expect(actualNames).toEqual(sortedNames);
  });
});

describe('AiProvider (spring-ai-ts enum behaviour)', () => {
  test('valueOf, ordinal and toString behave like a Java enum', () => {
    for (const [index, constant] of AiProvider.values().entries()) {
      expect(AiProvider.valueOf(constant.name())).toBe(constant);
      expect(constant.ordinal()).toBe(index);
      expect(constant.toString()).toBe(constant.name());
    }
    expect(() => AiProvider.valueOf('NOPE')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.observation.conventions.AiProvider.NOPE'),
    );
  });
});
