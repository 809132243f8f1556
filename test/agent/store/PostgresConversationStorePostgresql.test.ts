// spring-ai-ts: PostgresConversationStore on a real PostgreSQL server started by this file.
import { PgDataSource } from '../../../src/java/jdbc/pg/PgDataSource.js';
import { describePostgres, usePostgresServer } from '../../java/jdbc/postgresServer.js';
import { postgresConversationStoreContract } from './postgresConversationStoreContract.js';

describePostgres('PostgresConversationStore on PostgreSQL (spring-ai-ts)', () => {
  const server = usePostgresServer();

  // Nested, so the pool closes before the server stops.
  describe('on a PgDataSource', () => {
    let dataSource: PgDataSource;
    beforeAll(() => {
      dataSource = new PgDataSource(server().url);
    });
    afterAll(async () => {
      await dataSource.close();
    });

    postgresConversationStoreContract(() => dataSource);
  });
});
