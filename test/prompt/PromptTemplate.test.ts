import { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import { PromptTemplate } from '../../src/chat/prompt/PromptTemplate.js';
import { IllegalStateException } from '../../src/java/core/IllegalStateException.js';
import { ByteArrayResource } from '../../src/java/core/io/ByteArrayResource.js';

describe('PromptTemplateTest', () => {
  const createTestMap = (): Map<string, unknown> =>
    new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', true],
    ]);

  const normalizeEols = (text: string | undefined) => (text ?? '').replace(/\r\n|\r|\n/gu, '\n');

  test('testCreateWithEmptyModelAndChatOptions', () => {
    const template = 'This is a test prompt with no variables';
    const promptTemplate = new PromptTemplate(template);
    const chatOptions = ChatOptions.builder().temperature(0.7).topK(3).build();

    const prompt = promptTemplate.create(chatOptions);

    expect(prompt).toBeDefined();
    expect(prompt.getContents()).toBe(template);
    expect(prompt.getOptions()).toEqual(chatOptions);
  });

  test('testCreateWithModelAndChatOptions', () => {
    const template = 'Hello, {name}! Your age is {age}.';
    const model = new Map<string, unknown>([
      ['name', 'Alice'],
      ['age', 30],
    ]);
    const promptTemplate = PromptTemplate.builder().template(template).variables(model).build();
    const chatOptions = ChatOptions.builder().temperature(0.5).maxTokens(100).build();

    const prompt = promptTemplate.create(model, chatOptions);

    expect(prompt.getContents()).toBe('Hello, Alice! Your age is 30.');
    expect(prompt.getOptions()).toEqual(chatOptions);
  });

  test('testCreateWithOverriddenModelAndChatOptions', () => {
    const template = 'Hello, {name}! Your favorite color is {color}.';
    const initialModel = new Map<string, unknown>([
      ['name', 'Bob'],
      ['color', 'blue'],
    ]);
    const promptTemplate = PromptTemplate.builder().template(template).variables(initialModel).build();
    const overriddenModel = new Map<string, unknown>([['color', 'red']]);
    const chatOptions = ChatOptions.builder().temperature(0.8).build();

    const prompt = promptTemplate.create(overriddenModel, chatOptions);

    expect(prompt.getContents()).toBe('Hello, Bob! Your favorite color is red.');
    expect(prompt.getOptions()).toEqual(chatOptions);
  });

  test('testRenderWithList', () => {
    const templateString = 'The items are:\n{items:{item | - {item}\n}}';
    const itemList = ['apple', 'banana', 'cherry'];
    const promptTemplate = new PromptTemplate(templateString);
    const message = promptTemplate.createMessage(new Map([['items', itemList]]));

    expect(normalizeEols(message.getText())).toBe('The items are:\n- apple\n- banana\n- cherry\n');

    const unfilledPromptTemplate = new PromptTemplate(templateString);
    expect(() => unfilledPromptTemplate.render()).toThrow(IllegalStateException);
    expect(() => unfilledPromptTemplate.render()).toThrow(
      'Not all variables were replaced in the template. Missing variable names are: [items].',
    );
  });

  test('testRender', () => {
    const model = createTestMap();
    model.set('key3', 100);
    const template = 'This is a {key1}, it is {key2}, and it costs {key3}';
    const promptTemplate = PromptTemplate.builder().template(template).variables(model).build();

    expect(promptTemplate.render()).toBe('This is a value1, it is true, and it costs 100');

    model.set('key3', 200);
    expect(promptTemplate.render(model)).toBe('This is a value1, it is true, and it costs 200');
  });

  test('testRenderWithHyphen', () => {
    const model = new Map<string, unknown>([['key-1', 'value1']]);
    const promptTemplate = PromptTemplate.builder().template('This is a {key-1}').variables(model).build();

    expect(promptTemplate.render()).toBe('This is a value1');
  });

  test('testRenderResource', () => {
    const model = createTestMap();
    // Java's InputStreamResource over bytes: a ByteArrayResource here.
    const resource = new ByteArrayResource("key1's value is {key1} and key2's value is {key2}");
    const promptTemplate = PromptTemplate.builder().resource(resource).variables(model).build();

    expect(promptTemplate.render()).toBe("key1's value is value1 and key2's value is true");
  });

  // testRenderResourceAsValue is @Disabled in Spring AI v1.1.8.
  test.skip('testRenderResourceAsValue', () => undefined);

  test('testRenderFailure', () => {
    const model = new Map<string, unknown>([['key1', 'value1']]);
    const promptTemplate = PromptTemplate.builder().template('This is a {key2}!').variables(model).build();

    expect(() => promptTemplate.render()).toThrow(IllegalStateException);
  });
});

describe('PromptTemplate (spring-ai-ts)', () => {
  test('a Resource variable renders as its text and a function renderer is accepted', () => {
    const template = new PromptTemplate('{a}-{b}', { a: new ByteArrayResource('from resource'), b: 1 });
    expect(template.render()).toBe('from resource-1');
    const upper = PromptTemplate.builder()
      .template('x {y}')
      .renderer((text) => text.toUpperCase())
      .build();
    expect(upper.render()).toBe('X {Y}');
  });

  test('builder rejects template and resource together', () => {
    expect(() =>
      PromptTemplate.builder().template('a').resource(new ByteArrayResource('b')).build(),
    ).toThrow('Only one of template or resource can be set');
  });

  test('mutate keeps template, variables and renderer; createMessage with media', () => {
    const original = new PromptTemplate('Hi {name}', { name: 'Ada' });
    expect(original.mutate().build().render()).toBe('Hi Ada');
    const message = original.createMessage([]);
    expect(message.getText()).toBe('Hi Ada');
    expect(original.create().getContents()).toBe('Hi Ada');
    expect(original.create({ name: 'Bob' }).getContents()).toBe('Hi Bob');
  });
});
