/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.transaction.TransactionStatus. */

/**
 * The running transaction, as a transaction callback sees it: mark it rollback-only to roll back
 * without rejecting.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/transaction/TransactionStatus.html
 * @category JDBC
 */
export interface TransactionStatus {
  /** Rolls the transaction back at its end instead of committing it. */
  setRollbackOnly(): void;
  /** Whether {@link setRollbackOnly} was called. */
  isRollbackOnly(): boolean;
  /** False when the callback joined a transaction that was already running. */
  isNewTransaction(): boolean;
}
