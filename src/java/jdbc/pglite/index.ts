/**
 * `spring-ai-ts/pglite`: embedded PostgreSQL (PGlite) in this process, the only entry point that loads `@electric-sql/pglite`.
 *
 * The {@link PGliteDataSource}, in memory or in a data directory; `@electric-sql/pglite` is an
 * optional peer dependency.
 *
 * @packageDocumentation
 */
export { PGliteDataSource } from './PGliteDataSource.js';
export type { PGliteDataSourceOptions } from './PGliteDataSourceOptions.js';
export { PGliteDataDirectoryLockedException } from './PGliteDataDirectoryLockedException.js';
export { PGliteDataDirectoryException } from './PGliteDataDirectoryException.js';
export type { PGliteDataDirectoryFailure } from './PGliteDataDirectoryException.js';
