import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  ByteArrayResource,
  Document,
  EmbeddingMath,
  EmbeddingModel,
  FilterExpressionBuilder,
  IOException,
  IllegalArgumentException,
  Media,
  MimeType,
  NullPointerException,
  type Resource,
  RuntimeException,
  SearchRequest,
  SimpleVectorStore,
} from '../../src/index.js';
import { TestObservationRegistry } from '../../src/testing/index.js';
import { capturedLogs } from '../harness/logs.js';
import { FixedEmbeddingModel, WordEmbeddingModel } from './support.js';


/**
 * Mockito's `mock(EmbeddingModel.class)` as set up by Spring's test: a `jest.fn` for every member,
 * `dimensions()` answering 3 and `embed(String)` / `embed(Document)` answering `[0.1, 0.2, 0.3]`
 * (`whenText` overrides one text, as `when(embed("query"))` does). Every other call answers
 * Mockito's default: `undefined`, or an empty list for the batching `embed(List, options, strategy)`.
 */
function mockEmbeddingModel(): { model: EmbeddingModel; embed: jest.Mock; whenText: Map<string, number[]> } {
  const whenText = new Map<string, number[]>();
  const embed = jest.fn(async (input: unknown, ...rest: unknown[]) => {
    if (typeof input === 'string') return whenText.get(input) ?? [0.1, 0.2, 0.3];
    if (input instanceof Document && rest.length === 0) return [0.1, 0.2, 0.3];
    return [];
  });
  const model = {
    call: jest.fn(async () => undefined),
    embed,
    embedForResponse: jest.fn(async () => undefined),
    dimensions: jest.fn(async () => 3),
    getEmbeddingContent: jest.fn(() => undefined),
  } as unknown as EmbeddingModel;
  return { model, embed, whenText };
}

