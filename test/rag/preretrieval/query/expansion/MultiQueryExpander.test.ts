import { ChatClient, IllegalArgumentException, MultiQueryExpander, PromptTemplate, Query } from '../../../../../src/index.js';
import type { QueryExpander } from '../../../../../src/index.js';
import { chatModel, mockChatClientBuilder } from '../../../support.js';

describe('MultiQueryExpanderTests', () => {
  test('whenChatClientBuilderIsNullThenThrow', () => {
    expect(() => MultiQueryExpander.builder().chatClientBuilder(null as never).build()).toThrow(new IllegalArgumentException('chatClientBuilder cannot be null'));
  });

  test('whenQueryIsNullThenThrow', async () => {
    const queryExpander: QueryExpander = MultiQueryExpander.builder().chatClientBuilder(mockChatClientBuilder()).build();
    await expect(queryExpander.expand(null as never)).rejects.toThrow(new IllegalArgumentException('query cannot be null'));
  });

  test('whenPromptHasMissingNumberPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('You are the boss. Original query: {query}');
    const build = () => MultiQueryExpander.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: number');
  });

  test('whenPromptHasMissingQueryPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('You are the boss. Number of queries: {number}');
    const build = () => MultiQueryExpander.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: query');
  });

  test('whenBuilderIsNullThenThrow', () => {
    expect(() => MultiQueryExpander.builder().build()).toThrow(new IllegalArgumentException('chatClientBuilder cannot be null'));
  });

  test('whenPromptTemplateIsNullThenUseDefault', async () => {
    const { model, prompts } = chatModel('a\nb\nc');
    const queryExpander = MultiQueryExpander.builder().chatClientBuilder(ChatClient.builder(model)).promptTemplate(null as never).build();
    expect(queryExpander).toBeDefined();
    await queryExpander.expand(new Query('q'));
    expect(prompts[0]!.getContents()).toContain('Your task is to generate 3 different versions of the given query.');
  });

  test('whenPromptTemplateHasBothPlaceholdersThenBuild', () => {
    const validTemplate = new PromptTemplate('Generate {number} variations of: {query}');
    const expander = MultiQueryExpander.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(validTemplate).build();
    expect(expander).toBeInstanceOf(MultiQueryExpander);
  });

  test('whenPromptTemplateHasExtraPlaceholdersThenBuild', () => {
    const templateWithExtra = new PromptTemplate('Generate {number} variations of: {query}. Context: {context}');
    const expander = MultiQueryExpander.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(templateWithExtra).build();
    expect(expander).toBeInstanceOf(MultiQueryExpander);
  });

  test('whenBuilderSetMultipleTimesThenUseLastValue', () => {
    const firstBuilder = mockChatClientBuilder();
    const secondBuilder = mockChatClientBuilder();
    const expander = MultiQueryExpander.builder().chatClientBuilder(firstBuilder).chatClientBuilder(secondBuilder).build();
    expect(expander).toBeInstanceOf(MultiQueryExpander);
    expect(firstBuilder.build).not.toHaveBeenCalled();
    expect(secondBuilder.build).toHaveBeenCalledTimes(1);
  });

  test('whenPromptTemplateSetToNullAfterValidTemplateThenUseDefault', async () => {
    const validTemplate = new PromptTemplate('Config: {number} values for {query}');
    const { model, prompts } = chatModel('a\nb\nc');
    const expander = MultiQueryExpander.builder().chatClientBuilder(ChatClient.builder(model)).promptTemplate(validTemplate).promptTemplate(null as never).build();
    expect(expander).toBeDefined();
    await expander.expand(new Query('q'));
    expect(prompts[0]!.getContents()).not.toContain('Config:');
    expect(prompts[0]!.getContents()).toContain('Original query: q');
  });

  test('whenPromptTemplateHasPlaceholdersInDifferentCaseThenThrow', () => {
    const templateWithWrongCase = new PromptTemplate('Generate {NUMBER} variations of: {QUERY}');
    const build = () => MultiQueryExpander.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(templateWithWrongCase).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template');
  });
});
