/**
 * `spring-ai-ts/pg`: PostgreSQL through a node-postgres (`pg`) pool, the only entry point that loads `pg`.
 *
 * The {@link PgDataSource} for `JdbcChatMemoryRepository`, `PgVectorStore` and the agent's stores;
 * `pg` is an optional peer dependency.
 *
 * @packageDocumentation
 */
export { PgDataSource } from './PgDataSource.js';
export type { PgDataSourceOptions } from './PgDataSourceOptions.js';
