import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { VectorStoreProvider } from '../../../src/observation/conventions/index.js';

describe('VectorStoreProviderTests', () => {
  test('enumValuesShouldBeSortedAlphabetically', () => {
    const actualNames = VectorStoreProvider.values().map((constant) => constant.name());
    const sortedNames = [...actualNames].sort();
    expect(actualNames).toEqual(sortedNames);
  });
});

describe('VectorStoreProvider (spring-ai-ts enum behaviour)', () => {
  test('valueOf, ordinal and toString behave like a Java enum', () => {
    for (const [index, constant] of VectorStoreProvider.values().entries()) {
      expect(VectorStoreProvider.valueOf(constant.name())).toBe(constant);
      expect(constant.ordinal()).toBe(index);
      expect(constant.toString()).toBe(constant.name());
    }
    expect(() => VectorStoreProvider.valueOf('NOPE')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.observation.conventions.VectorStoreProvider.NOPE'),
    );
  });
});
