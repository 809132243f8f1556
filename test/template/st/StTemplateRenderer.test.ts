import { IllegalArgumentException } from '../../../src/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/core/IllegalStateException.js';
import { StTemplateRenderer } from '../../../src/template/st/StTemplateRenderer.js';
import { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';
import { ValidationMode } from '../../../src/template/ValidationMode.js';

// Spring's StTemplateRendererTests live in spring-ai-template-st, which is not part of the
// reference checkout; these tests pin the documented subset and Spring's messages.
describe('StTemplateRenderer (spring-ai-ts)', () => {
  const render = (template: string, variables: Record<string, unknown>, renderer = StTemplateRenderer.builder().build()) =>
    renderer.apply(template, variables);

  test('replaces {name} placeholders from a Map or a plain object', () => {
    expect(StTemplateRenderer.builder().build().apply('Hello {name}!', new Map([['name', 'Spring AI']]))).toBe(
      'Hello Spring AI!',
    );
    expect(render('{a} and {b}', { a: 1, b: true })).toBe('1 and true');
  });

  test('throws with Spring message when a variable is missing', () => {
    expect(() => render('Hello {name}!', {})).toThrow(
      new IllegalStateException('Not all variables were replaced in the template. Missing variable names are: [name].'),
    );
  });

  test('lists several missing variables in java.util.HashSet order', () => {
    // Java: new HashSet<>(List.of("name", "age")) iterates as [name, age]; "b" before "a" is reordered.
    expect(() => render('{b} {a}', {})).toThrow('Missing variable names are: [a, b].');
  });

  test('WARN renders anyway and logs the message; NONE does not check', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const renderer = StTemplateRenderer.builder().validationMode(ValidationMode.WARN).build();
      expect(render('Hello {name}!', {}, renderer)).toBe('Hello !');
      expect(warn).toHaveBeenCalledWith(
        'Not all variables were replaced in the template. Missing variable names are: [name].',
      );
      warn.mockClear();
      const none = StTemplateRenderer.builder().validationMode(ValidationMode.NONE).build();
      expect(render('Hello {name}!', {}, none)).toBe('Hello !');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('custom delimiters', () => {
    const renderer = StTemplateRenderer.builder().startDelimiterToken('<').endDelimiterToken('>').build();
    expect(render('Hello <name>! {not a placeholder}', { name: 'Spring' }, renderer)).toBe(
      'Hello Spring! {not a placeholder}',
    );
  });

  test('property access, lists with separator, functions, escapes and comments', () => {
    const person = { getName: () => 'Ada', age: 36 };
    expect(render('{person.name} is {person.age}', { person, name: 'x', age: 'y' })).toBe('Ada is 36');
    expect(render('{items; separator=", "}', { items: ['a', 'b', 'c'], separator: '' })).toBe('a, b, c');
    expect(render('{first(items)}-{last(items)}-{length(items)}', { items: ['a', 'b', 'c'] })).toBe('a-c-3');
    expect(render('\\{literal} {x}{! comment !}', { x: 'y' })).toBe('{literal} y');
    expect(render('{m.k}', { m: new Map([['k', 'v']]), k: '' })).toBe('v');
  });

  test('anonymous templates and names with hyphens', () => {
    expect(render('Items:\n{items:{item | - {item}\n}}', { items: ['a', 'b'] })).toBe('Items:\n- a\n- b\n');
    expect(render('{items:{[{it}]}; separator=","}', { items: [1, 2], separator: '' })).toBe('[1],[2]');
    expect(render('This is a {key-1}', { 'key-1': 'value1' })).toBe('This is a value1');
    expect(() => render('{items:{item | {item}}}', {})).toThrow('Missing variable names are: [items].');
  });

  test('keeps 1.1.8 validation quirks for property and option names', () => {
    expect(() => render('{person.name}', { person: { name: 'Ada' } })).toThrow('Missing variable names are: [name].');
    expect(() => render('{items; separator=", "}', { items: [] })).toThrow(
      'Missing variable names are: [separator].',
    );
  });

  test('unsupported syntax fails as an invalid template', () => {
    expect(() => render('{if(x)}yes{endif}', { x: true })).toThrow(IllegalArgumentException);
    expect(() => render('{if(x)}yes{endif}', { x: true })).toThrow('The template string is not valid.');
    expect(() => render('{"json": 1}', {})).toThrow(IllegalArgumentException);
    expect(() => render('open {name', { name: 'x' })).toThrow('The template string is not valid.');
  });

  test('argument checks and builder', () => {
    expect(() => render('', {})).toThrow(new IllegalArgumentException('template cannot be null or empty'));
    expect(() => StTemplateRenderer.builder().validationMode(undefined as unknown as ValidationMode).build()).toThrow(
      new IllegalArgumentException('validationMode cannot be null'),
    );
    expect(new StTemplateRenderer.Builder().build()).toBeInstanceOf(StTemplateRenderer);
    expect(TemplateRenderer.from((template) => template.toUpperCase()).apply('a', new Map())).toBe('A');
    expect(ValidationMode.valueOf('WARN')).toBe(ValidationMode.WARN);
    expect(ValidationMode.values().map((mode) => mode.ordinal())).toEqual([0, 1, 2]);
  });
});
