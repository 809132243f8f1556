/* Ported from Spring AI PromptMetadataTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { PromptFilterMetadata } from '../../src/chat/metadata/PromptFilterMetadata.js';
import { PromptMetadata } from '../../src/chat/metadata/PromptMetadata.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';

function mockPromptFilterMetadata(index: number): PromptFilterMetadata {
  return { getPromptIndex: jest.fn(() => index), getContentFilterMetadata: jest.fn() } as PromptFilterMetadata;
}

describe('PromptMetadataTests', () => {
  test('emptyPromptMetadata', () => {
    const empty = PromptMetadata.empty();

    expect(empty).toBeDefined();
    expect([...empty]).toEqual([]);
  });

  test('promptMetadataWithOneFilter', () => {
    const mock = mockPromptFilterMetadata(0);
    const promptMetadata = PromptMetadata.of(mock);

    expect(promptMetadata).toBeDefined();
    expect([...promptMetadata]).toEqual([mock]);
  });

  test('promptMetadataWithTwoFilters', () => {
    const one = mockPromptFilterMetadata(0);
    const two = mockPromptFilterMetadata(1);
    const promptMetadata = PromptMetadata.of(one, two);

    expect([...promptMetadata]).toHaveLength(2);
    expect([...promptMetadata][0]).toBe(one);
    expect([...promptMetadata][1]).toBe(two);
  });

  test('findByPromptIndex', () => {
    const one = mockPromptFilterMetadata(0);
    const two = mockPromptFilterMetadata(1);
    const promptMetadata = PromptMetadata.of(one, two);

    expect([...promptMetadata]).toHaveLength(2);
    expect(promptMetadata.findByPromptIndex(1)).toBe(two);
    expect(promptMetadata.findByPromptIndex(0)).toBe(one);
  });

  test('findByPromptIndexWithNoFilters', () => {
    expect(PromptMetadata.empty().findByPromptIndex(0)).toBeUndefined();
  });

  test('findByInvalidPromptIndex', () => {
    let thrown: unknown;
    try {
      PromptMetadata.empty().findByPromptIndex(-1);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(IllegalArgumentException);
    expect((thrown as Error).message).toBe('Prompt index [-1] must be greater than equal to 0');
    expect((thrown as Error).cause).toBeUndefined();
  });

  test('fromPromptIndexAndContentFilterMetadata', () => {
    const promptFilterMetadata = PromptFilterMetadata.from(1, "{ content-sentiment: 'SAFE' }");

    expect(promptFilterMetadata).toBeDefined();
    expect(promptFilterMetadata.getPromptIndex()).toBe(1);
    expect(promptFilterMetadata.getContentFilterMetadata<string>()).toBe("{ content-sentiment: 'SAFE' }");
  });

  test('promptMetadataWithEmptyFiltersArray', () => {
    const promptMetadata = PromptMetadata.of();

    expect(promptMetadata).toBeDefined();
    expect([...promptMetadata]).toEqual([]);
  });

  test('promptMetadataWithMultipleFilters', () => {
    const filters = [0, 1, 2, 3].map(mockPromptFilterMetadata);
    const promptMetadata = PromptMetadata.of(...filters);

    expect([...promptMetadata]).toHaveLength(4);
    [...promptMetadata].forEach((entry, index) => expect(entry).toBe(filters[index]));
  });

  test('promptMetadataWithDuplicateIndices', () => {
    const filter1 = mockPromptFilterMetadata(1);
    const filter2 = mockPromptFilterMetadata(1);
    const promptMetadata = PromptMetadata.of(filter1, filter2);

    expect([...promptMetadata]).toHaveLength(2);
    expect(promptMetadata.findByPromptIndex(1)).toBe(filter1);
  });

  test('promptFilterMetadataWithEmptyContentFilter', () => {
    const promptFilterMetadata = PromptFilterMetadata.from(0, '');

    expect(promptFilterMetadata).toBeDefined();
    expect(promptFilterMetadata.getPromptIndex()).toBe(0);
    expect(promptFilterMetadata.getContentFilterMetadata<string>()).toBe('');
  });

  test('promptMetadataSize', () => {
    const filter1 = mockPromptFilterMetadata(0);
    const filter2 = mockPromptFilterMetadata(1);

    expect([...PromptMetadata.empty()]).toHaveLength(0);
    expect([...PromptMetadata.of(filter1)]).toHaveLength(1);
    expect([...PromptMetadata.of(filter1, filter2)]).toHaveLength(2);
  });

  test('promptMetadataImmutability', () => {
    const promptMetadata = PromptMetadata.of(mockPromptFilterMetadata(0), mockPromptFilterMetadata(1));

    expect(promptMetadata).toBeDefined();
    expect([...promptMetadata]).toHaveLength(2);
  });
});

describe('PromptMetadata (spring-ai-ts)', () => {
  test('of() with a null iterable fails with Spring\'s message', () => {
    expect(() => PromptMetadata.of(null as never)).toThrow(
      new IllegalArgumentException('An Iterable of PromptFilterMetadata must not be null'),
    );
  });
});
