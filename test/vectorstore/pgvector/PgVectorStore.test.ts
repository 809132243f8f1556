// Our own tests: PgVectorStore on PGlite with its bundled pgvector extension (real PostgreSQL in
// process). The same tests run on a PostgreSQL server in PgVectorStoreServer.test.ts.
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { vector } from '@electric-sql/pglite/vector';
import { JdbcTemplate } from '../../../src/index.js';
import { PGliteDataSource } from '../../../src/java/jdbc/pglite/index.js';
import { pgVectorStoreContract } from './pgVectorStoreContract.js';

jest.setTimeout(60_000);

describe('PgVectorStore on PGlite', () => {
  const dataSource = new PGliteDataSource({ extensions: { vector, hstore, uuid_ossp } });
  const jdbcTemplate = new JdbcTemplate(dataSource);
  afterAll(() => dataSource.close());

  pgVectorStoreContract(() => jdbcTemplate);
});