describe('SimpleVectorStoreTests', () => {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'simple-store-tests-'));
  let vectorStore: SimpleVectorStore;
  let mock: ReturnType<typeof mockEmbeddingModel>;
  beforeEach(() => {
    mock = mockEmbeddingModel();
    vectorStore = SimpleVectorStore.create(SimpleVectorStore.builder(mock.model));
  });

  test('shouldAddAndRetrieveDocument', async () => {
    const doc = Document.builder().id('1').text('test content').metadata({ key: 'value' }).build();

    await vectorStore.add([doc]);

    const results = await vectorStore.similaritySearch('test content');
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
    expect(results[0]!.getText()).toBe('test content');
    expect(results[0]!.getMetadata().get('key')).toBe('value');
    // As 1.1.8: one embed(Document) per document, never the batching overload.
    expect(mock.embed.mock.calls.filter(([input]) => input instanceof Document)).toEqual([[doc]]);
    expect(mock.embed.mock.calls.filter(([input]) => Array.isArray(input))).toEqual([]);
  });

  test('shouldAddMultipleDocuments', async () => {
    const docs = [Document.builder().id('1').text('first').build(), Document.builder().id('2').text('second').build()];

    await vectorStore.add(docs);

    const results = await vectorStore.similaritySearch('first');
    expect(results).toHaveLength(2);
    expect(results.map((d) => d.getId()).sort()).toEqual(['1', '2']);
    expect(mock.embed.mock.calls.filter(([input]) => input instanceof Document).map(([d]) => (d as Document).getId())).toEqual(['1', '2']);
  });

  test('shouldHandleEmptyDocumentList', async () => {
    const error = await vectorStore.add([]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IllegalArgumentException);
    expect((error as Error).message).toBe('Documents list cannot be empty');
  });

  test('shouldHandleNullDocumentList', async () => {
    const error = await vectorStore.add(null as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NullPointerException);
    expect((error as Error).message).toBe('Documents list cannot be null');
  });

  test('shouldDeleteDocuments', async () => {
    const doc = Document.builder().id('1').text('test content').build();

    await vectorStore.add([doc]);
    expect(await vectorStore.similaritySearch('test')).toHaveLength(1);

    await vectorStore.delete(['1']);
    expect(await vectorStore.similaritySearch('test')).toHaveLength(0);
  });

  test('shouldDeleteDocumentsByFilter', async () => {
    const doc = Document.builder().id('1').text('test content').metadata('testKey', 1).build();

    await vectorStore.add([doc]);
    expect(await vectorStore.similaritySearch('test')).toHaveLength(1);

    const builder = new FilterExpressionBuilder();
    const condition = builder.eq('testKey', 1).build();

    await vectorStore.delete(condition);
    expect(vectorStore.size()).toBe(0);
  });

  test('shouldHandleDeleteOfNonexistentDocument', async () => {
    await vectorStore.delete(['nonexistent-id']);
    // Should not throw exception
    await expect(vectorStore.delete(['nonexistent-id'])).resolves.toBeUndefined();
  });

  test('shouldPerformSimilaritySearchWithThreshold', async () => {
    // Configure mock to return different embeddings for different queries
    mock.whenText.set('query', [0.9, 0.9, 0.9]);

    const doc = Document.builder().id('1').text('test content').build();

    await vectorStore.add([doc]);

    const request = SearchRequest.builder().query('query').similarityThreshold(0.99).topK(5).build();

    const results = await vectorStore.similaritySearch(request);
    expect(results).toEqual([]);
  });

  test('shouldSaveAndLoadVectorStore', async () => {
    const doc = Document.builder().id('1').text('test content').metadata(new Map([['key', 'value']])).build();

    await vectorStore.add([doc]);

    const saveFile = path.join(tempDir, 'vector-store.json');
    await vectorStore.save(saveFile);

    const loadedStore = SimpleVectorStore.builder(mock.model).build();
    await loadedStore.load(saveFile);

    const results = await loadedStore.similaritySearch('test content');
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
    expect(results[0]!.getText()).toBe('test content');
    expect(results[0]!.getMetadata().get('key')).toBe('value');
  });

  test('shouldHandleLoadFromInvalidResource', async () => {
    const notFound = (): never => {
      throw new IOException('Resource not found');
    };
    const mockResource: Resource = {
      getInputStream: jest.fn(notFound),
      getContentAsByteArray: jest.fn(notFound),
      getContentAsString: jest.fn(notFound),
      exists: jest.fn(() => false),
      getFilename: jest.fn(() => undefined),
      getDescription: jest.fn(() => 'mock resource'),
    };

    const error = await vectorStore.load(mockResource).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
    expect((error as Error).message).toContain('Resource not found');
  });

  test('shouldHandleSaveToInvalidLocation', async () => {
    const invalidFile = '/invalid/path/file.json';

    const error = await vectorStore.save(invalidFile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
    // As Spring, the store logs the I/O failure before it throws.
    expect(capturedLogs.take('IOException occurred while saving vector store file')).toHaveLength(1);
  });

  test('shouldHandleConcurrentOperations', async () => {
    const numThreads = 10;
    // Java's threads: the adds run interleaved, then all are awaited (Thread.join).
    await Promise.all(
      Array.from({ length: numThreads }, (_, i) => {
        const id = String(i);
        const doc = Document.builder().id(id).text(`content ${id}`).build();
        return vectorStore.add([doc]);
      }),
    );

    const request = SearchRequest.builder().query('test').topK(numThreads).build();

    const results = await vectorStore.similaritySearch(request);

    expect(results).toHaveLength(numThreads);

    // Verify all documents were properly added
    const resultIds = new Set(results.map((d) => d.getId()));
    const expectedIds = new Set(Array.from({ length: numThreads }, (_, i) => String(i)));
    expect(resultIds).toEqual(expectedIds);

    // Verify content integrity
    results.forEach((doc) => expect(doc.getText()).toBe(`content ${doc.getId()}`));
  });

  test('shouldRejectInvalidSimilarityThreshold', () => {
    expect(() => SearchRequest.builder().query('test').similarityThreshold(2.0).build()).toThrow(
      new IllegalArgumentException('Similarity threshold must be in [0,1] range.'),
    );
  });

  test('shouldRejectNegativeTopK', () => {
    expect(() => SearchRequest.builder().query('test').topK(-1).build()).toThrow(new IllegalArgumentException('TopK should be positive.'));
  });

  test('shouldHandleCosineSimilarityEdgeCases', () => {
    const zeroVector = [0, 0, 0];
    const normalVector = [1, 1, 1];

    expect(() => SimpleVectorStore.EmbeddingMath.cosineSimilarity(zeroVector, normalVector)).toThrow(
      new IllegalArgumentException('Vectors cannot have zero norm'),
    );
  });

  test('shouldHandleVectorLengthMismatch', () => {
    const vector1 = [1, 2];
    const vector2 = [1, 2, 3];

    expect(() => SimpleVectorStore.EmbeddingMath.cosineSimilarity(vector1, vector2)).toThrow(
      new IllegalArgumentException('Vectors lengths must be equal'),
    );
  });

  test('shouldHandleNullVectors', () => {
    const vector = [1, 2, 3];

    expect(() => SimpleVectorStore.EmbeddingMath.cosineSimilarity(null as never, vector)).toThrow(new RuntimeException('Vectors must not be null'));
    expect(() => SimpleVectorStore.EmbeddingMath.cosineSimilarity(vector, null as never)).toThrow(new RuntimeException('Vectors must not be null'));
  });

  test('shouldFailNonTextDocuments', async () => {
    const media = new Media(MimeType.valueOf('image/png'), new ByteArrayResource(new Uint8Array([0x00])));

    const imgDoc = Document.builder().media(media).metadata({ fileName: 'pixel.png' }).build();

    const exception = await vectorStore.add([imgDoc]).catch((e: unknown) => e);
    expect(exception).toBeInstanceOf(IllegalArgumentException);
    expect((exception as Error).message).toBe('Only text documents are supported for now. One of the documents contains non-text content.');
  });

  test('shouldHandleDocumentWithoutId', async () => {
    const doc = Document.builder().text('content without id').build();

    await vectorStore.add([doc]);

    const results = await vectorStore.similaritySearch('content');
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).not.toBe('');
  });

  test('shouldHandleDocumentWithEmptyText', async () => {
    const doc = Document.builder().id('1').text('').build();

    await expect(vectorStore.add([doc])).resolves.toBeUndefined();

    const results = await vectorStore.similaritySearch('anything');
    expect(results).toHaveLength(1);
  });

  test('shouldReplaceDocumentWithSameId', async () => {
    const doc1 = Document.builder().id('1').text('original').metadata({ version: '1' }).build();
    const doc2 = Document.builder().id('1').text('updated').metadata({ version: '2' }).build();

    await vectorStore.add([doc1]);
    await vectorStore.add([doc2]);

    const results = await vectorStore.similaritySearch('updated');
    expect(results).toHaveLength(1);
    expect(results[0]!.getText()).toBe('updated');
    expect(results[0]!.getMetadata().get('version')).toBe('2');
  });

  test('shouldHandleSearchWithEmptyQuery', async () => {
    const doc = Document.builder().id('1').text('content').build();
    await vectorStore.add([doc]);

    const results = await vectorStore.similaritySearch('');
    expect(results).toHaveLength(1);
  });
});

