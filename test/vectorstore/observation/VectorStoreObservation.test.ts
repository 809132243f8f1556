import {
  DefaultVectorStoreObservationConvention,
  Document,
  IllegalArgumentException,
  KeyValue,
  ObservationContext,
  SearchRequest,
  VectorStoreObservationContext,
} from '../../../src/index.js';

const pairs = (keyValues: Iterable<KeyValue>): string[][] => [...keyValues].map((kv) => [kv.getKey(), kv.getValue()]);

describe('DefaultVectorStoreObservationConventionTests', () => {
  const convention = new DefaultVectorStoreObservationConvention();
  const Operation = VectorStoreObservationContext.Operation;

  test('shouldHaveName', () => {
    expect(convention.getName()).toBe(DefaultVectorStoreObservationConvention.DEFAULT_NAME);
  });

  test('shouldHaveContextualName', () => {
    expect(convention.getContextualName(VectorStoreObservationContext.builder('my-database', Operation.QUERY).build())).toBe('my-database query');
  });

  test('supportsOnlyVectorStoreObservationContext', () => {
    expect(convention.supportsContext(VectorStoreObservationContext.builder('my-database', Operation.QUERY).build())).toBe(true);
    expect(convention.supportsContext(new ObservationContext())).toBe(false);
  });

  test('shouldHaveRequiredKeyValues', () => {
    const low = pairs(convention.getLowCardinalityKeyValues(VectorStoreObservationContext.builder('my_database', Operation.QUERY).build()));
    expect(low).toEqual(expect.arrayContaining([['spring.ai.kind', 'vector_store'], ['db.operation.name', 'query'], ['db.system', 'my_database']]));
  });

  test('shouldHaveOptionalKeyValues', () => {
    const context = VectorStoreObservationContext.builder('my-database', Operation.QUERY)
      .collectionName('COLLECTION_NAME')
      .dimensions(696)
      .fieldName('FIELD_NAME')
      .namespace('NAMESPACE')
      .similarityMetric('SIMILARITY_METRIC')
      .queryRequest(SearchRequest.builder().query('VDB QUERY').filterExpression("country == 'UK' && year >= 2020").build())
      .build();
    context.setQueryResponse([new Document('doc1'), new Document('doc2')]);
    expect(pairs(convention.getLowCardinalityKeyValues(context))).toEqual(expect.arrayContaining([['db.operation.name', Operation.QUERY.value()]]));
    expect(pairs(convention.getHighCardinalityKeyValues(context))).toEqual(
      expect.arrayContaining([
        ['db.collection.name', 'COLLECTION_NAME'],
        ['db.vector.dimension_count', '696'],
        ['db.vector.field_name', 'FIELD_NAME'],
        ['db.namespace', 'NAMESPACE'],
        ['db.search.similarity_metric', 'SIMILARITY_METRIC'],
        ['db.vector.query.content', 'VDB QUERY'],
        [
          'db.vector.query.filter',
          'Expression[type=AND, left=Expression[type=EQ, left=Key[key=country], right=Value[value=UK]], right=Expression[type=GTE, left=Key[key=year], right=Value[value=2020]]]',
        ],
      ]),
    );
  });

  test('shouldNotHaveKeyValuesWhenMissing', () => {
    const keys = pairs(convention.getHighCardinalityKeyValues(VectorStoreObservationContext.builder('my-database', Operation.QUERY).build())).map(([key]) => key);
    for (const key of ['db.collection.name', 'db.vector.dimension_count', 'db.vector.field_name', 'db.namespace', 'db.search.similarity_metric', 'db.vector.query.content', 'db.vector.query.filter']) {
      expect(keys).not.toContain(key);
    }
  });
});

describe('VectorStoreObservationContextTests', () => {
  test('whenMandatoryFieldsThenReturn', () => {
    expect(VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).build().getOperationName()).toBe('add');
  });

  test('whenDbSystemIsNullThenThrow', () => {
    expect(() => VectorStoreObservationContext.builder(null as never, 'delete').build()).toThrow(new IllegalArgumentException('databaseSystem cannot be null or empty'));
  });

  test('whenOperationNameIsNullThenThrow', () => {
    expect(() => VectorStoreObservationContext.builder('Db', '').build()).toThrow('operationName cannot be null or empty');
  });

  test('whenEmptyDbSystemThenThrow', () => {
    expect(() => VectorStoreObservationContext.builder('', VectorStoreObservationContext.Operation.ADD).build()).toThrow('databaseSystem cannot be null or empty');
  });

  test('whenWhitespaceDbSystemThenThrow', () => {
    expect(() => VectorStoreObservationContext.builder('   ', VectorStoreObservationContext.Operation.ADD).build()).toThrow(
      new IllegalArgumentException('databaseSystem cannot be null or empty'),
    );
  });

  test('whenStringOperationNameUsedThenCorrectValue', () => {
    const observationContext = VectorStoreObservationContext.builder('testdb', 'custom_operation').build();
    expect(observationContext.getDatabaseSystem()).toBe('testdb');
    expect(observationContext.getOperationName()).toBe('custom_operation');
  });

  test('whenCollectionNameProvidedThenSet', () => {
    const observationContext = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).collectionName('documents').build();
    expect(observationContext.getCollectionName()).toBe('documents');
  });

  test('whenNoCollectionNameProvidedThenNull', () => {
    expect(VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).build().getCollectionName()).toBeUndefined();
  });

  test('whenNoDimensionsProvidedThenNull', () => {
    expect(VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.QUERY).build().getDimensions()).toBeUndefined();
  });

  test('whenFieldNameProvidedThenSet', () => {
    const observationContext = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.QUERY).fieldName('embedding_vector').build();
    expect(observationContext.getFieldName()).toBe('embedding_vector');
  });

  test('whenNamespaceProvidedThenSet', () => {
    const observationContext = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).namespace('production').build();
    expect(observationContext.getNamespace()).toBe('production');
  });

  test('whenSimilarityMetricProvidedThenSet', () => {
    const observationContext = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.QUERY).similarityMetric('cosine').build();
    expect(observationContext.getSimilarityMetric()).toBe('cosine');
  });

  test('whenEmptyCollectionNameThenSet', () => {
    const observationContext = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).collectionName('').build();
    expect(observationContext.getCollectionName()).toBe('');
  });
});
