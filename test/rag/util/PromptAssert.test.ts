import { IllegalArgumentException, PromptAssert, PromptTemplate } from '../../../src/index.js';

describe('PromptAssertTests', () => {
  test('whenPlaceholderIsPresentThenOk', () => {
    const promptTemplate = new PromptTemplate('Hello, {name}!');
    expect(() => PromptAssert.templateHasRequiredPlaceholders(promptTemplate, '{name}')).not.toThrow();
  });

  test('whenPlaceholderIsPresentThenThrow', () => {
    const promptTemplate = new PromptTemplate('Hello, {name}!');
    expect(() => PromptAssert.templateHasRequiredPlaceholders(promptTemplate, '{name}', '{age}')).toThrow(
      new IllegalArgumentException('The following placeholders must be present in the prompt template: {age}'),
    );
  });

  test('whenPromptTemplateIsNullThenThrow', () => {
    expect(() => PromptAssert.templateHasRequiredPlaceholders(null as never, '{name}')).toThrow(new IllegalArgumentException('promptTemplate cannot be null'));
  });

  test('whenPlaceholdersIsNullThenThrow', () => {
    // A rest parameter is never null in JavaScript: Java's `(String[]) null` arrives as an empty array, with the same message.
    expect(() => Reflect.apply(PromptAssert.templateHasRequiredPlaceholders, PromptAssert, [new PromptTemplate('{query}')])).toThrow(
      new IllegalArgumentException('placeholders cannot be null or empty'),
    );
  });

  test('whenPlaceholdersIsEmptyThenThrow', () => {
    expect(() => PromptAssert.templateHasRequiredPlaceholders(new PromptTemplate('{query}'))).toThrow(new IllegalArgumentException('placeholders cannot be null or empty'));
  });
});

describe('PromptAssert beyond Spring (own)', () => {
  test('names every missing placeholder, comma-separated, in the order given', () => {
    expect(() => PromptAssert.templateHasRequiredPlaceholders(new PromptTemplate('{query}'), 'query', 'name', 'age')).toThrow(
      new IllegalArgumentException('The following placeholders must be present in the prompt template: name,age'),
    );
  });
});
