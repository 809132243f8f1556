import {
  DefaultEmbeddingModelObservationConvention,
  DefaultUsage,
  EmbeddingModelObservationContext,
  EmbeddingOptions,
  EmbeddingRequest,
  EmbeddingResponse,
  EmbeddingResponseMetadata,
  KeyValue,
  MetadataMode,
  RetryUtils,
} from '../../../src/index.js';
import { TestObservationRegistry } from '../../../src/testing/index.js';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from '../../../src/model/minimax/index.js';
import { MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';

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

  const pairs = (keyValues: Iterable<KeyValue>): string[][] => [...keyValues].map((kv: KeyValue) => [kv.getKey(), kv.getValue()]);

  test('shouldHaveLowCardinalityKeyValuesWhenDefined', () => {
    const low = pairs(convention.getLowCardinalityKeyValues(context(EmbeddingOptions.builder().model('mistral').build())));
    expect(low).toEqual(expect.arrayContaining([['gen_ai.operation.name', 'embedding'], ['gen_ai.system', 'superprovider'], ['gen_ai.request.model', 'mistral']]));
  });

  test('shouldHaveLowCardinalityKeyValuesWhenDefinedAndResponse', () => {
    const ctx = context(EmbeddingOptions.builder().model('mistral').dimensions(1492).build());
    ctx.setResponse(new EmbeddingResponse([], new EmbeddingResponseMetadata('mistral-42', new DefaultUsage(1000, 0, 1000))));
    expect(pairs(convention.getLowCardinalityKeyValues(ctx))).toEqual(expect.arrayContaining([['gen_ai.response.model', 'mistral-42']]));
    expect(pairs(convention.getHighCardinalityKeyValues(ctx))).toEqual(
      expect.arrayContaining([['gen_ai.request.embedding.dimensions', '1492'], ['gen_ai.usage.input_tokens', '1000'], ['gen_ai.usage.total_tokens', '1000']]),
    );
  });

  test('shouldNotHaveKeyValuesWhenMissing', () => {
    const ctx = context(EmbeddingOptions.builder().build());
    expect(pairs(convention.getLowCardinalityKeyValues(ctx))).toEqual(expect.arrayContaining([['gen_ai.request.model', 'none'], ['gen_ai.response.model', 'none']]));
    const highKeys = pairs(convention.getHighCardinalityKeyValues(ctx)).map(([key]) => key);
    for (const key of ['gen_ai.request.embedding.dimensions', 'gen_ai.usage.input_tokens', 'gen_ai.usage.total_tokens']) expect(highKeys).not.toContain(key);
  });
});

describe('MiniMaxEmbeddingModel observation (own, on the simulator)', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());

  test('each call is observed with the embedding convention', async () => {
    const registry = TestObservationRegistry.create();
    const model = new MiniMaxEmbeddingModel(new MiniMaxApi(simulator.getBaseUrl(), 'k'), MetadataMode.EMBED, MiniMaxEmbeddingOptions.builder().model('embo-01').build(), RetryUtils.DEFAULT_RETRY_TEMPLATE, registry);
    await model.call(new EmbeddingRequest(['hello'], MiniMaxEmbeddingOptions.builder().model('embo-01').build()));
    const [observed] = registry.getContexts().map((c) => c.getContext());
    expect(observed!.getName()).toBe('gen_ai.client.operation');
    expect(observed!.getContextualName()).toBe('embedding embo-01');
    expect(observed!.getHighCardinalityKeyValues().toString()).toContain('gen_ai.usage.total_tokens');
  });
});
