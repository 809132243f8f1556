// Our own tests: PgVectorStore on a real PostgreSQL server (needs the pgvector extension there), and
// on a server that is down (typed error, no server needed).
import { existsSync, readdirSync } from 'node:fs';
import { CannotGetJdbcConnectionException, DataAccessException, Document, JdbcTemplate, PgVectorStore, SearchRequest } from '../../../src/index.js';
import { PgDataSource } from '../../../src/jdbc/pg/index.js';
import { POSTGRES_SKIP_REASON, postgresScript } from '../../jdbc/postgresServer.js';
import { WordEmbeddingModel } from '../support.js';

jest.setTimeout(60_000);

// Debian's PostgreSQL packages here have no pgvector; without its control file CREATE EXTENSION vector fails.
const pgvectorInstalled = (): boolean => {
  const root = '/usr/share/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/extension/vector.control`));
};
const SKIP_REASON = POSTGRES_SKIP_REASON ?? (pgvectorInstalled() ? undefined : 'skipped: the PostgreSQL server here has no pgvector extension (CREATE EXTENSION vector fails)');
const describeServer = SKIP_REASON === undefined ? describe : (name: string, body: () => void) => describe.skip(`${name} (${SKIP_REASON})`, body);

describeServer('PgVectorStore on a PostgreSQL server with pgvector', () => {
  let server: Awaited<ReturnType<typeof postgresScript.startPostgres>>;
  let dataSource: PgDataSource;
  beforeAll(async () => {
    server = await postgresScript.startPostgres();
    dataSource = new PgDataSource(server.url);
  }, 60_000);
  afterAll(async () => {
    await dataSource?.close();
    await server?.stop();
  }, 60_000);

  test('adds, filters and searches through node-postgres', async () => {
    const store = PgVectorStore.builder(new JdbcTemplate(dataSource), new WordEmbeddingModel()).initializeSchema(true).removeExistingVectorStoreTable(true).build();
    await store.add([new Document('Cats purr', { kind: 'pet' }), new Document('Trucks haul', { kind: 'vehicle' })]);
    const results = await store.similaritySearch(SearchRequest.builder().query('cats').filterExpression("kind == 'pet'").build());
    expect(results.map((d) => d.getText())).toEqual(['Cats purr']);
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
