import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
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

  test('a line holding only expressions that render nothing disappears, as in StringTemplate', () => {
    // ST's interpreter writes a template newline only when something was written on its line, or
    // when the line is blank in the template (PromptChatMemoryAdvisor's empty {memory} line).
    expect(render('MEMORY:\n{memory}\n---\n', { memory: '' })).toBe('MEMORY:\n---\n');
    expect(render('MEMORY:\n  {memory}\n---', { memory: '' })).toBe('MEMORY:\n---');
    expect(render('MEMORY:\n{memory}\n---', { memory: 'a' })).toBe('MEMORY:\na\n---');
    expect(render('{a}{b}\n\nnext', { a: '', b: '' })).toBe('\nnext');
    expect(render('a\n\n   \nb', {})).toBe('a\n\n\nb');
  });

  test('throws with Spring message when a variable is missing', () => {
    expect(() => render('Hello {name}!', {})).toThrow(
      new IllegalStateException('Not all variables were replaced in the template. Missing variable names are: [name].'),
    );
  });

  test('lists several missing variables once each, in the order they first appear in the template', () => {
    // Java lists them in HashSet order ([a, b] here).
    expect(() => render('{b} {a} {b}', {})).toThrow('Missing variable names are: [b, a].');
    expect(() => render('{zeta} {alpha} {mu}', { alpha: 1 })).toThrow('Missing variable names are: [zeta, mu].');
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

  test('conditionals with else branches, negation and functions', () => {
    const template = '{if(vip)}Dear {name}{elseif(!known)}Hello stranger{else}Hi {name}{endif}';
    expect(render(template, { vip: true, known: true, name: 'Ada' })).toBe('Dear Ada');
    expect(render(template, { vip: false, known: false, name: 'Ada' })).toBe('Hello stranger');
    expect(render(template, { vip: false, known: true, name: 'Ada' })).toBe('Hi Ada');
    expect(render('{if(items && length(items))}has{else}none{endif}', { items: [] })).toBe('none');
    expect(render('{if(items)}{items; separator="+"}{endif}', { items: [1, 2], separator: '' })).toBe('1+2');
    expect(() => render('{if(strlen(memory))}x{endif}', {})).toThrow('Missing variable names are: [memory].');
  });

  test('keeps 1.1.8 validation quirks for property and option names', () => {
    expect(() => render('{person.name}', { person: { name: 'Ada' } })).toThrow('Missing variable names are: [name].');
    expect(() => render('{items; separator=", "}', { items: [] })).toThrow(
      'Missing variable names are: [separator].',
    );
  });

  test('unsupported syntax fails as an invalid template', () => {
    expect(() => render('{unknownFn(x)}', { x: true })).toThrow(IllegalArgumentException);
    expect(() => render('{unknownFn(x)}', { x: true })).toThrow('The template string is not valid.');
    expect(() => render('{if(x)}yes', { x: true })).toThrow('The template string is not valid.');
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

  // Each expected text is what Spring AI 1.1.8's StTemplateRenderer (StringTemplate 4) renders.
  test('a line whose expressions render nothing leaves no line behind, as in StringTemplate', () => {
    const model = { m: '', v: 'x\ny', l: ['p\nq', 'r'], t: true, f: false };
    expect(render('A:\n{m}\n---\n', model)).toBe('A:\n---\n');
    expect(render('A:\n  {m}\n---\n', model)).toBe('A:\n---\n');
    expect(render('A:\n{m}{m}\n{m}\n---', model)).toBe('A:\n---');
    expect(render('{m}\nB', model)).toBe('B');
    expect(render('A {m}\n{m}\n\n{m}\nB', model)).toBe('A \n\nB');
    expect(render('A\n{if(f)}x{endif}\nB', model)).toBe('A\nB');
    // Blank lines stay, but a line of blanks drops the newline right after it.
    expect(render('\nB', model)).toBe('\nB');
    expect(render('A\n\nB', model)).toBe('A\n\nB');
    expect(render('A\n  \nB', model)).toBe('A\n\nB');
    expect(render('A\n\t\n\nB', model)).toBe('A\n\nB');
    expect(render('A\r\n{m}\r\nB', model)).toBe('A\nB');
  });

  test('{if} tags alone on their lines, and the indentation of multi-line values, as in StringTemplate', () => {
    const model = { m: '', v: 'x\ny', w: 'x\r\ny', l: ['p\nq', 'r'], t: true, f: false };
    expect(render('A\n{if(t)}\nx\n{endif}\nB', model)).toBe('A\nx\nB');
    expect(render('A\n{if(t)}\nx\n{else}\ny\n{endif}\nB', model)).toBe('A\nx\nB');
    expect(render('A\n  {if(t)}\n    x\n  {endif}\nB', model)).toBe('A\n    x\nB');
    expect(render('A\n  {if(t)}x\ny{endif}\nB', model)).toBe('A\n  x\n  yB');
    expect(render('A\n  {v}\nB', model)).toBe('A\n  x\n  y\nB');
    expect(render('A\n  {w} {w}\nB', model)).toBe('A\n  x\n  y x\ny\nB');
    expect(render('A\n  {l:{e | <{e}>}}\nB', model)).toBe('A\n  <p\n  q><r>\nB');
    expect(render('\tbc\n\t', model)).toBe('\tbc\n\t');
    // A comment alone on its line takes the line with it; indentation before a comment is not written.
    expect(render('A\n  {! note !}\nB{! c !}\n{m}C', model)).toBe('A\nB\nC');
    expect(render('A\n\t{! c !}B', model)).toBe('A\nB');
  });
});

// Ported from spring-ai-template-st StTemplateRendererTests (that module is not in the v1.1.8
// reference checkout; the cases below are the ones that exist on main as well).
describe('StTemplateRendererTests', () => {
  const variables = (entries: Record<string, unknown>) => new Map(Object.entries(entries));

  test('shouldNotAcceptNullValidationMode', () => {
    expect(() => StTemplateRenderer.builder().validationMode(null as unknown as ValidationMode).build()).toThrow(
      'validationMode cannot be null',
    );
  });

  test('shouldUseDefaultValuesWhenUsingBuilder', () => {
    const renderer = StTemplateRenderer.builder().build() as unknown as Record<string, unknown>;
    expect(renderer['startDelimiterToken']).toBe('{');
    expect(renderer['endDelimiterToken']).toBe('}');
    expect(renderer['validationMode']).toBe(ValidationMode.THROW);
  });

  test('shouldRenderTemplateWithSingleVariable', () => {
    expect(StTemplateRenderer.builder().build().apply('Hello {name}!', variables({ name: 'Spring AI' }))).toBe(
      'Hello Spring AI!',
    );
  });

  test('shouldRenderTemplateWithMultipleVariables', () => {
    const result = StTemplateRenderer.builder()
      .build()
      .apply('{greeting} {name}{punctuation}', variables({ greeting: 'Hello', name: 'Spring AI', punctuation: '!' }));
    expect(result).toBe('Hello Spring AI!');
  });

  test('shouldNotRenderEmptyTemplate', () => {
    expect(() => StTemplateRenderer.builder().build().apply('', new Map())).toThrow('template cannot be null or empty');
  });

  test('shouldNotAcceptNullVariables', () => {
    expect(() => StTemplateRenderer.builder().build().apply('Hello!', null as unknown as Map<string, unknown>)).toThrow(
      'variables cannot be null',
    );
  });

  test('shouldNotAcceptVariablesWithNullKeySet', () => {
    const withNullKey = new Map<string, unknown>([[null as unknown as string, 'Spring AI']]);
    expect(() => StTemplateRenderer.builder().build().apply('Hello!', withNullKey)).toThrow(
      'variables keys cannot be null',
    );
  });

  test('shouldThrowExceptionForInvalidTemplateSyntax', () => {
    expect(() => StTemplateRenderer.builder().build().apply('Hello {name!', variables({ name: 'Spring AI' }))).toThrow(
      'The template string is not valid.',
    );
  });

  test('shouldThrowExceptionForMissingVariablesInThrowMode', () => {
    expect(() => StTemplateRenderer.builder().build().apply('{greeting} {name}!', variables({ greeting: 'Hello' }))).toThrow(
      new IllegalStateException('Not all variables were replaced in the template. Missing variable names are: [name].'),
    );
  });

  test('shouldContinueRenderingWithMissingVariablesInWarnMode', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const renderer = StTemplateRenderer.builder().validationMode(ValidationMode.WARN).build();
      expect(renderer.apply('{greeting} {name}!', variables({ greeting: 'Hello' }))).toBe('Hello !');
    } finally {
      warn.mockRestore();
    }
  });

  test('shouldRenderWithoutValidationInNoneMode', () => {
    const renderer = StTemplateRenderer.builder().validationMode(ValidationMode.NONE).build();
    expect(renderer.apply('{greeting} {name}!', variables({ greeting: 'Hello' }))).toBe('Hello !');
  });

  test('shouldRenderWithCustomDelimiters', () => {
    const renderer = StTemplateRenderer.builder().startDelimiterToken('<').endDelimiterToken('>').build();
    expect(renderer.apply('Hello <name>!', variables({ name: 'Spring AI' }))).toBe('Hello Spring AI!');
  });

  test('shouldHandleSpecialCharactersAsDelimiters', () => {
    const renderer = StTemplateRenderer.builder().startDelimiterToken('$').endDelimiterToken('$').build();
    expect(renderer.apply('Hello $name$!', variables({ name: 'Spring AI' }))).toBe('Hello Spring AI!');
  });

  test('shouldHandleComplexTemplateStructures', () => {
    const result = StTemplateRenderer.builder()
      .build()
      .apply(
        '{header}\nUser: {user}\nItems: {items}\n{footer}\n',
        variables({ header: 'Welcome', user: 'Spring AI', items: 'one, two, three', footer: 'Goodbye' }),
      );
    expect(result).toBe('Welcome\nUser: Spring AI\nItems: one, two, three\nGoodbye\n');
  });

  test('shouldHandleListVariables', () => {
    const renderer = StTemplateRenderer.builder().validationMode(ValidationMode.NONE).build();
    expect(renderer.apply('Items: {items; separator=", "}', variables({ items: ['apple', 'banana', 'cherry'] }))).toBe(
      'Items: apple, banana, cherry',
    );
  });

  test('shouldRenderTemplateWithOptions', () => {
    const renderer = StTemplateRenderer.builder().validationMode(ValidationMode.NONE).build();
    const result = renderer.apply(
      'Fruits: {fruits; separator=", "}, Count: {count}',
      variables({ fruits: ['apple', 'banana', 'cherry'], count: 3 }),
    );
    expect(result).toBe('Fruits: apple, banana, cherry, Count: 3');
  });

  test('shouldHandleNumericVariables', () => {
    expect(
      StTemplateRenderer.builder().build().apply('Integer: {integer}, Float: {float}', variables({ integer: 42, float: 3.14 })),
    ).toBe('Integer: 42, Float: 3.14');
  });

  test('shouldHandleObjectVariables', () => {
    expect(StTemplateRenderer.builder().build().apply('Person: {name}, Age: {age}', variables({ name: 'John', age: 30 }))).toBe(
      'Person: John, Age: 30',
    );
  });

  test('shouldRenderTemplateWithBuiltInFunctions', () => {
    const result = StTemplateRenderer.builder()
      .build()
      .apply('{if(strlen(memory))}Hello!{endif}', variables({ memory: 'you are a helpful assistant' }));
    expect(result).toBe('Hello!');
  });

  // malformedTemplateShouldLogErrorViaSlf4j: 2.0 behaviour (SLF4J error log of ST's compile error).
});
