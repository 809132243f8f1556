import { Document, Embedding, EmbeddingModel, EmbeddingResponse, Filter, FilterExpressionBuilder, IllegalArgumentException, SearchRequest, SimpleVectorStore } from '../../src/index.js';
import type { EmbeddingRequest } from '../../src/index.js';
import { WordEmbeddingModel } from './support.js';

const { EQ, AND, GTE, LTE } = Filter.ExpressionType;

/** Java's `float[] { 0.1f, 0.2f, 0.3f }`, as the float values Java holds. */
const VECTOR = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.3)];

/** Java's mocked `EmbeddingModel`: 3 dimensions, the same vector for every text and document. */
class MockEmbeddingModel extends EmbeddingModel {
  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    return new EmbeddingResponse(request.getInstructions().map((_text, i) => new Embedding([...VECTOR], i)));
  }

  override async dimensions(): Promise<number> {
    return 3;
  }
}

/** `1 - cosine` of a vector with itself in double arithmetic, as Spring's test expects it. */
const SELF_DISTANCE = 2.220446049250313e-16;

describe('SimpleVectorStoreWithFilterTests', () => {
  let vectorStore: SimpleVectorStore;

  beforeEach(() => {
    vectorStore = SimpleVectorStore.builder(new MockEmbeddingModel()).build();
  });

  const assertSingle = (results: Document[], id: string, text: string): void => {
    expect(results.length).toBeGreaterThanOrEqual(1);
    const result = results[0]!;
    expect(result.getId()).toBe(id);
    expect(result.getText()).toBe(text);
    expect(result.getMetadata().size).toBe(4);
    expect(result.getMetadata().get('distance')).toBe(SELF_DISTANCE);
  };

  test('shouldAddAndRetrieveDocumentWithFilter', async () => {
    const doc = Document.builder()
      .id('1')
      .text('test content')
      .metadata(new Map<string, unknown>([['country', 'BG'], ['year', 2020], ['activationDate', '1970-01-01T00:00:02Z']]))
      .build();
    await vectorStore.add([doc]);
    const search = (filter: string | Filter.Expression) => vectorStore.similaritySearch(SearchRequest.builder().query('test content').filterExpression(filter as never).build());

    let results = await search("country == 'BG'");
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'test content');

    expect(await search("country == 'KR'")).toHaveLength(0);

    results = await search("country == 'BG' && year == 2020");
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'test content');

    expect(await search("country == 'BG' && year == 2024")).toHaveLength(0);

    results = await search("country in ['BG', 'NL']");
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'test content');

    expect(await search("country in ['KR', 'NL']")).toHaveLength(0);

    results = await search(new Filter.Expression(EQ, new Filter.Key('activationDate'), new Filter.Value(new Date(2000))));
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'test content');

    expect(await search(new Filter.Expression(EQ, new Filter.Key('activationDate'), new Filter.Value(new Date(3000))))).toHaveLength(0);
  });

  test('shouldAddMultipleDocumentsWithFilter', async () => {
    const docs = [
      Document.builder()
        .id('1')
        .text('first')
        .metadata(new Map<string, unknown>([['country', 'BG'], ['year', 2020], ['activationDate', '1970-01-01T00:00:02Z']]))
        .build(),
      Document.builder()
        .id('2')
        .text('second')
        .metadata(new Map<string, unknown>([['country', 'KR'], ['year', 2022], ['activationDate', '1970-01-01T00:00:03Z']]))
        .build(),
    ];
    await vectorStore.add(docs);
    const search = (query: string, filter: string | Filter.Expression) => vectorStore.similaritySearch(SearchRequest.builder().query(query).filterExpression(filter as never).build());

    let results = await vectorStore.similaritySearch('first');
    expect(results).toHaveLength(2);
    expect(results.map((d) => d.getId()).sort()).toEqual(['1', '2']);

    results = await search('first', "country == 'BG'");
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'first');

    expect(await search('first', "country == 'NL'")).toHaveLength(0);

    results = await search('first', "country == 'BG' && year == 2020");
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'first');

    results = await search('first', "country == 'KR' && year == 2022");
    expect(results).toHaveLength(1);
    assertSingle(results, '2', 'second');

    expect(await search('test content', "country == 'KR' && year == 2024")).toHaveLength(0);

    results = await search('first', "country in ['BG', 'NL']");
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'first');

    expect(await search('first', "country in ['KR', 'NL']")).toHaveLength(1);

    results = await search('first', new Filter.Expression(EQ, new Filter.Key('activationDate'), new Filter.Value(new Date(2000))));
    expect(results).toHaveLength(1);
    assertSingle(results, '1', 'first');

    results = await search(
      'first',
      new Filter.Expression(
        AND,
        new Filter.Expression(GTE, new Filter.Key('activationDate'), new Filter.Value(new Date(2000))),
        new Filter.Expression(LTE, new Filter.Key('activationDate'), new Filter.Value(new Date(3000))),
      ),
    );
    expect(results).toHaveLength(2);
    assertSingle(results, '1', 'first');

    expect(await search('test content', new Filter.Expression(EQ, new Filter.Key('activationDate'), new Filter.Value(new Date(3000))))).toHaveLength(1);
  });

  test('shouldFilterByStringEquality', async () => {
    await vectorStore.add([Document.builder().id('1').text('sample content').metadata({ category: 'category1' }).build()]);
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('sample').filterExpression("category == 'category1'").build());
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
  });

  test('shouldFilterByNumericEquality', async () => {
    await vectorStore.add([Document.builder().id('1').text('item description').metadata({ value: 1 }).build()]);
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('item').filterExpression('value == 1').build());
    expect(results).toHaveLength(1);
    expect(results[0]!.getMetadata().get('value')).toBe(1);
  });

  test('shouldFilterWithInCondition', async () => {
    const doc1 = Document.builder().id('1').text('entry').metadata({ status: 'active' }).build();
    const doc2 = Document.builder().id('2').text('entry').metadata({ status: 'inactive' }).build();
    await vectorStore.add([doc1, doc2]);
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('entry').filterExpression("status in ['active', 'pending']").build());
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
  });

  test('shouldFilterByNumericRange', async () => {
    await vectorStore.add([1, 2, 3].map((value) => Document.builder().id(String(value)).text('entity').metadata({ value }).build()));
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('entity').filterExpression('value >= 1 && value <= 1').build());
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
  });

  test('shouldReturnEmptyResultsWhenNoDocumentsMatchFilter', async () => {
    await vectorStore.add([Document.builder().id('1').text('test').metadata({ type: 'document' }).build()]);
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('test').filterExpression("type == 'image'").build());
    expect(results).toEqual([]);
  });

  test('shouldFilterByBooleanValue', async () => {
    await vectorStore.add([
      Document.builder().id('1').text('instance').metadata({ enabled: true }).build(),
      Document.builder().id('2').text('instance').metadata({ enabled: false }).build(),
    ]);
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('instance').filterExpression('enabled == true').build());
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
  });

  test('shouldFilterByNotEqual', async () => {
    await vectorStore.add([
      Document.builder().id('1').text('item').metadata({ classification: 'typeA' }).build(),
      Document.builder().id('2').text('item').metadata({ classification: 'typeB' }).build(),
    ]);
    const results = await vectorStore.similaritySearch(SearchRequest.builder().query('item').filterExpression("classification != 'typeB'").build());
    expect(results).toHaveLength(1);
    expect(results[0]!.getId()).toBe('1');
  });
});

