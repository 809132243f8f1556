/* spring-ai-ts, Apache-2.0. Barrel of src/jdbc: the small port of Spring's JDBC and transaction API. */
export type { Connection } from './Connection.js';
export { DataSource } from './DataSource.js';
export type { SqlQueryResult } from './SqlQueryResult.js';
export type { RowMapper } from './RowMapper.js';
export { JdbcTemplate } from './JdbcTemplate.js';
export type { TransactionStatus } from './TransactionStatus.js';
export type { PlatformTransactionManager } from './PlatformTransactionManager.js';
export { DataSourceTransactionManager } from './DataSourceTransactionManager.js';
export { TransactionTemplate } from './TransactionTemplate.js';
export { DataAccessException } from './DataAccessException.js';
export { DataAccessResourceFailureException } from './DataAccessResourceFailureException.js';
export { CannotGetJdbcConnectionException } from './CannotGetJdbcConnectionException.js';
export { DataIntegrityViolationException } from './DataIntegrityViolationException.js';
export { TransientDataAccessException } from './TransientDataAccessException.js';
export { BadSqlGrammarException } from './BadSqlGrammarException.js';
export { UncategorizedSQLException } from './UncategorizedSQLException.js';
export { IncorrectResultSizeDataAccessException } from './IncorrectResultSizeDataAccessException.js';
export { EmptyResultDataAccessException } from './EmptyResultDataAccessException.js';
