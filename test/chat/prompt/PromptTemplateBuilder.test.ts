import { PromptTemplate } from '../../../src/chat/prompt/PromptTemplate.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import type { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';

describe('PromptTemplateBuilderTests', () => {
  test('builderNullTemplateShouldThrow', () => {
    expect(() => PromptTemplate.builder().template(null as unknown as string)).toThrow(
      new IllegalArgumentException('template cannot be null or empty'),
    );
  });

  test('builderEmptyTemplateShouldThrow', () => {
    expect(() => PromptTemplate.builder().template('')).toThrow('template cannot be null or empty');
  });

  test('builderNullResourceShouldThrow', () => {
    expect(() => PromptTemplate.builder().resource(null as unknown as Resource)).toThrow(
      new IllegalArgumentException('resource cannot be null'),
    );
  });

  test('builderNullVariablesShouldThrow', () => {
    expect(() => PromptTemplate.builder().variables(null as unknown as Map<string, unknown>)).toThrow(
      new IllegalArgumentException('variables cannot be null'),
    );
  });

  test('builderNullVariableKeyShouldThrow', () => {
    const variables = new Map<string, unknown>([[null as unknown as string, 'value']]);
    expect(() => PromptTemplate.builder().variables(variables)).toThrow(
      new IllegalArgumentException('variables keys cannot be null'),
    );
  });

  test('builderNullRendererShouldThrow', () => {
    expect(() => PromptTemplate.builder().renderer(null as unknown as TemplateRenderer)).toThrow(
      new IllegalArgumentException('renderer cannot be null'),
    );
  });

  test('renderWithMissingVariableShouldThrow', () => {
    const promptTemplate = PromptTemplate.builder().template('Hello {name}!').build();
    expect(() => promptTemplate.render()).toThrow(
      new IllegalStateException('Not all variables were replaced in the template. Missing variable names are: [name].'),
    );
  });

  test('builderWithWhitespaceOnlyTemplateShouldThrow', () => {
    expect(() => PromptTemplate.builder().template('   ')).toThrow('template cannot be null or empty');
  });

  test('builderWithEmptyVariablesMapShouldWork', () => {
    const promptTemplate = PromptTemplate.builder().template('Status: active').variables(new Map()).build();
    expect(promptTemplate.render()).toBe('Status: active');
  });

  test('builderNullVariableValueShouldWork', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Result: {value}')
      .variables(new Map([['value', null]]))
      .build();
    const result = promptTemplate.render();
    expect(result).toContain('Result:');
    expect(result).toContain(':');
  });

  test('builderWithMultipleMissingVariablesShouldThrow', () => {
    const promptTemplate = PromptTemplate.builder().template('Processing {item} with {type} at {level}').build();
    expect(() => promptTemplate.render()).toThrow(IllegalStateException);
    let message = '';
    try {
      promptTemplate.render();
    } catch (error) {
      message = (error as IllegalStateException).getMessage() ?? '';
    }
    for (const part of ['Not all variables were replaced in the template', 'item', 'type', 'level']) {
      expect(message).toContain(part);
    }
  });

  test('builderWithPartialVariablesShouldThrow', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Processing {item} with {type}')
      .variables(new Map([['item', 'data']]))
      .build();
    expect(() => promptTemplate.render()).toThrow(IllegalStateException);
    expect(() => promptTemplate.render()).toThrow('Missing variable names are: [type]');
  });

  test('builderWithCompleteVariablesShouldRender', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Processing {item} with count {count}')
      .variables(
        new Map<string, unknown>([
          ['item', 'data'],
          ['count', 42],
        ]),
      )
      .build();
    expect(promptTemplate.render()).toBe('Processing data with count 42');
  });

  test('builderWithEmptyStringVariableShouldWork', () => {
    const promptTemplate = PromptTemplate.builder()
      .template("Hello '{name}'!")
      .variables(new Map([['name', '']]))
      .build();
    expect(promptTemplate.render()).toBe("Hello ''!");
  });
});
