import { IllegalArgumentException, PromptTemplate, TranslationQueryTransformer } from '../../../../../src/index.js';
import type { QueryTransformer } from '../../../../../src/index.js';
import { mockChatClientBuilder } from '../../../support.js';

describe('TranslationQueryTransformerTests', () => {
  test('whenChatClientBuilderIsNullThenThrow', () => {
    expect(() => TranslationQueryTransformer.builder().chatClientBuilder(null as never).build()).toThrow(new IllegalArgumentException('chatClientBuilder cannot be null'));
  });

  test('whenQueryIsNullThenThrow', async () => {
    const queryTransformer: QueryTransformer = TranslationQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).targetLanguage('italian').build();
    await expect(queryTransformer.transform(null as never)).rejects.toThrow(new IllegalArgumentException('query cannot be null'));
  });

  test('whenPromptHasMissingTargetLanguagePlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('Translate {query}');
    const build = () =>
      TranslationQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).targetLanguage('italian').promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: targetLanguage');
  });

  test('whenPromptHasMissingQueryPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('Translate to {targetLanguage}');
    const build = () =>
      TranslationQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).targetLanguage('italian').promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: query');
  });
});
