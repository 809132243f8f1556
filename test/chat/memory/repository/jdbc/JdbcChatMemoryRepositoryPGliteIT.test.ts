// Spring AI's AbstractJdbcChatMemoryRepositoryIT (v1.1.8) on the embedded PostgreSQL (PGlite).
import { PGliteDataSource } from '../../../../../src/java/jdbc/pglite/PGliteDataSource.js';
import { abstractJdbcChatMemoryRepositoryIT, jdbcChatMemoryRepositoryExtras } from './jdbcChatMemoryRepositoryContract.js';

describe('JdbcChatMemoryRepositoryPGliteIT', () => {
  let dataSource: PGliteDataSource;
  beforeAll(async () => {
    dataSource = new PGliteDataSource();
    await dataSource.getPGlite();
  }, 60_000);
  afterAll(async () => {
    await dataSource.close();
  });

  abstractJdbcChatMemoryRepositoryIT(() => dataSource);

  describe('JdbcChatMemoryRepository on PGlite (spring-ai-ts)', () => {
    jdbcChatMemoryRepositoryExtras(() => dataSource);
  });
});
