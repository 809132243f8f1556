/**
 * `spring-ai-ts/pglite`: the {@link PGliteDataSource}, an embedded PostgreSQL (PGlite) in this
 * process; the only entry point that loads `@electric-sql/pglite` (an optional peer dependency).
 *
 * @packageDocumentation
 */
export { PGliteDataSource } from './PGliteDataSource.js';
export type { PGliteDataSourceOptions } from './PGliteDataSourceOptions.js';
export { PGliteDataDirectoryLockedException } from './PGliteDataDirectoryLockedException.js';
export { PGliteDataDirectoryException } from './PGliteDataDirectoryException.js';
export type { PGliteDataDirectoryFailure } from './PGliteDataDirectoryException.js';
