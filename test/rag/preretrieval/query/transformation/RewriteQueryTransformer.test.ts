import { IllegalArgumentException, PromptTemplate, RewriteQueryTransformer } from '../../../../../src/index.js';
import type { QueryTransformer } from '../../../../../src/index.js';
import { mockChatClientBuilder } from '../../../support.js';

describe('RewriteQueryTransformerTests', () => {
  test('whenChatClientBuilderIsNullThenThrow', () => {
    expect(() => RewriteQueryTransformer.builder().chatClientBuilder(null as never).build()).toThrow(new IllegalArgumentException('chatClientBuilder cannot be null'));
  });

  test('whenQueryIsNullThenThrow', async () => {
    const queryTransformer: QueryTransformer = RewriteQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).build();
    await expect(queryTransformer.transform(null as never)).rejects.toThrow(new IllegalArgumentException('query cannot be null'));
  });

  test('whenPromptHasMissingTargetPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('Rewrite {query}');
    const build = () =>
      RewriteQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).targetSearchSystem('vector store').promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template');
    expect(build).toThrow('target');
  });

  test('whenPromptHasMissingQueryPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('Rewrite for {target}');
    const build = () =>
      RewriteQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).targetSearchSystem('search engine').promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: query');
  });
});
