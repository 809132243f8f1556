/**
 * `spring-ai-ts/pg`: the {@link PgDataSource} over a node-postgres (`pg`) pool, the only entry
 * point that loads `pg` (an optional peer dependency).
 *
 * @packageDocumentation
 */
export { PgDataSource } from './PgDataSource.js';
export type { PgDataSourceOptions } from './PgDataSourceOptions.js';
