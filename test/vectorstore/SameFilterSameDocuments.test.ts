// Our own property test: over generated documents and filters, SimpleVectorStore (in memory) and
// PgVectorStore (SQL/JSON paths on PGlite with pgvector) return the same documents. The same
// property runs on a PostgreSQL server in pgvector/PgVectorStoreServer.test.ts.
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { vector } from '@electric-sql/pglite/vector';
import { JdbcTemplate } from '../../src/index.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { sameFilterSameDocuments } from './sameFilterProperty.js';

jest.setTimeout(120_000);

describe('the same filter gives the same documents on SimpleVectorStore and PgVectorStore', () => {
  const dataSource = new PGliteDataSource({ extensions: { vector, hstore } });
  const jdbcTemplate = new JdbcTemplate(dataSource);
  afterAll(() => dataSource.close());

  sameFilterSameDocuments(() => jdbcTemplate);
});
