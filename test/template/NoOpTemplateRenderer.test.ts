import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { NoOpTemplateRenderer } from '../../src/template/NoOpTemplateRenderer.js';

describe('NoOpTemplateRendererTests', () => {
  test('shouldReturnUnchangedTemplate', () => {
    const renderer = new NoOpTemplateRenderer();
    expect(renderer.apply('Hello {name}!', new Map([['name', 'Spring AI']]))).toBe('Hello {name}!');
  });

  test('shouldReturnUnchangedTemplateWithMultipleVariables', () => {
    const renderer = new NoOpTemplateRenderer();
    const variables = new Map<string, unknown>([
      ['greeting', 'Hello'],
      ['name', 'Spring AI'],
      ['punctuation', '!'],
    ]);
    expect(renderer.apply('{greeting} {name}{punctuation}', variables)).toBe('{greeting} {name}{punctuation}');
  });

  test('shouldNotAcceptEmptyTemplate', () => {
    expect(() => new NoOpTemplateRenderer().apply('', new Map())).toThrow(
      new IllegalArgumentException('template cannot be null or empty'),
    );
  });

  test('shouldNotAcceptNullTemplate', () => {
    expect(() => new NoOpTemplateRenderer().apply(undefined as unknown as string, new Map())).toThrow(
      new IllegalArgumentException('template cannot be null or empty'),
    );
  });

  test('shouldNotAcceptNullVariables', () => {
    expect(() => new NoOpTemplateRenderer().apply('Hello!', undefined as unknown as Map<string, unknown>)).toThrow(
      new IllegalArgumentException('variables cannot be null'),
    );
  });

  test('shouldNotAcceptVariablesWithNullKeySet', () => {
    const variables = new Map<string, unknown>([[null as unknown as string, 'Spring AI']]);
    expect(() => new NoOpTemplateRenderer().apply('Hello!', variables)).toThrow(
      new IllegalArgumentException('variables keys cannot be null'),
    );
  });

  test('shouldReturnUnchangedComplexTemplate', () => {
    const template = 'Dear {customerName},\n\nYour order #{orderNumber} has been {status}.\n{if(hasTracking)}Tracking: {trackingNumber}{endif}\n';
    const variables = new Map<string, unknown>([
      ['customerName', 'Alice'],
      ['orderNumber', '12345'],
      ['status', 'shipped'],
    ]);
    expect(new NoOpTemplateRenderer().apply(template, variables)).toBe(template);
  });
});
