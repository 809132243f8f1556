import { Assert, Document, Filter, FilterExpressionBuilder, IllegalArgumentException, Query, SearchRequest, VectorStoreDocumentRetriever } from '../../../../src/index.js';
import type { VectorStore } from '../../../../src/index.js';

const { EQ } = Filter.ExpressionType;

/** Java's `mock(VectorStore.class)`: `similaritySearch` records its requests and answers `[]` unless told otherwise. */
const mockVectorStore = (): VectorStore & { similaritySearch: jest.Mock } =>
  ({ similaritySearch: jest.fn(async (_request: SearchRequest) => []) }) as unknown as VectorStore & { similaritySearch: jest.Mock };

/** Java's `ArgumentCaptor`: the requests `similaritySearch` was called with. */
const capturedRequests = (vectorStore: { similaritySearch: jest.Mock }): SearchRequest[] => vectorStore.similaritySearch.mock.calls.map((call) => call[0] as SearchRequest);

/** The test's tenant holder; one value at a time, as Java's ThreadLocal is for its single test thread. */
class TenantContextHolder {
  private static tenantIdentifier: string | undefined;

  static setTenantIdentifier(tenant: string): void {
    Assert.hasText(tenant, 'tenant cannot be null or empty');
    TenantContextHolder.tenantIdentifier = tenant;
  }

  static getTenantIdentifier(): string | undefined {
    return TenantContextHolder.tenantIdentifier;
  }

  static clear(): void {
    TenantContextHolder.tenantIdentifier = undefined;
  }
}

