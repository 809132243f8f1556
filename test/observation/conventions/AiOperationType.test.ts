import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { AiOperationType } from '../../../src/observation/conventions/index.js';

describe('AiOperationTypeTests', () => {
  test('enumValuesShouldBeSortedAlphabetically', () => {
    const actualNames = AiOperationType.values().map((constant) => constant.name());
    const sortedNames = [...actualNames].sort();
    expect(actualNames).toEqual(sortedNames);
  });
});

describe('AiOperationType (spring-ai-ts enum behaviour)', () => {
  test('valueOf, ordinal and toString behave like a Java enum', () => {
    for (const [index, constant] of AiOperationType.values().entries()) {
      expect(AiOperationType.valueOf(constant.name())).toBe(constant);
      expect(constant.ordinal()).toBe(index);
      expect(constant.toString()).toBe(constant.name());
    }
    expect(() => AiOperationType.valueOf('NOPE')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.observation.conventions.AiOperationType.NOPE'),
    );
  });
});
