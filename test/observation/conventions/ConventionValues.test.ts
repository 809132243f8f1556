import {
  AiObservationAttributes,
  AiObservationMetricAttributes,
  AiObservationMetricNames,
  AiOperationType,
  AiProvider,
  AiTokenType,
  SpringAiKind,
  VectorStoreObservationAttributes,
  VectorStoreSimilarityMetric,
} from '../../../src/observation/conventions/index.js';

// Pins Spring AI v1.1.8's exact values: observations, dashboards and alerts depend on them.
describe('Spring AI observation convention values (spring-ai-ts)', () => {
  test('operation types, providers, kinds and token types', () => {
    expect(AiOperationType.values().map((type) => type.value())).toEqual([
      'chat',
      'embedding',
      'framework',
      'image',
      'text_completion',
    ]);
    expect(AiProvider.MINIMAX.value()).toBe('minimax');
    expect(AiProvider.SPRING_AI.value()).toBe('spring_ai');
    expect(AiProvider.AZURE_OPENAI.value()).toBe('azure-openai');
    expect(AiProvider.GOOGLE_GENAI_AI.value()).toBe('google_genai');
    expect(AiProvider.values()).toHaveLength(15);
    expect(SpringAiKind.values().map((kind) => kind.value())).toEqual(['advisor', 'chat_client', 'tool_call', 'vector_store']);
    expect(AiTokenType.values().map((type) => type.value())).toEqual(['input', 'output', 'total']);
  });

  test('attribute keys and metric names', () => {
    expect(AiObservationAttributes.AI_OPERATION_TYPE.value()).toBe('gen_ai.operation.name');
    expect(AiObservationAttributes.AI_PROVIDER.value()).toBe('gen_ai.system');
    expect(AiObservationAttributes.REQUEST_TOOL_NAMES.value()).toBe('spring.ai.model.request.tool.names');
    expect(AiObservationAttributes.USAGE_TOTAL_TOKENS.value()).toBe('gen_ai.usage.total_tokens');
    expect(AiObservationAttributes.values()).toHaveLength(21);
    expect(AiObservationMetricAttributes.TOKEN_TYPE.value()).toBe('gen_ai.token.type');
    expect(AiObservationMetricNames.OPERATION_DURATION.value()).toBe('gen_ai.client.operation.duration');
    expect(AiObservationMetricNames.TOKEN_USAGE.value()).toBe('gen_ai.client.token.usage');
    expect(VectorStoreObservationAttributes.DB_VECTOR_QUERY_TOP_K.value()).toBe('db.vector.query.top_k');
    expect(VectorStoreSimilarityMetric.values().map((metric) => metric.value())).toEqual([
      'cosine',
      'dot',
      'euclidean',
      'manhattan',
    ]);
  });
});
