/* Ported from Spring AI CompositeResponseTextCleanerTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { CompositeResponseTextCleaner } from '../../src/converter/CompositeResponseTextCleaner.js';
import { MarkdownCodeBlockCleaner } from '../../src/converter/MarkdownCodeBlockCleaner.js';
import type { ResponseTextCleaner } from '../../src/converter/ResponseTextCleaner.js';
import { ThinkingTagCleaner } from '../../src/converter/ThinkingTagCleaner.js';
import { WhitespaceCleaner } from '../../src/converter/WhitespaceCleaner.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';

describe('CompositeResponseTextCleanerTest', () => {
  test('shouldApplyCleanersInOrder', () => {
    const cleaner = CompositeResponseTextCleaner.builder()
      .addCleaner((text) => text?.replaceAll('A', 'B'))
      .addCleaner((text) => text?.replaceAll('B', 'C'))
      .build();
    expect(cleaner.clean('AAA')).toBe('CCC');
  });

  test('shouldWorkWithSingleCleaner', () => {
    const cleaner = new CompositeResponseTextCleaner((text: string | undefined) => text?.trim());
    expect(cleaner.clean('  content  ')).toBe('content');
  });

  test('shouldWorkWithMultipleCleaners', () => {
    const cleaner = new CompositeResponseTextCleaner(
      new WhitespaceCleaner(),
      new ThinkingTagCleaner(),
      new MarkdownCodeBlockCleaner(),
    );
    const input = '<thinking>Reasoning</thinking>\n```json\n{"key": "value"}\n```\n';
    expect(cleaner.clean(input)).toBe('{"key": "value"}');
  });

  test('shouldHandleComplexPipeline', () => {
    const cleaner = CompositeResponseTextCleaner.builder()
      .addCleaner(new WhitespaceCleaner())
      .addCleaner(new ThinkingTagCleaner())
      .addCleaner(new MarkdownCodeBlockCleaner())
      .addCleaner(new WhitespaceCleaner())
      .build();
    const input =
      '\n<thinking>Let me analyze this</thinking>\n<think>Qwen style thinking</think>\n\n```json\n{\n\t"result": "test"\n}\n```\n\n';
    expect(cleaner.clean(input)).toBe('{\n\t"result": "test"\n}');
  });

  test('shouldThrowExceptionWhenCleanersIsNull', () => {
    expect(() => CompositeResponseTextCleaner.builder().addCleaner(null as unknown as ResponseTextCleaner)).toThrow(
      new IllegalArgumentException('cleaner cannot be null'),
    );
  });

  test('shouldHandleEmptyCleanersList', () => {
    expect(new CompositeResponseTextCleaner().clean('test content')).toBe('test content');
  });
});

describe('CompositeResponseTextCleaner (spring-ai-ts)', () => {
  test('takes the cleaners as one array, and rejects a null list', () => {
    const cleaner = new CompositeResponseTextCleaner([new WhitespaceCleaner(), { clean: (text) => text?.toUpperCase() }]);
    expect(cleaner.clean('  ab ')).toBe('AB');
    expect(() => new CompositeResponseTextCleaner(null as unknown as ResponseTextCleaner[])).toThrow(
      new IllegalArgumentException('cleaners cannot be null'),
    );
  });

  test('MarkdownCodeBlockCleaner: a bare fence, a one-line tagged fence, and text that is not fenced', () => {
    const cleaner = new MarkdownCodeBlockCleaner();
    expect(cleaner.clean('```\n{"a":1}\n```')).toBe('{"a":1}');
    expect(cleaner.clean('```json```')).toBe('');
    expect(cleaner.clean('  {"a":1} ')).toBe('{"a":1}');
    expect(cleaner.clean('```json\n{"a":1}')).toBe('```json\n{"a":1}');
  });
});
