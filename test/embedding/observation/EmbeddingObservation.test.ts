import {
  DefaultEmbeddingModelObservationConvention,
  DefaultUsage,
  Embedding,
  EmbeddingModelObservationContext,
  EmbeddingOptions,
  EmbeddingRequest,
  EmbeddingResponse,
  EmbeddingResponseMetadata,
  KeyValue,
  MetadataMode,
} from '../../../src/index.js';
import { TestObservationRegistry } from '../../../src/testing/index.js';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from '../../../src/model/minimax/index.js';
import { MiniMaxSimulator } from '../../../src/minimax-simulator/index.js';

describe('DefaultEmbeddingModelObservationConventionTests', () => {
  const convention = new DefaultEmbeddingModelObservationConvention();
  const context = (options = EmbeddingOptions.builder().model('mistral').dimensions(1492).build()) =>
    EmbeddingModelObservationContext.builder().embeddingRequest(new EmbeddingRequest(['VHS'], options)).provider('superprovider').build();

  test('shouldHaveName', () => {
    expect(convention.getName()).toBe(DefaultEmbeddingModelObservationConvention.DEFAULT_NAME);
  });

  test('contextualNameWhenModelIsDefined', () => {
    expect(convention.getContextualName(context())).toBe('embedding mistral');
  });

  test('contextualNameWhenModelIsNotDefined', () => {
    expect(convention.getContextualName(context(EmbeddingOptions.builder().build()))).toBe('embedding');
  });

  test('supportsOnlyEmbeddingModelObservationContext', () => {
    expect(convention.supportsContext(context())).toBe(true);
    expect(convention.supportsContext({} as never)).toBe(false);
  });

  test('shouldHaveRequiredKeyValues', () => {
    const ctx = context();
    ctx.setResponse(new EmbeddingResponse([new Embedding([1], 0)], new EmbeddingResponseMetadata('mistral-42', new DefaultUsage(1000, 0, 1000))));
    const low = convention.getLowCardinalityKeyValues(ctx);
    expect(low.toString()).toContain('gen_ai.operation.name');
    for (const [key, value] of [
      ['gen_ai.system', 'superprovider'],
      ['gen_ai.request.model', 'mistral'],
      ['gen_ai.response.model', 'mistral-42'],
    ]) {
      expect([...low].some((kv: KeyValue) => kv.getKey() === key && kv.getValue() === value)).toBe(true);
    }
    const high = [...convention.getHighCardinalityKeyValues(ctx)].map((kv: KeyValue) => [kv.getKey(), kv.getValue()]);
    expect(high).toEqual(expect.arrayContaining([['gen_ai.request.embedding.dimensions', '1492'], ['gen_ai.usage.input_tokens', '1000'], ['gen_ai.usage.total_tokens', '1000']]));
  });

  test('shouldHaveNoneKeyValuesWhenMissing', () => {
    const low = [...convention.getLowCardinalityKeyValues(context(EmbeddingOptions.builder().build()))];
    expect(low.some((kv: KeyValue) => kv.getKey() === 'gen_ai.request.model' && kv.getValue() === 'none')).toBe(true);
    expect([...convention.getHighCardinalityKeyValues(context(EmbeddingOptions.builder().build()))]).toEqual([]);
  });
});

describe('MiniMaxEmbeddingModel observation (own, on the simulator)', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());

  test('each call is observed with the embedding convention', async () => {
    const registry = TestObservationRegistry.create();
    const model = new MiniMaxEmbeddingModel(new MiniMaxApi(simulator.getBaseUrl(), 'k'), MetadataMode.EMBED, MiniMaxEmbeddingOptions.builder().model('embo-01').build(), undefined, registry);
    await model.call(new EmbeddingRequest(['hello'], MiniMaxEmbeddingOptions.builder().model('embo-01').build()));
    const [observed] = registry.getContexts().map((c) => c.getContext());
    expect(observed!.getName()).toBe('gen_ai.client.operation');
    expect(observed!.getContextualName()).toBe('embedding embo-01');
    expect(observed!.getHighCardinalityKeyValues().toString()).toContain('gen_ai.usage.total_tokens');
  });
});
