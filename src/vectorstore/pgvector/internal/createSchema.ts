/* spring-ai-ts, Apache-2.0. PgVectorStore's schema creation (Spring's initialization statements). */
import { DataSourceTransactionManager } from '../../../java/jdbc/DataSourceTransactionManager.js';
import type { JdbcTemplate } from '../../../java/jdbc/JdbcTemplate.js';
import { TransactionTemplate } from '../../../java/jdbc/TransactionTemplate.js';
import type { PgDistanceType } from '../PgDistanceType.js';
import { PgIdType } from '../PgIdType.js';
import { PgIndexType } from '../PgIndexType.js';

/** What the statements need; the names were checked to be plain identifiers by the builder. */
export interface SchemaSettings {
  readonly schemaName: string;
  /** The schema-qualified table name. */
  readonly table: string;
  readonly idType: PgIdType;
  readonly dimensions: number;
  readonly removeExistingTable: boolean;
  readonly indexType: PgIndexType;
  readonly indexName: string;
  readonly distanceType: PgDistanceType;
}

/**
 * Creates the extensions, schema, table and index as Spring's PgVectorStore does. Instances
 * starting at once would race on `CREATE EXTENSION/TABLE IF NOT EXISTS` (a unique violation in the
 * catalog), so everything runs in one transaction under an advisory lock and they take turns.
 */
export async function createSchema(jdbcTemplate: JdbcTemplate, settings: SchemaSettings): Promise<void> {
  const { table } = settings;
  await new TransactionTemplate(new DataSourceTransactionManager(jdbcTemplate.getDataSource())).executeWithoutResult(async () => {
    await jdbcTemplate.queryForList("SELECT pg_advisory_xact_lock(hashtextextended('SPRING_AI_PGVECTOR schema', 0))");
    await jdbcTemplate.execute('CREATE EXTENSION IF NOT EXISTS vector');
    await jdbcTemplate.execute('CREATE EXTENSION IF NOT EXISTS hstore');
    if (settings.idType === PgIdType.UUID) await jdbcTemplate.execute('CREATE EXTENSION IF NOT EXISTS "uuid-ossp"');
    await jdbcTemplate.execute(`CREATE SCHEMA IF NOT EXISTS ${settings.schemaName}`);
    if (settings.removeExistingTable) await jdbcTemplate.execute(`DROP TABLE IF EXISTS ${table}`);
    await jdbcTemplate.execute(
      `CREATE TABLE IF NOT EXISTS ${table} (\n\tid ${settings.idType.getColumnTypeName()} PRIMARY KEY,\n\tcontent text,\n\tmetadata json,\n\tembedding vector(${settings.dimensions})\n)\n`,
    );
    if (settings.indexType !== PgIndexType.NONE) {
      await jdbcTemplate.execute(
        `CREATE INDEX IF NOT EXISTS ${settings.indexName} ON ${table} USING ${settings.indexType.toString()} (embedding ${settings.distanceType.index})\n`,
      );
    }
  });
}