describe('SimpleVectorStore filters beyond Spring (own)', () => {
  let store: SimpleVectorStore;
  const b = new FilterExpressionBuilder();
  const search = (filter: string | ReturnType<FilterExpressionBuilder['eq']>): Promise<Document[]> =>
    store.similaritySearch(
      SearchRequest.builder()
        .query('article')
        .topK(10)
        .filterExpression(typeof filter === 'string' ? filter : filter.build())
        .build(),
    );
  const ids = (docs: Document[]): string[] => docs.map((d) => d.getId()).sort();

  beforeEach(async () => {
    store = SimpleVectorStore.builder(new WordEmbeddingModel()).build();
    await store.add([
      Document.builder().id('1').text('article one').metadata({ country: 'BG', year: 2020, active: true, date: new Date('2020-01-02T00:00:00Z') }).build(),
      Document.builder().id('2').text('article two').metadata({ country: 'NL', year: 2023, active: false }).build(),
      Document.builder().id('3').text('article three').metadata({ country: 'BG', year: 2024, active: true }).build(),
    ]);
  });

  test('builder filters, IN over numbers and numeric ranges', async () => {
    expect(ids(await search(b.eq('country', 'BG')))).toEqual(['1', '3']);
    expect(ids(await search(b.in('year', 2020, 2024)))).toEqual(['1', '3']);
    expect(ids(await search('year >= 2021 && year <= 2024'))).toEqual(['2', '3']);
  });

  test('NOT, NIN, IS NULL, dates and incompatible types', async () => {
    expect(ids(await search("NOT (country == 'BG' AND year > 2020)"))).toEqual(['1', '2']);
    expect(ids(await search("country NIN ['NL']"))).toEqual(['1', '3']);
    expect(ids(await search('date IS NULL'))).toEqual(['2', '3']);
    expect(ids(await search(b.eq('date', new Date('2020-01-02T00:00:00Z'))))).toEqual(['1']);
    await expect(search("year == '2020'")).rejects.toThrow(IllegalArgumentException);
  });
});
