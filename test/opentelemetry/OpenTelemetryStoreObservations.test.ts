// spring-ai-ts own tests (no Java counterpart): the OpenTelemetry bridge for embedding and vector store
// observations. MiniMaxEmbeddingModel against the loopback simulator and a SimpleVectorStore on it;
// spans go to the SDK's in-memory exporter, metrics to an in-memory reader, in both conventions.
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Document } from '../../src/document/Document.js';
import { EmbeddingRequest } from '../../src/embedding/EmbeddingRequest.js';
import { MetadataMode } from '../../src/document/MetadataMode.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from '../../src/model/minimax/index.js';
import { OpenTelemetryObservations, type OpenTelemetrySemanticConventions } from '../../src/opentelemetry/index.js';
import { RetryUtils } from '../../src/retry/RetryUtils.js';
import { SearchRequest } from '../../src/vectorstore/SearchRequest.js';
import { SimpleVectorStore } from '../../src/vectorstore/SimpleVectorStore.js';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { metricPoints, type OtelHarness, otelHarness, TestMetricReader } from './otelTestSupport.js';

const KEY = 'sk-test-key-otel-stores';

describe.each<OpenTelemetrySemanticConventions>(['spring', 'gen_ai'])('OpenTelemetry bridge for embeddings and vector stores, %s conventions', (conventions) => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let otel: OtelHarness;
  let baseUrl: string;
  const genAi = conventions === 'gen_ai';

  const setUp = (logQueryResponse = false) => {
    const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), {
      tracer: otel.provider.getTracer('spring-ai-ts-test'),
      meter: otel.meterProvider.getMeter('spring-ai-ts-test'),
      semanticConventions: conventions,
      logQueryResponse,
    });
    const options = MiniMaxEmbeddingOptions.builder().model('embo-01').build();
    const embeddingModel = new MiniMaxEmbeddingModel(new MiniMaxApi({ baseUrl, apiKey: KEY }), MetadataMode.EMBED, options, RetryUtils.DEFAULT_RETRY_TEMPLATE, registry);
    const store = SimpleVectorStore.builder(embeddingModel).observationRegistry(registry).build();
    return { embeddingModel, store };
  };

  beforeAll(async () => {
    otel = otelHarness();
    baseUrl = (await simulator.start()).baseUrl;
  });
  afterAll(async () => {
    await simulator.stop();
    await otel.shutdown();
  });
  beforeEach(() => otel.exporter.reset());

  const spans = () => otel.exporter.getFinishedSpans();
  const only = (name: string): ReadableSpan => {
    const found = spans().filter((span) => span.name === name);
    expect(found.map((span) => span.name)).toEqual([name]);
    return found[0] as ReadableSpan;
  };
  const embeddingSpanName = genAi ? 'embeddings embo-01' : 'embedding embo-01';
  const storeEmbeddingSpanName = genAi ? 'embeddings' : 'embedding';

  test('an embedding call: span name, kind and attributes', async () => {
    const { embeddingModel } = setUp();
    const response = await embeddingModel.call(new EmbeddingRequest(['hello world'], MiniMaxEmbeddingOptions.builder().model('embo-01').build()));
    // MiniMax reports a total only (prompt tokens 0, as in Spring's MiniMaxEmbeddingModel): every token of an embeddings call is input.
    const usage = response.getMetadata().getUsage();
    expect(usage.getPromptTokens()).toBe(0);
    const inputTokens = usage.getTotalTokens();
    expect(inputTokens).toBeGreaterThan(0);
    const span = only(embeddingSpanName);
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    if (genAi) {
      expect(span.kind).toBe(SpanKind.CLIENT);
      expect(span.attributes).toMatchObject({
        'gen_ai.operation.name': 'embeddings',
        'gen_ai.provider.name': 'minimax',
        'gen_ai.request.model': 'embo-01',
        'gen_ai.usage.input_tokens': inputTokens,
      });
      // Spring's names the conventions replace or do not define are not exported.
      for (const key of ['gen_ai.system', 'gen_ai.usage.total_tokens', 'gen_ai.request.embedding.dimensions']) expect(span.attributes).not.toHaveProperty(key);
    } else {
      expect(span.kind).toBe(SpanKind.INTERNAL);
      expect(span.attributes).toMatchObject({
        'gen_ai.operation.name': 'embedding',
        'gen_ai.system': 'minimax',
        'gen_ai.request.model': 'embo-01',
        'gen_ai.usage.input_tokens': '0',
        'gen_ai.usage.total_tokens': String(inputTokens),
      });
    }
  });

  test('an embedding call records the operation duration and token usage', async () => {
    // A meter of its own, so that only this call is counted.
    const reader = new TestMetricReader();
    const meterProvider = new MeterProvider({ readers: [reader] });
    const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), { meter: meterProvider.getMeter('own'), semanticConventions: conventions });
    const model = new MiniMaxEmbeddingModel(new MiniMaxApi({ baseUrl, apiKey: KEY }), MetadataMode.EMBED, MiniMaxEmbeddingOptions.builder().model('embo-01').build(), RetryUtils.DEFAULT_RETRY_TEMPLATE, registry);
    const response = await model.call(new EmbeddingRequest(['count my tokens'], MiniMaxEmbeddingOptions.builder().model('embo-01').build()));
    const total = response.getMetadata().getUsage().getTotalTokens();
    const collected = (await reader.collect()).resourceMetrics;
    const durations = metricPoints(collected, 'gen_ai.client.operation.duration');
    expect(durations).toHaveLength(1);
    expect(durations[0]?.attributes).toMatchObject({ 'gen_ai.operation.name': genAi ? 'embeddings' : 'embedding', 'gen_ai.request.model': 'embo-01' });
    expect((durations[0]?.value as { count: number }).count).toBe(1);
    const usage = metricPoints(collected, 'gen_ai.client.token.usage');
    const byType = Object.fromEntries(usage.map((point) => [point.attributes['gen_ai.token.type'], point.value]));
    if (genAi) {
      // A histogram of input tokens only; the provider reports a total, which is all input.
      expect(Object.keys(byType)).toEqual(['input']);
      expect((byType['input'] as { sum: number }).sum).toBe(total);
      expect(usage[0]?.attributes['gen_ai.provider.name']).toBe('minimax');
    } else {
      // Spring's counters per token type, with the model call's low cardinality key values.
      expect(byType).toEqual({ input: 0, output: 0, total });
      expect(usage[0]?.attributes['gen_ai.system']).toBe('minimax');
    }
    await meterProvider.shutdown();
  });

  test('vector store add and search: span names, nesting under the store operation, attributes', async () => {
    const { store } = setUp();
    await store.add([new Document('Paris is the capital of France', { id: 'doc-paris' }), new Document('Berlin is in Germany', { id: 'doc-berlin' })]);
    const found = await store.similaritySearch(SearchRequest.builder().query('capital of France').topK(1).build());
    expect(found).toHaveLength(1);
    const addName = genAi ? 'add in-memory-map' : 'simple add';
    const queryName = genAi ? 'retrieval in-memory-map' : 'simple query';
    const add = only(addName);
    const query = only(queryName);
    // Each store operation embeds through the model: its embedding spans are the operation's children,
    // one per document for the add (Spring embeds each with embed(Document)), one for the query.
    // The store embeds with options that name no model (Spring's too), so the span has the bare operation name.
    const embeddings = spans().filter((span) => span.name === storeEmbeddingSpanName);
    expect(embeddings).toHaveLength(3);
    if (genAi) for (const embedding of embeddings) expect(embedding.attributes['gen_ai.response.model']).toBe('embo-01');
    expect(embeddings.map((span) => span.parentSpanContext?.spanId).sort()).toEqual(
      [add.spanContext().spanId, add.spanContext().spanId, query.spanContext().spanId].sort(),
    );
    if (genAi) {
      expect(add.kind).toBe(SpanKind.CLIENT);
      expect(add.attributes).toMatchObject({ 'db.system.name': 'simple', 'db.operation.name': 'add', 'db.collection.name': 'in-memory-map' });
      expect(add.attributes).not.toHaveProperty('gen_ai.operation.name');
      expect(query.attributes).toMatchObject({
        'gen_ai.operation.name': 'retrieval',
        'gen_ai.data_source.id': 'in-memory-map',
        'gen_ai.request.top_k': 1,
        'db.system.name': 'simple',
        'db.operation.name': 'query',
        'db.collection.name': 'in-memory-map',
      });
      // The query text is opt-in in the conventions: neither Spring's key nor the conventions' one by default.
      for (const key of ['db.system', 'db.vector.query.content', 'gen_ai.retrieval.query.text', 'gen_ai.retrieval.documents']) {
        expect(query.attributes).not.toHaveProperty(key);
      }
    } else {
      expect(add.attributes).toMatchObject({ 'db.system': 'simple', 'db.operation.name': 'add', 'spring.ai.kind': 'vector_store' });
      expect(query.attributes).toMatchObject({ 'db.system': 'simple', 'db.operation.name': 'query', 'db.vector.query.content': 'capital of France', 'db.vector.query.top_k': '1' });
    }
  });

  test('logQueryResponse exports the query text and the retrieved documents in the GenAI conventions only', async () => {
    const { store } = setUp(true);
    await store.add([new Document('Paris is the capital of France', { id: 'doc-paris' }), new Document('Berlin is in Germany', { id: 'doc-berlin' })]);
    const found = await store.similaritySearch(SearchRequest.builder().query('capital of France').topK(2).build());
    const query = only(genAi ? 'retrieval in-memory-map' : 'simple query');
    if (!genAi) {
      expect(query.attributes).not.toHaveProperty('gen_ai.retrieval.documents');
      return;
    }
    expect(query.attributes['gen_ai.retrieval.query.text']).toBe('capital of France');
    const documents = JSON.parse(query.attributes['gen_ai.retrieval.documents'] as string) as Array<{ id: string; score: number }>;
    expect(documents.map((document) => document.id)).toEqual(found.map((document) => document.getId()));
    expect(documents.map((document) => document.score)).toEqual(found.map((document) => document.getScore()));
    // Only ids and scores: the documents' text stays out of the span.
    expect(query.attributes['gen_ai.retrieval.documents']).not.toContain('Paris is the capital');
  });

  test('a failing embedding call ends its span and the store operation with error status, once', async () => {
    const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), {
      tracer: otel.provider.getTracer('spring-ai-ts-test'),
      semanticConventions: conventions,
    });
    const badKey = new MiniMaxEmbeddingModel(
      new MiniMaxApi({ baseUrl, apiKey: 'sk-wrong-key-0000' }),
      MetadataMode.EMBED,
      MiniMaxEmbeddingOptions.builder().model('embo-01').build(),
      RetryUtils.DEFAULT_RETRY_TEMPLATE,
      registry,
    );
    const store = SimpleVectorStore.builder(badKey).observationRegistry(registry).build();
    await expect(store.add([new Document('anything')])).rejects.toThrow();
    const add = only(genAi ? 'add in-memory-map' : 'simple add');
    const embedding = only(storeEmbeddingSpanName);
    for (const span of [add, embedding]) expect(span.status.code).toBe(SpanStatusCode.ERROR);
    if (genAi) expect(embedding.attributes['error.type']).toBeDefined();
    expect(JSON.stringify(spans().map((span) => span.attributes))).not.toContain('sk-wrong-key');
  });
});
