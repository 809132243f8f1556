// Our own tests: PgVectorStore on a real PostgreSQL server with the pgvector extension (the same
// tests as on PGlite, the filter property, and what only a server has: several connections and
// several instances), and on a server that is down (typed error, no server needed).
import {
  CannotGetJdbcConnectionException,
  DataAccessException,
  Document,
  JdbcTemplate,
  PgIdType,
  PgIndexType,
  PgVectorStore,
  SearchRequest,
} from '../../../src/index.js';
import { PgDataSource } from '../../../src/java/jdbc/pg/index.js';
import { usePostgresServer } from '../../java/jdbc/postgresServer.js';
import { sameFilterSameDocuments } from '../sameFilterProperty.js';
import { WordEmbeddingModel } from '../support.js';
import { pgVectorStoreContract } from './pgVectorStoreContract.js';
import { describePgvector } from './pgvectorServer.js';

jest.setTimeout(120_000);

describePgvector('PgVectorStore on a PostgreSQL server with pgvector', () => {
  const server = usePostgresServer();
  const dataSources: PgDataSource[] = [];
  let jdbcTemplate: JdbcTemplate | undefined;
  /** A pool of its own, as another application instance would have. */
  const openPool = (): JdbcTemplate => {
    // Every IVFFlat search probes all lists, so a search on an index built over an empty table is
    // exact (pgvector's documented behaviour otherwise); set per connection, as a pool needs.
    const dataSource = new PgDataSource({ connectionString: server().url, options: '-c ivfflat.probes=1000' });
    dataSources.push(dataSource);
    return new JdbcTemplate(dataSource);
  };
  beforeAll(() => {
    jdbcTemplate = openPool();
  });
  afterAll(async () => {
    await Promise.all(dataSources.map((d) => d.close()));
  });
  const template = (): JdbcTemplate => {
    if (jdbcTemplate === undefined) throw new Error('no data source yet');
    return jdbcTemplate;
  };

  describe('the PGlite tests, on the server', () => {
    pgVectorStoreContract(template);
  });

  describe('the filter property, on the server', () => {
    sameFilterSameDocuments(template);
  });

  test('two instances add and upsert the same documents at once: one row per id, the last text wins per id', async () => {
    const model = new WordEmbeddingModel(64);
    const build = (jdbc: JdbcTemplate) => PgVectorStore.builder(jdbc, model).vectorTableName('docs_instances').idType(PgIdType.TEXT).indexType(PgIndexType.NONE).initializeSchema(true).build();
    const [a, b] = [build(template()), build(openPool())];
    // Both instances initialize the schema at once: idempotent, no error.
    await Promise.all([a.afterPropertiesSet(), b.afterPropertiesSet()]);
    const batch = (from: string) => Array.from({ length: 50 }, (_, i) => new Document(`doc-${i}`, `${from} says document ${i} about vectors`, { from, i }));
    await Promise.all([a.add(batch('a')), b.add(batch('b')), a.add(batch('a')), b.add(batch('b'))]);
    const rows = await template().queryForList<string>("SELECT id || ':' || (metadata->>'from') FROM docs_instances ORDER BY id", String);
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row).toMatch(/^doc-\d+:(a|b)$/);
    // Text and metadata of each row come from one instance's write, never mixed.
    const mixed = await template().queryForObject<number>("SELECT count(*) FROM docs_instances WHERE content NOT LIKE (metadata->>'from') || ' says %'", Number);
    expect(mixed).toBe(0);
    // No index: an exact search, so all 50 come back (HNSW returns at most ef_search = 40).
    const found = await b.similaritySearch(SearchRequest.builder().query('document 7 about vectors').topK(50).build());
    expect(new Set(found.map((d) => d.getId())).size).toBe(50);
  });

  test('a search runs while another connection holds an open transaction on the table', async () => {
    const model = new WordEmbeddingModel(64);
    const store = PgVectorStore.builder(template(), model).vectorTableName('docs_isolation').idType(PgIdType.TEXT).initializeSchema(true).build();
    await store.add([new Document('kept', 'a committed document about cats', {})]);
    const other = openPool();
    // An uncommitted insert on another connection is invisible to the search, and does not block it.
    await other.getDataSource().transaction(async (connection) => {
      await connection.query("INSERT INTO docs_isolation (id, content, metadata, embedding) SELECT 'pending', content, metadata, embedding FROM docs_isolation WHERE id = 'kept'", []);
      const seen = await store.similaritySearch(SearchRequest.builder().query('cats').topK(10).build());
      expect(seen.map((d) => d.getId())).toEqual(['kept']);
    });
    const after = await store.similaritySearch(SearchRequest.builder().query('cats').topK(10).build());
    expect(after.map((d) => d.getId()).sort()).toEqual(['kept', 'pending']);
  });
});

describe('PgVectorStore when the database is down', () => {
  test('operations reject with a typed DataAccessException, no secret in the message', async () => {
    const dataSource = new PgDataSource('postgresql://store:s3cret-pw@127.0.0.1:1/none', { connectionTimeoutMillis: 2000 });
    try {
      const store = PgVectorStore.builder(new JdbcTemplate(dataSource), new WordEmbeddingModel()).initializeSchema(true).build();
      const error = await store.similaritySearch('anything').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CannotGetJdbcConnectionException);
      expect(error).toBeInstanceOf(DataAccessException);
      expect(String((error as Error).message)).not.toContain('s3cret-pw');
      expect(await store.add([new Document('x', {})]).catch((e: unknown) => e)).toBeInstanceOf(DataAccessException);
    } finally {
      await dataSource.close();
    }
  });
});
