// Spring AI's JdbcChatMemoryRepositoryPostgresqlIT (v1.1.8): the AbstractJdbcChatMemoryRepositoryIT
// tests against a real PostgreSQL server that this file starts (scripts/postgres.cjs) and stops.
import { PgDataSource } from '../../../../../src/java/jdbc/pg/PgDataSource.js';
import { describePostgres, usePostgresServer } from '../../../../java/jdbc/postgresServer.js';
import { abstractJdbcChatMemoryRepositoryIT, jdbcChatMemoryRepositoryExtras } from './jdbcChatMemoryRepositoryContract.js';

describePostgres('JdbcChatMemoryRepositoryPostgresqlIT', () => {
  const server = usePostgresServer();

  // A nested block, so the pool closes (its afterAll) before the server stops (the outer one).
  describe('on a PgDataSource', () => {
    let dataSource: PgDataSource;
    beforeAll(() => {
      dataSource = new PgDataSource({ connectionString: server().url, max: 10 });
    });
    afterAll(async () => {
      await dataSource.close();
    });

    abstractJdbcChatMemoryRepositoryIT(() => dataSource);

    describe('JdbcChatMemoryRepository on PostgreSQL (spring-ai-ts)', () => {
      jdbcChatMemoryRepositoryExtras(() => dataSource);
    });
  });
});
