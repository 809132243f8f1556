// The PgVectorStore behaviour both backends must show: PGlite with its bundled pgvector (embedded,
// in process) and a PostgreSQL server with the pgvector extension. Each test file supplies its
// JdbcTemplate; the tests create and drop their own tables.
import {
  Document,
  FilterExpressionBuilder,
  IllegalArgumentException,
  IllegalStateException,
  JdbcTemplate,
  PgDistanceType,
  PgIndexType,
  PgVectorStore,
  SearchRequest,
} from '../../../src/index.js';
import { TestObservationRegistry } from '../../../src/testing/index.js';
import { FixedEmbeddingModel, WordEmbeddingModel } from '../support.js';

/**
 * Registers the shared PgVectorStore tests in the current `describe`. `template` is called inside
 * the tests, so it may return a JdbcTemplate that a `beforeAll` creates.
 */
export function pgVectorStoreContract(template: () => JdbcTemplate): void {
  const model = new WordEmbeddingModel(64);
  const store = (table: string, configure: (b: PgVectorStore.PgVectorStoreBuilder) => PgVectorStore.PgVectorStoreBuilder = (b) => b) =>
    configure(PgVectorStore.builder(template(), model).vectorTableName(table).initializeSchema(true).removeExistingVectorStoreTable(true)).build();

  const docs = () => [
    Document.builder().id('8f4b7c1e-3a2d-4e5f-9a1b-0c2d3e4f5a6b').text('Cats purr when they are happy').metadata({ kind: 'pet', year: 2020, active: true }).build(),
    Document.builder().id('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d').text('Trucks carry heavy cargo on highways').metadata({ kind: 'vehicle', year: 2023, active: false }).build(),
    Document.builder().id('9c8b7a6d-5e4f-4321-8765-43210fedcba9').text('Dogs bark at the cats next door').metadata({ kind: 'pet', year: 2024, active: true }).build(),
  ];

  test('creates the schema, adds, searches by similarity with threshold and filter, deletes', async () => {
    const pg = store('docs_basic');
    await pg.add(docs());
    const results = await pg.similaritySearch(SearchRequest.builder().query('happy cats purr').topK(2).build());
    expect(results[0]!.getText()).toBe('Cats purr when they are happy');
    expect(results[0]!.getScore()).toBeGreaterThan(results[1]!.getScore()!);
    expect(results[0]!.getMetadata().get('kind')).toBe('pet');
    expect(results[0]!.getMetadata().get('distance')).toBeCloseTo(1 - results[0]!.getScore()!, 6);

    const filtered = await pg.similaritySearch(SearchRequest.builder().query('cats').topK(5).filterExpression("kind == 'pet' && year >= 2024").build());
    expect(filtered.map((d) => d.getText())).toEqual(['Dogs bark at the cats next door']);

    const b = new FilterExpressionBuilder();
    const notIn = await pg.similaritySearch(SearchRequest.builder().query('cargo').topK(5).filterExpression(b.not(b.in('kind', 'pet')).build()).build());
    expect(notIn.map((d) => d.getMetadata().get('kind'))).toEqual(['vehicle']);

    const strict = await pg.similaritySearch(SearchRequest.builder().query('happy cats purr').topK(5).similarityThreshold(0.5).build());
    expect(strict.map((d) => d.getText())).toEqual(['Cats purr when they are happy']);

    await pg.delete("kind == 'vehicle'");
    await pg.delete(['8f4b7c1e-3a2d-4e5f-9a1b-0c2d3e4f5a6b']);
    const left = await pg.similaritySearch(SearchRequest.builder().query('dogs bark').topK(10).build());
    expect(left.map((d) => d.getText())).toEqual(['Dogs bark at the cats next door']);
  });

  test('upserts an existing id, and every distance type and index type works', async () => {
    for (const [distance, index] of [
      [PgDistanceType.COSINE_DISTANCE, PgIndexType.HNSW],
      [PgDistanceType.EUCLIDEAN_DISTANCE, PgIndexType.IVFFLAT],
      [PgDistanceType.NEGATIVE_INNER_PRODUCT, PgIndexType.NONE],
    ] as const) {
      const pg = store(`docs_${distance.name().toLowerCase()}`, (b) => b.distanceType(distance).indexType(index));
      await pg.add(docs());
      await pg.add([docs()[0]!.mutate().text('Cats sleep on warm windows').build()]);
      // An IVFFlat index created on an empty table has arbitrary list centres, so probing one list
      // may find nothing (pgvector's documented behaviour); probing every list makes the search
      // exact, which is what this test checks: the distance operator and the upsert, not recall.
      await template().execute(index === PgIndexType.IVFFLAT ? 'SET ivfflat.probes = 1000' : 'RESET ivfflat.probes');
      const [best] = await pg.similaritySearch(SearchRequest.builder().query('cats sleep on windows').topK(1).build());
      expect([distance.name(), best?.getText()]).toEqual([distance.name(), 'Cats sleep on warm windows']);
      expect(best!.getText()).toBe('Cats sleep on warm windows');
      const indexes = await template().queryForList<string>('SELECT indexdef FROM pg_indexes WHERE tablename = ?', String, `docs_${distance.name().toLowerCase()}`);
      // pg_indexes leaves out the default operator class (vector_l2_ops), so the method is checked.
      expect(indexes.some((d) => d.includes(`USING ${index.name().toLowerCase()} (embedding`))).toBe(index !== PgIndexType.NONE);
    }
  });

  test('SQL injection through filter values and metadata keys stays data; bad names are rejected', async () => {
    const pg = store('docs_injection');
    await pg.add(docs());
    const evil = ["x' OR '1'='1", "'; DROP TABLE docs_injection; --", '" || $.kind == "pet'];
    for (const value of evil) {
      const b = new FilterExpressionBuilder();
      expect(await pg.similaritySearch(SearchRequest.builder().query('cats').topK(10).filterExpression(b.eq('kind', value).build()).build())).toEqual([]);
      expect(await pg.similaritySearch(SearchRequest.builder().query('cats').topK(10).filterExpression(b.eq(value, 'pet').build()).build())).toEqual([]);
    }
    await pg.delete(new FilterExpressionBuilder().eq("kind' OR 1=1 --", 'x').build());
    expect(await template().queryForObject<number>('SELECT count(*) FROM docs_injection', Number)).toBe(3);
    expect(() => PgVectorStore.builder(template(), model).vectorTableName('t; DROP TABLE x').build()).toThrow(IllegalArgumentException);
    expect(() => PgVectorStore.builder(template(), model).schemaName('public"').build()).toThrow(IllegalArgumentException);
  });

  test('wrong-dimension embeddings and bad ids reject the whole add, nothing stored', async () => {
    const pg = store('docs_dims', (b) => b.dimensions(32));
    await expect(pg.add(docs())).rejects.toThrow('has 64 dimensions; the table holds 32');
    const ok = store('docs_ids');
    await expect(ok.add([...docs(), new Document('not-a-uuid', 'text', {})])).rejects.toThrow(new IllegalArgumentException('Invalid UUID string: not-a-uuid'));
    expect(await template().queryForObject<number>('SELECT count(*) FROM docs_ids', Number)).toBe(0);
    expect(await template().queryForObject<number>('SELECT count(*) FROM docs_dims', Number)).toBe(0);
  });

  test('stored embeddings are exactly the float32 roundings of the model\'s values', async () => {
    // Values over the whole float32 range, subnormals included: each must arrive as Math.fround(x).
    let seed = 9;
    const rand = (): number => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;
    const values = Array.from({ length: 700 }, (_, i) => rand() * 10 ** ((i % 70) - 37));
    const fixed = new FixedEmbeddingModel({ exact: values }, values);
    const pg = PgVectorStore.builder(template(), fixed).vectorTableName('docs_exact').dimensions(700).idType(PgVectorStore.PgIdType.TEXT)
      .initializeSchema(true).removeExistingVectorStoreTable(true).build();
    await pg.add([new Document('exact', 'exact', {})]);
    const text = await template().queryForObject<string>("SELECT embedding::text FROM docs_exact WHERE id = 'exact'", String);
    const stored = text.slice(1, -1).split(',').map(Number);
    expect(stored.map((x) => Math.fround(x))).toEqual(values.map((x) => Math.fround(x)));
  });

  test('the distance is read as a float32, as Spring reads it with getFloat, and the score is 1 - that float', async () => {
    const pg = store('docs_float_distance');
    await pg.add(docs());
    const [best] = await pg.similaritySearch(SearchRequest.builder().query('happy cats purr').topK(1).build());
    const distance = best!.getMetadata().get('distance') as number;
    expect(distance).toBe(Math.fround(distance));
    expect(best!.getScore()).toBe(1.0 - distance);
  });

  test('concurrent adds and searches stay consistent', async () => {
    const pg = store('docs_concurrent', (b) => b.idType(PgVectorStore.PgIdType.TEXT));
    await pg.afterPropertiesSet();
    const adds = Array.from({ length: 8 }, (_, i) => pg.add([new Document(`doc-${i}`, `item number ${i} about retrieval`, { n: i })]));
    const searches = Array.from({ length: 8 }, () => pg.similaritySearch(SearchRequest.builder().query('retrieval').topK(20).build()));
    await Promise.all([...adds, ...searches]);
    const all = await pg.similaritySearch(SearchRequest.builder().query('retrieval').topK(20).build());
    expect(new Set(all.map((d) => d.getId()))).toEqual(new Set(Array.from({ length: 8 }, (_, i) => `doc-${i}`)));
  });

  test('schema validation, IS NULL (unsupported, as in Spring) and observations', async () => {
    const missing = PgVectorStore.builder(template(), model).vectorTableName('no_such_table').vectorTableValidationsEnabled(true).build();
    await expect(missing.similaritySearch('x')).rejects.toThrow(IllegalStateException);
    const registry = TestObservationRegistry.create();
    const pg = store('docs_observed', (b) => b.observationRegistry(registry));
    await pg.add(docs());
    await expect(pg.similaritySearch(SearchRequest.builder().query('x').filterExpression('kind IS NULL').build())).rejects.toThrow('Not supported expression type: ISNULL');
    const names = registry.getContexts().map((c) => c.getContext().getContextualName());
    expect(names).toEqual(['pg_vector add', 'pg_vector query']);
    expect(pg.getNativeClient()).toBe(template());
  });
}