describe('SimpleVectorStore beyond Spring (own)', () => {
  test('0-dimension and wrong-dimension embeddings reject the whole add, nothing stored', async () => {
    const store = SimpleVectorStore.builder(new FixedEmbeddingModel({ empty: [], short: [1, 2], ok: [1, 2, 3] })).build();
    await store.add([new Document('ok', 'ok', {})]);
    await expect(store.add([new Document('a', 'ok', {}), new Document('b', 'empty', {})])).rejects.toThrow('embedding vector must not be empty');
    await expect(store.add([new Document('c', 'ok', {}), new Document('d', 'short', {})])).rejects.toThrow(
      'Embedding of document d has 2 dimensions; the store holds 3',
    );
    expect(store.size()).toBe(1);
  });

  test('load rejects a file whose vectors differ in length (Spring loads it and fails at search)', async () => {
    const store = SimpleVectorStore.builder(new WordEmbeddingModel()).build();
    const json = JSON.stringify({
      a: { id: 'a', text: 'a', metadata: {}, embedding: [1, 0, 0] },
      b: { id: 'b', text: 'b', metadata: {}, embedding: [1, 0] },
    });
    await expect(store.load(new ByteArrayResource(new TextEncoder().encode(json)))).rejects.toThrow(
      new IllegalArgumentException('Vectors lengths must be equal'),
    );
  });

  test('an embedding failure on a later document stores none of the call, after one request per document', async () => {
    const model = new WordEmbeddingModel();
    const store = SimpleVectorStore.builder(model).build();
    jest.spyOn(model, 'call').mockImplementationOnce(WordEmbeddingModel.prototype.call.bind(model)).mockRejectedValueOnce(new RuntimeException('down'));
    await expect(store.add([new Document('1', 'one', {}), new Document('2', 'two', {}), new Document('3', 'three', {})])).rejects.toThrow('down');
    expect(model.call).toHaveBeenCalledTimes(2);
    expect(store.size()).toBe(0);
  });

  test('top-k order, ties, threshold and filter over many documents match a naive scan', async () => {
    const model = new WordEmbeddingModel(32);
    const store = SimpleVectorStore.builder(model).build();
    const words = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'kappa'];
    const docs = Array.from({ length: 200 }, (_, i) =>
      Document.builder().id(`d${i}`).text(`${words[i % 6]} ${words[(i * 7) % 6]} item${i % 13}`).metadata({ n: i, even: i % 2 === 0 }).build(),
    );
    await store.add(docs);
    const query = 'alpha gamma item3';
    const q = await model.embed(query);
    const expected = await Promise.all(docs.map(async (d) => [d.getId(), EmbeddingMath.cosineSimilarity(q, await model.embed(d.getText()!))] as const));
    const naive = expected
      .filter(([id]) => Number(id.slice(1)) % 2 === 0)
      .filter(([, s]) => s >= 0.2)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 7);
    const results = await store.similaritySearch(SearchRequest.builder().query(query).topK(7).similarityThreshold(0.2).filterExpression('even == true').build());
    expect(results.map((d) => d.getScore())).toEqual(naive.map(([, s]) => expect.closeTo(s, 5)));
    expect(results.every((d) => d.getMetadata().get('even') === true)).toBe(true);
  });

  test('delete keeps the remaining rows searchable (swap-remove)', async () => {
    const store = SimpleVectorStore.builder(new WordEmbeddingModel()).build();
    await store.add(['red apple', 'green pear', 'yellow banana', 'red cherry'].map((t, i) => new Document(`f${i}`, t, {})));
    await store.delete(['f0']);
    const results = await store.similaritySearch(SearchRequest.builder().query('red cherry').topK(1).build());
    expect(results[0]!.getId()).toBe('f3');
    expect(store.size()).toBe(3);
  });

  test('a store that is down: the embedding model failing rejects typed, the store unchanged', async () => {
    const model = new WordEmbeddingModel();
    const store = SimpleVectorStore.builder(model).build();
    await store.add([new Document('x', 'text', {})]);
    jest.spyOn(model, 'call').mockRejectedValueOnce(new RuntimeException('embedding service unavailable'));
    await expect(store.add([new Document('y', 'more', {})])).rejects.toThrow(RuntimeException);
    expect(store.size()).toBe(1);
  });

  test('operations are observed with the vector store convention', async () => {
    const registry = TestObservationRegistry.create();
    const store = SimpleVectorStore.builder(new WordEmbeddingModel()).observationRegistry(registry).build();
    await store.add([new Document('1', 'hello world', {})]);
    await store.similaritySearch(SearchRequest.builder().query('hello').topK(3).build());
    const contexts = registry.getContexts().map((c) => c.getContext());
    expect(contexts.map((c) => c.getName())).toEqual(['db.vector.client.operation', 'db.vector.client.operation']);
    expect(contexts.map((c) => c.getContextualName())).toEqual(['simple add', 'simple query']);
    expect(contexts[1]!.getHighCardinalityKeyValues().toString()).toContain('db.vector.query.top_k');
  });
});
