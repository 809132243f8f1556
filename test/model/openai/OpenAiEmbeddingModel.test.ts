// Ported from Spring AI OpenAiEmbeddingModelTests and OpenAiEmbeddingDeserializerTests (spring-ai-openai, v1.1.8).
// testCustomModelDimensions is not ported: it reads a test resource (embedding-model-dimensions.properties) of Spring's class path.
// The deserializer's tests against a mocked Jackson parser become tests of the JSON reading of OpenAiApi.Embedding.
import { Document } from '../../../src/document/Document.js';
import { MetadataMode } from '../../../src/document/MetadataMode.js';
import { EmbeddingRequest } from '../../../src/embedding/EmbeddingRequest.js';
import { IOException } from '../../../src/java/core/IOException.js';
import { MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';
import { readEmbeddingList } from '../../../src/model/openai/api/internal/wire.js';
import { OpenAiApi, OpenAiEmbeddingModel, OpenAiEmbeddingOptions } from '../../../src/model/openai/index.js';
import { RetryUtils } from '../../../src/retry/RetryUtils.js';

const base64Of = (values: number[]): string => {
  const view = new DataView(new ArrayBuffer(values.length * 4));
  values.forEach((value, i) => view.setFloat32(i * 4, value, true));
  return Buffer.from(view.buffer).toString('base64');
};
const embeddingOf = (embedding: unknown, index = 1) => readEmbeddingList({ data: [{ index, embedding, object: 'embedding' }] }).data()?.[0];

describe('OpenAiEmbeddingModelTests', () => {
  test('testDefaultModelDimensions', async () => {
    const embeddingModel = new OpenAiEmbeddingModel(OpenAiApi.builder().apiKey('sk-123').build());
    const embed = jest.spyOn(embeddingModel, 'embed');
    expect(await embeddingModel.dimensions()).toBe(1536);
    expect(embed).not.toHaveBeenCalled();
  });
});

describe('OpenAiEmbeddingDeserializerTests', () => {
  test('testDeserializeFloatArray', () => {
    expect(embeddingOf([1.0, 2.0, 3.0])?.embedding()).toEqual([1, 2, 3]);
  });

  test('testDeserializeBase64String', () => {
    const result = embeddingOf(base64Of([4.2, -1.5, 0.0]))?.embedding() ?? [];
    [4.2, -1.5, 0.0].forEach((value, i) => expect(result[i]).toBeCloseTo(value, 4));
  });

  test('testDeserializeIllegalToken', () => {
    expect(() => embeddingOf(7)).toThrow(IOException);
    expect(() => embeddingOf(7)).toThrow(/Illegal embedding/);
  });

  test('testDeserializeEmbeddingWithFloatArray', () => {
    const embedding = embeddingOf([1.0, 2.0, 3.0], 1);
    expect(embedding?.index()).toBe(1);
    expect(embedding?.embedding()).toEqual([1, 2, 3]);
    expect(embedding?.object()).toBe('embedding');
  });

  test('testDeserializeEmbeddingWithBase64String', () => {
    const embedding = embeddingOf(base64Of([4.2, -1.5, 0.0]), 2);
    expect(embedding?.index()).toBe(2);
    expect(embedding?.embedding()?.[1]).toBeCloseTo(-1.5, 4);
    expect(embedding?.object()).toBe('embedding');
  });

  test('testDeserializeEmbeddingWithWrongType', () => {
    expect(() => embeddingOf(123, 3)).toThrow(/Illegal embedding/);
  });
});

describe('OpenAiEmbeddingModel against the simulator (ours)', () => {
  const simulator = new MiniMaxSimulator({ api: 'openai' });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = (await simulator.start()).baseUrl;
  });
  afterAll(() => simulator.stop());

  test('embeds texts and documents with the options merged over the defaults', async () => {
    const api = OpenAiApi.builder().baseUrl(baseUrl).apiKey('k').build();
    const defaults = OpenAiEmbeddingOptions.builder().model('text-embedding-3-small').user('u1').build();
    const model = new OpenAiEmbeddingModel(api, MetadataMode.EMBED, defaults, RetryUtils.SHORT_RETRY_TEMPLATE);
    simulator.reset();
    const response = await model.call(new EmbeddingRequest(['red apples', 'green apples'], OpenAiEmbeddingOptions.builder().dimensions(8).build()));
    expect(response.getResults().map((embedding) => embedding.getOutput().length)).toEqual([8, 8]);
    expect(response.getMetadata().getModel()).toBe('text-embedding-3-small');
    expect(response.getMetadata().getUsage().getPromptTokens()).toBeGreaterThan(0);
    expect(simulator.requests()[0]?.body).toEqual({ input: ['red apples', 'green apples'], model: 'text-embedding-3-small', dimensions: 8, user: 'u1' });
    const vector = await model.embed(new Document('red apples'));
    expect(vector).toHaveLength(1536);
  });

  test('a constructor argument given as undefined fails as Java null does', () => {
    const api = OpenAiApi.builder().baseUrl(baseUrl).apiKey('k').build();
    expect(() => new OpenAiEmbeddingModel(api, undefined as unknown as MetadataMode)).toThrow('metadataMode must not be null');
  });
});
