import { FilterExpressionBuilder, FilterExpressionTextParser, IllegalArgumentException, SearchRequest } from '../../../src/index.js';

const checkDefaults = (request: SearchRequest): void => {
  expect(request.getFilterExpression()).toBeUndefined();
  expect(request.getSimilarityThreshold()).toBe(SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL);
  expect(request.getTopK()).toBe(SearchRequest.DEFAULT_TOP_K);
};

describe('SearchRequestTests', () => {
  test('createDefaults', () => {
    const request = SearchRequest.builder().build();
    expect(request.getQuery()).toBe('');
    checkDefaults(request);
  });

  test('createQuery', () => {
    const request = SearchRequest.builder().query('query').build();
    expect(request.getQuery()).toBe('query');
    checkDefaults(request);
  });

  test('createFrom', () => {
    const request = SearchRequest.builder().query('query').topK(1).similarityThreshold(0.5).filterExpression('country == "NL"').build();
    const copy = SearchRequest.from(request).build();
    expect(copy).not.toBe(request);
    expect(copy.equals(request)).toBe(true);
    expect(copy.hashCode()).toBe(request.hashCode());
  });

  test('queryString', () => {
    const request = SearchRequest.builder().query('query').build();
    const copy = SearchRequest.from(request).query('new query').build();
    expect([request.getQuery(), copy.getQuery()]).toEqual(['query', 'new query']);
  });

  test('similarityThreshold', () => {
    expect(SearchRequest.builder().similarityThreshold(0.5).build().getSimilarityThreshold()).toBe(0.5);
    expect(() => SearchRequest.builder().similarityThreshold(-1)).toThrow(new IllegalArgumentException('Similarity threshold must be in [0,1] range.'));
    expect(() => SearchRequest.builder().similarityThreshold(1.1)).toThrow('Similarity threshold must be in [0,1] range.');
    expect(SearchRequest.builder().similarityThresholdAll().build().getSimilarityThreshold()).toBe(0);
  });

  test('topK', () => {
    expect(SearchRequest.builder().topK(100).build().getTopK()).toBe(100);
    expect(() => SearchRequest.builder().topK(-1)).toThrow(new IllegalArgumentException('TopK should be positive.'));
  });

  test('filterExpression', () => {
    const b = new FilterExpressionBuilder();
    const fromBuilder = SearchRequest.builder().filterExpression(b.eq('country', 'BG').build()).build();
    const fromText = SearchRequest.builder().filterExpression("country == 'BG'").build();
    expect(fromText.getFilterExpression()!.equals(fromBuilder.getFilterExpression())).toBe(true);
    expect(fromText.getFilterExpression()!.equals(new FilterExpressionTextParser().parse("country == 'BG'"))).toBe(true);
    expect(SearchRequest.builder().filterExpression(undefined).build().hasFilterExpression()).toBe(false);
    expect(() => SearchRequest.builder().filterExpression('country == NL')).toThrow(FilterExpressionTextParser.FilterExpressionParseException);
    expect(fromText.toString()).toBe("SearchRequest{query='', topK=4, similarityThreshold=0.0, filterExpression=Expression[type=EQ, left=Key[key=country], right=Value[value=BG]]}");
  });
});
