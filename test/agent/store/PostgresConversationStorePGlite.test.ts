// spring-ai-ts: PostgresConversationStore on the embedded PostgreSQL (PGlite).
import { PGliteDataSource } from '../../../src/java/jdbc/pglite/PGliteDataSource.js';
import { postgresConversationStoreContract } from './postgresConversationStoreContract.js';

describe('PostgresConversationStore on PGlite (spring-ai-ts)', () => {
  let dataSource: PGliteDataSource;
  beforeAll(async () => {
    dataSource = new PGliteDataSource();
    await dataSource.getPGlite();
  }, 60_000);
  afterAll(async () => {
    await dataSource.close();
  });

  postgresConversationStoreContract(() => dataSource);
});
