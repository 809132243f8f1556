import { CompressionQueryTransformer, IllegalArgumentException, PromptTemplate } from '../../../../../src/index.js';
import type { QueryTransformer } from '../../../../../src/index.js';
import { mockChatClientBuilder } from '../../../support.js';

describe('CompressionQueryTransformerTests', () => {
  test('whenChatClientBuilderIsNullThenThrow', () => {
    expect(() => CompressionQueryTransformer.builder().chatClientBuilder(null as never).build()).toThrow(new IllegalArgumentException('chatClientBuilder cannot be null'));
  });

  test('whenQueryIsNullThenThrow', async () => {
    const queryTransformer: QueryTransformer = CompressionQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).build();
    await expect(queryTransformer.transform(null as never)).rejects.toThrow(new IllegalArgumentException('query cannot be null'));
  });

  test('whenPromptHasMissingHistoryPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('Compress {query}');
    const build = () => CompressionQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: history');
  });

  test('whenPromptHasMissingQueryPlaceholderThenThrow', () => {
    const customPromptTemplate = new PromptTemplate('Compress {history}');
    const build = () => CompressionQueryTransformer.builder().chatClientBuilder(mockChatClientBuilder()).promptTemplate(customPromptTemplate).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('The following placeholders must be present in the prompt template: query');
  });
});