describe('VectorStoreDocumentRetrieverTests', () => {
  test('whenVectorStoreIsNullThenThrow', () => {
    expect(() => VectorStoreDocumentRetriever.builder().vectorStore(null as never).build()).toThrow(new IllegalArgumentException('vectorStore cannot be null'));
  });

  test('whenTopKIsZeroThenThrow', () => {
    expect(() => VectorStoreDocumentRetriever.builder().topK(0).vectorStore(mockVectorStore()).build()).toThrow(new IllegalArgumentException('topK must be greater than 0'));
  });

  test('whenTopKIsNegativeThenThrow', () => {
    expect(() => VectorStoreDocumentRetriever.builder().topK(-1).vectorStore(mockVectorStore()).build()).toThrow(new IllegalArgumentException('topK must be greater than 0'));
  });

  test('whenSimilarityThresholdIsNegativeThenThrow', () => {
    expect(() => VectorStoreDocumentRetriever.builder().similarityThreshold(-1.0).vectorStore(mockVectorStore()).build()).toThrow(
      new IllegalArgumentException('similarityThreshold must be equal to or greater than 0.0'),
    );
  });

  test('searchRequestParameters', async () => {
    const vectorStore = mockVectorStore();
    const documentRetriever = VectorStoreDocumentRetriever.builder()
      .vectorStore(vectorStore)
      .similarityThreshold(0.73)
      .topK(5)
      .filterExpression(new Filter.Expression(EQ, new Filter.Key('location'), new Filter.Value('Rivendell')))
      .build();
    await documentRetriever.retrieve(new Query('query'));
    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(1);
    const searchRequest = capturedRequests(vectorStore)[0]!;
    expect(searchRequest.getQuery()).toBe('query');
    expect(searchRequest.getSimilarityThreshold()).toBe(0.73);
    expect(searchRequest.getTopK()).toBe(5);
    expect(searchRequest.getFilterExpression()!.equals(new Filter.Expression(EQ, new Filter.Key('location'), new Filter.Value('Rivendell')))).toBe(true);
  });

  test('dynamicFilterExpressions', async () => {
    const vectorStore = mockVectorStore();
    const documentRetriever = VectorStoreDocumentRetriever.builder()
      .vectorStore(vectorStore)
      .filterExpression(() => new FilterExpressionBuilder().eq('tenantId', TenantContextHolder.getTenantIdentifier()).build())
      .build();

    TenantContextHolder.setTenantIdentifier('tenant1');
    await documentRetriever.retrieve(new Query('query'));
    TenantContextHolder.clear();

    TenantContextHolder.setTenantIdentifier('tenant2');
    await documentRetriever.retrieve(new Query('query'));
    TenantContextHolder.clear();

    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(2);
    const [searchRequest1, searchRequest2] = capturedRequests(vectorStore);
    expect(searchRequest1!.getFilterExpression()!.equals(new Filter.Expression(EQ, new Filter.Key('tenantId'), new Filter.Value('tenant1')))).toBe(true);
    expect(searchRequest2!.getFilterExpression()!.equals(new Filter.Expression(EQ, new Filter.Key('tenantId'), new Filter.Value('tenant2')))).toBe(true);
  });

  test('whenQueryObjectIsNullThenThrow', async () => {
    const documentRetriever = VectorStoreDocumentRetriever.builder().vectorStore(mockVectorStore()).build();
    await expect(documentRetriever.retrieve(null as never)).rejects.toThrow(new IllegalArgumentException('query cannot be null'));
  });

  test('defaultValuesAreAppliedWhenNotSpecified', async () => {
    const vectorStore = mockVectorStore();
    await VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build().retrieve(new Query('test query'));
    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(1);
    const searchRequest = capturedRequests(vectorStore)[0]!;
    expect(searchRequest.getSimilarityThreshold()).toBe(SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL);
    expect(searchRequest.getTopK()).toBe(SearchRequest.DEFAULT_TOP_K);
    expect(searchRequest.getFilterExpression()).toBeUndefined();
  });

  test('retrieveWithQueryObject', async () => {
    const vectorStore = mockVectorStore();
    const documentRetriever = VectorStoreDocumentRetriever.builder()
      .vectorStore(vectorStore)
      .similarityThreshold(0.85)
      .topK(3)
      .filterExpression(new Filter.Expression(EQ, new Filter.Key('category'), new Filter.Value('books')))
      .build();
    await documentRetriever.retrieve(new Query('test query'));
    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(1);
    const searchRequest = capturedRequests(vectorStore)[0]!;
    expect(searchRequest.getQuery()).toBe('test query');
    expect(searchRequest.getSimilarityThreshold()).toBe(0.85);
    expect(searchRequest.getTopK()).toBe(3);
    expect(searchRequest.getFilterExpression()!.equals(new Filter.Expression(EQ, new Filter.Key('category'), new Filter.Value('books')))).toBe(true);
  });

  test('retrieveWithQueryObjectAndDefaultValues', async () => {
    const vectorStore = mockVectorStore();
    const documentRetriever = VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build();
    const mockDocuments = [new Document('content1', { id: '1' }), new Document('content2', { id: '2' })];
    vectorStore.similaritySearch.mockResolvedValue(mockDocuments);

    const result = await documentRetriever.retrieve(new Query('test query'));

    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(1);
    const searchRequest = capturedRequests(vectorStore)[0]!;
    expect(searchRequest.getQuery()).toBe('test query');
    expect(searchRequest.getSimilarityThreshold()).toBe(SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL);
    expect(searchRequest.getTopK()).toBe(SearchRequest.DEFAULT_TOP_K);
    expect(searchRequest.getFilterExpression()).toBeUndefined();
    expect(result).toHaveLength(2);
    expect(result).toEqual(mockDocuments);
  });

  test('retrieveWithQueryObjectAndRequestFilterExpression', async () => {
    const vectorStore = mockVectorStore();
    const documentRetriever = VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build();
    const query = Query.builder()
      .text('test query')
      .context(new Map([[VectorStoreDocumentRetriever.FILTER_EXPRESSION, "location == 'Rivendell'"]]))
      .build();
    await documentRetriever.retrieve(query);
    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(1);
    const searchRequest = capturedRequests(vectorStore)[0]!;
    expect(searchRequest.getQuery()).toBe('test query');
    expect(searchRequest.getSimilarityThreshold()).toBe(SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL);
    expect(searchRequest.getTopK()).toBe(SearchRequest.DEFAULT_TOP_K);
    expect(searchRequest.getFilterExpression()!.equals(new FilterExpressionBuilder().eq('location', 'Rivendell').build())).toBe(true);
  });

  test('retrieveWithQueryObjectAndFilterExpressionObject', async () => {
    const vectorStore = mockVectorStore();
    const documentRetriever = VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build();
    const filterExpression = new Filter.Expression(EQ, new Filter.Key('location'), new Filter.Value('Rivendell'));
    const query = Query.builder()
      .text('test query')
      .context(new Map([[VectorStoreDocumentRetriever.FILTER_EXPRESSION, filterExpression]]))
      .build();
    await documentRetriever.retrieve(query);
    expect(vectorStore.similaritySearch).toHaveBeenCalledTimes(1);
    const searchRequest = capturedRequests(vectorStore)[0]!;
    expect(searchRequest.getQuery()).toBe('test query');
    expect(searchRequest.getSimilarityThreshold()).toBe(SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL);
    expect(searchRequest.getTopK()).toBe(SearchRequest.DEFAULT_TOP_K);
    expect(searchRequest.getFilterExpression()).toBe(filterExpression);
  });
});
