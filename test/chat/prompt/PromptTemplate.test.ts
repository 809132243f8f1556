import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { PromptTemplate } from '../../../src/chat/prompt/PromptTemplate.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ByteArrayResource } from '../../../src/java/core/io/ByteArrayResource.js';
import { NoOpTemplateRenderer } from '../../../src/template/NoOpTemplateRenderer.js';
import type { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';

class CustomTestRenderer implements TemplateRenderer {
  apply(template: string): string {
    // Ignores the variables on purpose: only marks the template as rendered.
    return `${template} (Rendered by Custom)`;
  }
}

describe('PromptTemplateTests', () => {
  test('createWithValidTemplate', () => {
    expect(new PromptTemplate('Hello {name}!').getTemplate()).toBe('Hello {name}!');
  });

  test('createWithEmptyTemplate', () => {
    expect(() => new PromptTemplate('')).toThrow(IllegalArgumentException);
    expect(() => new PromptTemplate('')).toThrow('template cannot be null or empty');
  });

  test('createWithNullTemplate', () => {
    expect(() => new PromptTemplate(null as unknown as string)).toThrow('template cannot be null or empty');
  });

  test('createWithValidResource', () => {
    const resource = new ByteArrayResource('Hello {name}!');
    expect(new PromptTemplate(resource).getTemplate()).toBe('Hello {name}!');
  });

  // createWithNullResource: new PromptTemplate(null) cannot tell Java's Resource constructor from the
  // String one; it fails with "template cannot be null or empty" (createWithNullTemplate).

  test('createWithNullVariables', () => {
    expect(() =>
      PromptTemplate.builder()
        .template('Hello!')
        .variables(null as unknown as Map<string, unknown>)
        .build(),
    ).toThrow('variables cannot be null');
  });

  test('createWithNullVariableKeys', () => {
    const variables = new Map<string, unknown>([[null as unknown as string, 'value']]);
    expect(() => PromptTemplate.builder().template('Hello!').variables(variables).build()).toThrow(
      'variables keys cannot be null',
    );
  });

  test('addVariable', () => {
    const promptTemplate = new PromptTemplate('Hello {name}!');
    promptTemplate.add('name', 'Spring AI');
    expect(promptTemplate.render()).toBe('Hello Spring AI!');
  });

  test('renderWithoutVariables', () => {
    expect(new PromptTemplate('Hello!').render()).toBe('Hello!');
  });

  test('renderWithVariables', () => {
    const variables = new Map<string, unknown>([['name', 'Spring AI']]);
    expect(PromptTemplate.builder().template('Hello {name}!').variables(variables).build().render()).toBe(
      'Hello Spring AI!',
    );
  });

  test('renderWithAdditionalVariables', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('{greeting} {name}!')
      .variables(new Map([['greeting', 'Hello']]))
      .build();
    expect(promptTemplate.render(new Map([['name', 'Spring AI']]))).toBe('Hello Spring AI!');
  });

  test('renderWithResourceVariable', () => {
    const variables = new Map<string, unknown>([['content', new ByteArrayResource('Spring AI')]]);
    expect(new PromptTemplate('Hello {content}!').render(variables)).toBe('Hello Spring AI!');
  });

  test('createMessageWithoutVariables', () => {
    const message = new PromptTemplate('Hello!').createMessage();
    expect(message).toBeInstanceOf(UserMessage);
    expect(message.getText()).toBe('Hello!');
  });

  test('createMessageWithVariables', () => {
    const message = new PromptTemplate('Hello {name}!').createMessage(new Map([['name', 'Spring AI']]));
    expect(message).toBeInstanceOf(UserMessage);
    expect(message.getText()).toBe('Hello Spring AI!');
  });

  test('createPromptWithoutVariables', () => {
    expect(new PromptTemplate('Hello!').create().getContents()).toBe('Hello!');
  });

  test('createPromptWithVariables', () => {
    const variables = new Map<string, unknown>([['name', 'Spring AI']]);
    const promptTemplate = PromptTemplate.builder().template('Hello {name}!').variables(variables).build();
    expect(promptTemplate.create(variables).getContents()).toBe('Hello Spring AI!');
  });

  test('createWithCustomRenderer', () => {
    const promptTemplate = PromptTemplate.builder().template('Hello {name}!').renderer(new NoOpTemplateRenderer()).build();
    expect(promptTemplate.render()).toBe('Hello {name}!');
  });

  test('builderShouldNotAllowBothTemplateAndResource', () => {
    const resource = new ByteArrayResource('Hello!');
    expect(() => PromptTemplate.builder().template('Hello!').resource(resource).build()).toThrow(
      'Only one of template or resource can be set',
    );
  });

  // --- Builder Pattern Tests ---

  test('createWithValidTemplate_Builder', () => {
    const promptTemplate = PromptTemplate.builder().template('Hello {name}!').build();
    expect(promptTemplate.render(new Map([['name', 'Test']]))).toBe('Hello Test!');
  });

  test('renderWithVariables_Builder', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Hello {name}!')
      .variables(new Map([['name', 'Spring AI']]))
      .build();
    expect(promptTemplate.render()).toBe('Hello Spring AI!');
  });

  test('createWithValidResource_Builder', () => {
    const promptTemplate = PromptTemplate.builder().resource(new ByteArrayResource('Hello {name}!')).build();
    expect(promptTemplate.render(new Map([['name', 'Resource']]))).toBe('Hello Resource!');
  });

  test('addVariable_Builder', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Hello {name}!')
      .variables(new Map([['name', 'Spring AI']]))
      .build();
    expect(promptTemplate.render()).toBe('Hello Spring AI!');
  });

  test('renderWithoutVariables_Builder', () => {
    expect(PromptTemplate.builder().template('Hello!').build().render()).toBe('Hello!');
  });

  test('renderWithAdditionalVariables_Builder', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('{greeting} {name}!')
      .variables(new Map([['greeting', 'Hello']]))
      .build();
    expect(promptTemplate.render(new Map([['name', 'Spring AI']]))).toBe('Hello Spring AI!');
  });

  test('renderWithResourceVariable_Builder', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Hello {content}!')
      .variables(new Map([['content', new ByteArrayResource('Spring AI')]]))
      .build();
    expect(promptTemplate.render()).toBe('Hello Spring AI!');
  });

  test('variablesOverwriting_Builder', () => {
    const promptTemplate = PromptTemplate.builder()
      .template('Hello {name} {noun}!')
      .variables(
        new Map([
          ['name', 'Initial'],
          ['adj', 'Good'],
        ]),
      )
      .variables(
        new Map([
          ['name', 'Overwritten'],
          ['noun', 'Day'],
        ]),
      )
      .build();
    expect(promptTemplate.render()).toBe('Hello Overwritten Day!');
  });

  test('customRenderer_Builder', () => {
    const promptTemplate = PromptTemplate.builder().template('This is a test.').renderer(new CustomTestRenderer()).build();
    expect(promptTemplate.render()).toBe('This is a test. (Rendered by Custom)');
  });

  test('resource_Builder', () => {
    const promptTemplate = PromptTemplate.builder()
      .resource(new ByteArrayResource('Hello {name} from Resource!'))
      .variables(new Map([['name', 'Builder']]))
      .build();
    expect(promptTemplate.render()).toBe('Hello Builder from Resource!');
  });

  test('renderWithResourceFile', () => {
    // Java's classpath resource prompt-user.txt holds "Hello, world!".
    const resource = new ByteArrayResource('Hello, world!', 'prompt-user.txt');
    const promptTemplate = PromptTemplate.builder()
      .template('How {name}')
      .variables(new Map([['name', resource]]))
      .build();
    expect(promptTemplate.render(new Map())).toBe('How Hello, world!');
  });
});
