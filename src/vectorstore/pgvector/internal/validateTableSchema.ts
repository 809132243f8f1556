/* spring-ai-ts, Apache-2.0. The table check behind PgVectorStore's vectorTableValidationsEnabled (Spring's PgVectorSchemaValidator, reduced). */
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import type { JdbcTemplate } from '../../../java/jdbc/JdbcTemplate.js';

/** Rejects with `IllegalStateException` unless `schema.table` has the columns the store uses. */
export async function validateTableSchema(jdbcTemplate: JdbcTemplate, schemaName: string, tableName: string): Promise<void> {
  const columns = await jdbcTemplate.queryForList<string>(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = ? AND table_name = ?',
    String,
    schemaName,
    tableName,
  );
  const missing = ['id', 'content', 'metadata', 'embedding'].filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new IllegalStateException(
      `Table ${schemaName}.${tableName} is missing the columns ${missing.join(', ')} (or does not exist); create it or enable initializeSchema`,
    );
  }
}
