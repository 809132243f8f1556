import { PromptTemplate, type TemplateRenderer } from 'spring-ai-ts';

// Fills `{{name}}` placeholders instead of StringTemplate's `{name}`.
class DoubleBraceRenderer implements TemplateRenderer {
  apply(template: string, variables: Map<string, unknown>): string {
    return template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => String(variables.get(name) ?? ''));
  }
}

const promptTemplate = PromptTemplate.builder().renderer(new DoubleBraceRenderer()).template('Tell me a {{adjective}} joke').build();
console.log(promptTemplate.create({ adjective: 'funny' }).getContents()); // Tell me a funny joke
export {};
