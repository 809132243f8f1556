import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  ByteArrayResource,
  Document,
  EmbeddingMath,
  IOException,
  IllegalArgumentException,
  Media,
  MimeTypeUtils,
  NullPointerException,
  RuntimeException,
  SearchRequest,
  SimpleVectorStore,
} from '../../src/index.js';
import { TestObservationRegistry } from '../../src/testing/index.js';
import { capturedLogs } from '../harness/logs.js';
import { FixedEmbeddingModel, WordEmbeddingModel } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'simple-store-'));

describe('SimpleVectorStoreTests', () => {
  let store: SimpleVectorStore;
  let model: FixedEmbeddingModel;
  beforeEach(() => {
    model = new FixedEmbeddingModel({ 'sample content': [0.1, 0.2, 0.3], other: [0.9, 0.1, 0.0], 'sample content 2': [0.1, 0.2, 0.31] }, [0.1, 0.2, 0.3]);
    store = SimpleVectorStore.builder(model).build();
  });

  test('shouldAddAndRetrieveDocument', async () => {
    const document = Document.builder().id('1').text('sample content').metadata({ key: 'value' }).build();
    await store.add([document]);
    const results = await store.similaritySearch('sample content');
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
    expect(results[0]!.getMetadata().get('key')).toBe('value');
    expect(results[0]!.getMetadata().has('distance')).toBe(true);
    expect(results[0]!.getScore()).toBeCloseTo(1, 6);
  });

  test('shouldAddMultipleDocuments', async () => {
    await store.add([new Document('1', 'first', {}), new Document('2', 'second', {})]);
    expect(await store.similaritySearch('first')).toHaveLength(2);
  });

  test('shouldHandleEmptyDocumentList', async () => {
    await expect(store.add([])).rejects.toThrow(new IllegalArgumentException('Documents list cannot be empty'));
  });

  test('shouldHandleNullDocumentList', async () => {
    await expect(store.add(null as never)).rejects.toThrow(new NullPointerException('Documents list cannot be null'));
  });

  test('shouldDeleteDocuments', async () => {
    await store.add([Document.builder().id('1').text('sample content').build()]);
    expect(await store.similaritySearch('sample content')).toHaveLength(1);
    await store.delete(['1']);
    expect(await store.similaritySearch('sample content')).toHaveLength(0);
  });

  test('shouldDeleteDocumentsByFilter', async () => {
    await store.add([
      Document.builder().id('1').text('sample content').metadata({ category: 'A' }).build(),
      Document.builder().id('2').text('other').metadata({ category: 'B' }).build(),
    ]);
    await store.delete("category == 'A'");
    const results = await store.similaritySearch(SearchRequest.builder().query('sample content').topK(10).build());
    expect(results.map((d) => d.getId())).toEqual(['2']);
  });

  test('shouldHandleDeleteOfNonexistentDocument', async () => {
    await expect(store.delete(['nonexistent-id'])).resolves.toBeUndefined();
  });

  test('shouldPerformSimilaritySearchWithThreshold', async () => {
    await store.add([Document.builder().id('1').text('sample content').build(), Document.builder().id('2').text('other').build()]);
    const results = await store.similaritySearch(SearchRequest.builder().query('sample content').similarityThreshold(0.99).build());
    expect(results.map((d) => d.getId())).toEqual(['1']);
  });

  test('shouldSaveAndLoadVectorStore', async () => {
    await store.add([Document.builder().id('1').text('sample content').metadata({ key: 'value', n: 3 }).build()]);
    const file = path.join(dir, 'store.json');
    await store.save(file);
    const loaded = SimpleVectorStore.builder(model).build();
    await loaded.load(file);
    const results = await loaded.similaritySearch('sample content');
    expect(results.map((d) => [d.getId(), d.getText(), d.getMetadata().get('key'), d.getMetadata().get('n')])).toEqual([['1', 'sample content', 'value', 3]]);
  });

  test('shouldHandleLoadFromInvalidResource', async () => {
    const error = await store.load(new ByteArrayResource(new TextEncoder().encode('not json'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeException);
    expect((error as RuntimeException).getCause()).toBeInstanceOf(IOException);
  });

  test('shouldHandleSaveToInvalidLocation', async () => {
    await expect(store.save(path.join(dir, 'missing', 'dir', 'store.json'))).rejects.toThrow(RuntimeException);
    // As Spring, the store logs the I/O failure before it throws.
    expect(capturedLogs.take('IOException occurred while saving vector store file')).toHaveLength(1);
  });

  test('shouldHandleConcurrentOperations', async () => {
    const wordStore = SimpleVectorStore.builder(new WordEmbeddingModel()).build();
    const adds = Array.from({ length: 10 }, (_, i) => wordStore.add([Document.builder().id(`doc-${i}`).text(`content ${i}`).build()]));
    const searches = Array.from({ length: 10 }, () => wordStore.similaritySearch(SearchRequest.builder().query('content').topK(20).build()));
    await Promise.all([...adds, ...searches]);
    const results = await wordStore.similaritySearch(SearchRequest.builder().query('content').topK(20).build());
    expect(new Set(results.map((d) => d.getId()))).toEqual(new Set(Array.from({ length: 10 }, (_, i) => `doc-${i}`)));
  });

  test('shouldRejectInvalidSimilarityThreshold', () => {
    expect(() => SearchRequest.builder().similarityThreshold(2.0)).toThrow(IllegalArgumentException);
  });

  test('shouldRejectNegativeTopK', () => {
    expect(() => SearchRequest.builder().topK(-1)).toThrow(IllegalArgumentException);
  });

  test('shouldHandleCosineSimilarityEdgeCases', () => {
    expect(() => EmbeddingMath.cosineSimilarity([0, 0, 0], [1, 2, 3])).toThrow(new IllegalArgumentException('Vectors cannot have zero norm'));
  });

  test('shouldHandleVectorLengthMismatch', () => {
    expect(() => EmbeddingMath.cosineSimilarity([1, 2], [1, 2, 3])).toThrow(new IllegalArgumentException('Vectors lengths must be equal'));
  });

  test('shouldHandleNullVectors', () => {
    expect(() => EmbeddingMath.cosineSimilarity(null as never, [1])).toThrow(new RuntimeException('Vectors must not be null'));
  });

  test('shouldFailNonTextDocuments', async () => {
    const media = Media.builder().mimeType(MimeTypeUtils.IMAGE_PNG).data(new URL('http://example.com/image.png')).build();
    await expect(store.add([Document.builder().media(media).build()])).rejects.toThrow(
      'Only text documents are supported for now. One of the documents contains non-text content.',
    );
  });

  test('shouldHandleDocumentWithoutId', async () => {
    const document = Document.builder().text('sample content').build();
    await store.add([document]);
    expect((await store.similaritySearch('sample content'))[0]!.getId()).toBe(document.getId());
  });

  test('shouldHandleDocumentWithEmptyText', async () => {
    await store.add([Document.builder().text('').build()]);
    expect(await store.similaritySearch('')).toHaveLength(1);
  });

  test('shouldReplaceDocumentWithSameId', async () => {
    await store.add([Document.builder().id('1').text('sample content').metadata({ version: 1 }).build()]);
    await store.add([Document.builder().id('1').text('sample content 2').metadata({ version: 2 }).build()]);
    const results = await store.similaritySearch('sample content');
    expect(results.map((d) => [d.getText(), d.getMetadata().get('version')])).toEqual([['sample content 2', 2]]);
  });

  test('shouldHandleSearchWithEmptyQuery', async () => {
    await store.add([Document.builder().id('1').text('sample content').build()]);
    expect(await store.similaritySearch('')).toHaveLength(1);
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
