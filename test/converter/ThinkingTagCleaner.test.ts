/* Ported from Spring AI ThinkingTagCleanerTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ThinkingTagCleaner } from '../../src/converter/ThinkingTagCleaner.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';

describe('ThinkingTagCleanerTest', () => {
  test('shouldRemoveAmazonNovaThinkingTags', () => {
    expect(new ThinkingTagCleaner().clean('<thinking>My reasoning process</thinking>Actual content')).toBe('Actual content');
  });

  test('shouldRemoveQwenThinkTags', () => {
    expect(new ThinkingTagCleaner().clean('<think>Let me think about this</think>Actual content')).toBe('Actual content');
  });

  test('shouldRemoveReasoningTags', () => {
    expect(new ThinkingTagCleaner().clean('<reasoning>Step by step reasoning</reasoning>Actual content')).toBe(
      'Actual content',
    );
  });

  test('shouldRemoveMultilineThinkingTags', () => {
    const input = '<thinking>\nLine 1 of thinking\nLine 2 of thinking\n</thinking>\nActual content';
    expect(new ThinkingTagCleaner().clean(input)).toBe('Actual content');
  });

  test('shouldRemoveMultipleThinkingTags', () => {
    const input = '<thinking>First</thinking><think>Second</think><reasoning>Third</reasoning>Actual content';
    expect(new ThinkingTagCleaner().clean(input)).toBe('Actual content');
  });

  test('shouldBeCaseInsensitive', () => {
    expect(new ThinkingTagCleaner().clean('<THINKING>UPPER CASE</THINKING>Actual content')).toBe('Actual content');
  });

  test('shouldRemoveMarkdownThinkingBlocks', () => {
    const input = '```thinking\nThis is markdown thinking\n```\nActual content';
    expect(new ThinkingTagCleaner().clean(input)).toBe('Actual content');
  });

  test('shouldHandleEmptyInput', () => {
    const cleaner = new ThinkingTagCleaner();
    expect(cleaner.clean('')).toBe('');
    expect(cleaner.clean(undefined)).toBeUndefined();
  });

  test('shouldHandleContentWithoutTags', () => {
    expect(new ThinkingTagCleaner().clean('Just regular content')).toBe('Just regular content');
  });

  test('shouldSupportCustomPatterns', () => {
    const cleaner = new ThinkingTagCleaner('(?s)<custom>.*?</custom>\\s*');
    expect(cleaner.clean('<custom>Custom tag content</custom>Actual content')).toBe('Actual content');
  });

  test('shouldSupportBuilderWithoutDefaultPatterns', () => {
    const cleaner = ThinkingTagCleaner.builder().withoutDefaultPatterns().addPattern('(?s)<mytag>.*?</mytag>\\s*').build();
    expect(cleaner.clean('<thinking>Should remain</thinking><mytag>Should be removed</mytag>Content')).toBe(
      '<thinking>Should remain</thinking>Content',
    );
  });

  test('shouldSupportBuilderWithAdditionalPatterns', () => {
    const cleaner = ThinkingTagCleaner.builder().addPattern('(?s)<custom>.*?</custom>\\s*').build();
    expect(cleaner.clean('<thinking>Removed</thinking><custom>Also removed</custom>Content')).toBe('Content');
  });

  test('shouldThrowExceptionWhenPatternsAreNull', () => {
    expect(() => new ThinkingTagCleaner(null as unknown as string[])).toThrow(
      new IllegalArgumentException('patternStrings cannot be null'),
    );
  });

  test('shouldThrowExceptionWhenPatternsAreEmpty', () => {
    expect(() => new ThinkingTagCleaner([] as string[])).toThrow(
      new IllegalArgumentException('patternStrings cannot be empty'),
    );
  });
});

describe('ThinkingTagCleaner (spring-ai-ts)', () => {
  test('RegExp patterns keep their flags and get the global flag', () => {
    const cleaner = new ThinkingTagCleaner([/<x>.*?<\/x>/]);
    expect(cleaner.clean('<x>a</x>keep<x>b</x><X>c</X>')).toBe('keep<X>c</X>');
  });
});
