// Our own tests: MiniMaxEmbeddingModel through MiniMaxApi (the real openai client) against the simulator.
import { Document, EmbeddingRequest, IllegalArgumentException, MetadataMode, RetryUtils } from '../../../src/index.js';
import { MiniMaxApi, MiniMaxApiException, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from '../../../src/model/minimax/index.js';
import { MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';

const cosine = (a: number[], b: number[]): number => a.reduce((sum, value, i) => sum + value * (b[i] as number), 0);

describe('MiniMaxEmbeddingModel against the simulator', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: ['sk-embed'] });
  let api: MiniMaxApi;
  beforeAll(async () => {
    await simulator.start();
    api = new MiniMaxApi(simulator.getBaseUrl(), 'sk-embed');
  });
  afterAll(() => simulator.stop());

  test('embeds texts: 1536 unit vectors, texts sharing words are close', async () => {
    const model = new MiniMaxEmbeddingModel(api);
    const [cats, cats2, cars] = await model.embed([
      'Cats sleep on warm windows',
      'Where do cats sleep? On windows.',
      'Diesel engines power trucks',
    ]);
    expect(cats).toHaveLength(1536);
    expect(Math.abs(cosine(cats!, cats!) - 1)).toBeLessThan(1e-9);
    expect(cosine(cats!, cats2!)).toBeGreaterThan(0.6);
    expect(Math.abs(cosine(cats!, cars!))).toBeLessThan(0.3);
    await expect(model.dimensions()).resolves.toBe(1536);
    const body = simulator.requests().find((r) => r.path === '/v1/embeddings')!.body as Record<string, unknown>;
    expect(body).toEqual({ texts: ['Cats sleep on warm windows', 'Where do cats sleep? On windows.', 'Diesel engines power trucks'], model: 'embo-01', type: 'db' });
  });

  test('documents embed their formatted content; the query type and usage are passed', async () => {
    const model = new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, MiniMaxEmbeddingOptions.builder().model('embo-01').type('query').build());
    expect(model.getEmbeddingContent(new Document('text', { topic: 'pets' }))).toBe('topic: pets\n\ntext');
    const response = await model.call(new EmbeddingRequest(['hello'], undefined));
    expect(response.getMetadata().getModel()).toBe('embo-01');
    expect(response.getMetadata().getUsage().getTotalTokens!()).toBeGreaterThan(0);
    const last = simulator.requests().at(-1)!.body as Record<string, unknown>;
    expect(last['type']).toBe('query');
  });

  test('a wrong key is a non-transient MiniMaxApiException, without the key in the message', async () => {
    const model = new MiniMaxEmbeddingModel(new MiniMaxApi(simulator.getBaseUrl(), 'sk-wrong-secret'), MetadataMode.EMBED, MiniMaxEmbeddingOptions.builder().model(MiniMaxApi.DEFAULT_EMBEDDING_MODEL).build(), RetryUtils.SHORT_RETRY_TEMPLATE);
    const error = await model.embed('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MiniMaxApiException);
    expect(String((error as Error).message)).not.toContain('sk-wrong-secret');
  });

  test('an empty text list and a missing model are rejected', async () => {
    await expect(api.embeddings(new MiniMaxApi.EmbeddingRequest([]))).rejects.toThrow(new IllegalArgumentException('The input list can not be empty.'));
    const model = new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, MiniMaxEmbeddingOptions.builder().build());
    await expect(model.call(new EmbeddingRequest(['x'], undefined))).rejects.toThrow(new IllegalArgumentException('model cannot be null or empty'));
  });
});
