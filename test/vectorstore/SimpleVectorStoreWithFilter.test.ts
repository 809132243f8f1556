import { Document, FilterExpressionBuilder, IllegalArgumentException, SearchRequest, SimpleVectorStore } from '../../src/index.js';
import { WordEmbeddingModel } from './support.js';

describe('SimpleVectorStoreWithFilterTests', () => {
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

  beforeEach(async () => {
    store = SimpleVectorStore.builder(new WordEmbeddingModel()).build();
    await store.add([
      Document.builder().id('1').text('article one').metadata({ country: 'BG', year: 2020, active: true, date: new Date('2020-01-02T00:00:00Z') }).build(),
      Document.builder().id('2').text('article two').metadata({ country: 'NL', year: 2023, active: false }).build(),
      Document.builder().id('3').text('article three').metadata({ country: 'BG', year: 2024, active: true }).build(),
    ]);
  });

  const ids = (docs: Document[]): string[] => docs.map((d) => d.getId()).sort();

  test('shouldAddAndRetrieveDocumentWithFilter', async () => {
    expect(ids(await search("country == 'NL'"))).toEqual(['2']);
  });

  test('shouldFilterByStringEquality', async () => {
    expect(ids(await search(b.eq('country', 'BG')))).toEqual(['1', '3']);
  });

  test('shouldFilterByNumericEquality', async () => {
    expect(ids(await search('year == 2023'))).toEqual(['2']);
  });

  test('shouldFilterWithInCondition', async () => {
    expect(ids(await search(b.in('year', 2020, 2024)))).toEqual(['1', '3']);
  });

  test('shouldFilterByNumericRange', async () => {
    expect(ids(await search('year >= 2021 && year <= 2024'))).toEqual(['2', '3']);
  });

  test('shouldReturnEmptyResultsWhenNoDocumentsMatchFilter', async () => {
    expect(await search("country == 'US'")).toEqual([]);
  });

  test('shouldFilterByBooleanValue', async () => {
    expect(ids(await search('active == true'))).toEqual(['1', '3']);
  });

  test('shouldFilterByNotEqual', async () => {
    expect(ids(await search("country != 'BG'"))).toEqual(['2']);
  });

  test('NOT, NIN, IS NULL, dates and incompatible types (own)', async () => {
    expect(ids(await search("NOT (country == 'BG' AND year > 2020)"))).toEqual(['1', '2']);
    expect(ids(await search("country NIN ['NL']"))).toEqual(['1', '3']);
    expect(ids(await search('date IS NULL'))).toEqual(['2', '3']);
    expect(ids(await search(b.eq('date', new Date('2020-01-02T00:00:00Z'))))).toEqual(['1']);
    await expect(search("year == '2020'")).rejects.toThrow(IllegalArgumentException);
  });
});
