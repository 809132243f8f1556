/* spring-ai-ts, Apache-2.0. One checked-out pg client: statements, pipelining, cancellation and its safe return to the pool. */
import type { PoolClient, QueryResult } from 'pg';
import { AbortedException } from '../../../core/AbortedException.js';
import { whenAborted } from '../../../core/whenAborted.js';
import { DataAccessResourceFailureException } from '../../DataAccessResourceFailureException.js';
import { LoggerFactory } from '../../../logging/LoggerFactory.js';
import { isConnectionFailure, translateSqlError } from '../../internal/translateSqlError.js';
import type { SqlQueryResult } from '../../SqlQueryResult.js';
import { sendCancelRequest } from './sendCancelRequest.js';

const logger = LoggerFactory.getLogger('spring-ai-ts.jdbc.PgDataSource');

/** How often an unanswered cancel request is repeated (one can arrive while the server is between statements). */
const CANCEL_REPEAT_MILLIS = 100;

/** The longest wait for the server to answer after the first cancel request, before the socket is destroyed. */
const CANCEL_GIVE_UP_MILLIS = 10_000;

const QUERY_CANCELED = '57014';

/** What this file reads of a client beyond the typed API (absent on clients of other pg copies). */
interface PipelinedClient extends PoolClient {
  readonly processID?: number | null;
  readonly secretKey?: number | null;
}

/**
 * A client checked out for one call. Statements go out as soon as they are issued when the client
 * pipelines (pg's `pipeline` option), otherwise one after the other. On abort, the statements in
 * flight are cancelled with a CancelRequest (repeated until the server answers, bounded), so the
 * outcome is known: cancelled (rolled back) or completed.
 */
export class PgSession {
  private readonly client: PipelinedClient;

  private readonly signal: AbortSignal | undefined;

  /** The connection failed: it must not go back to the pool. */
  private broken = false;

  /** Set when the client goes back to the pool: later statements are refused. */
  private released = false;

  private cancelsSent = 0;

  private cancelsConfirmed = 0;

  private inFlight = 0;

  /** Settles when the statements sent so far have answered (the serial order for clients that do not pipeline). */
  private tail: Promise<unknown> = Promise.resolve();

  /** A statement (`BEGIN`) that no cancel may hit: cancels wait until it has answered. */
  private fence: Promise<unknown> = Promise.resolve();

  private cancelling: Promise<void> | undefined;

  /** The first statement failure of this session, so a transaction never commits past one. */
  failure: unknown;

  /** Set between `BEGIN` and a successful `COMMIT`: told to clients that cannot report their transaction status. */
  transactionOpen = false;

  constructor(client: PoolClient, signal: AbortSignal | undefined) {
    this.client = client as PipelinedClient;
    this.signal = signal;
  }

  /** Whether statements issued together share one round trip. */
  get pipelined(): boolean {
    return this.client.pipeline === true;
  }

  /** Rejects with {@link AbortedException} when the call's signal has aborted. */
  throwIfAborted(): void {
    if (this.signal?.aborted) throw AbortedException.from(this.signal, 'The SQL statement');
  }

  /**
   * Sends one statement (after the ones before it; at once when pipelining) and resolves with its
   * result. `fence`: a cancel must not reach the server before this statement has answered.
   */
  run(task: string, sql: string, params: readonly unknown[] | undefined, fence = false, name?: string): Promise<SqlQueryResult> {
    // A connection kept past its transaction must not send on a client another borrower now holds.
    if (this.released) return Promise.reject(new DataAccessResourceFailureException(`${task}: connection is closed, the call that lent it has ended`));
    this.throwIfAborted();
    const start = (): Promise<QueryResult> => {
      this.throwIfAborted();
      this.inFlight++;
      const sent =
        params === undefined
          ? this.client.query(sql)
          : this.client.query({ text: sql, values: params as unknown[], ...(name === undefined ? {} : { name }) });
      return sent.finally(() => this.inFlight--);
    };
    const pending = this.pipelined ? start() : this.tail.then(start);
    this.tail = pending.catch(() => undefined);
    if (fence) this.fence = this.tail;
    return this.settle(task, sql, pending);
  }

  /** Resolves when every statement sent so far has answered. */
  async drain(): Promise<void> {
    await this.tail;
  }

  /** Returns the client to the pool: rolled back if a transaction is left open, discarded when it may not be safe. */
  async release(): Promise<void> {
    this.released = true;
    await this.tail;
    await this.cancelling;
    // Clients of pg before 8.17 cannot tell their transaction status.
    const status = typeof this.client.getTransactionStatus === 'function' ? this.client.getTransactionStatus() : undefined;
    const open = status === undefined || status === null ? this.transactionOpen : status !== 'I';
    if (!this.broken && open) {
      try {
        await this.client.query('ROLLBACK');
      } catch (error) {
        this.broken = true;
        logger.warn(`ROLLBACK failed: ${(error as Error).message}`);
      }
    }
    // An unconfirmed cancel request may still land and cancel the next borrower's statement.
    const unsafe = this.broken || this.cancelsSent > this.cancelsConfirmed;
    this.client.release(unsafe);
  }

  /** Marks the connection unusable (a statement of a transaction failed with a lost connection). */
  markBroken(): void {
    this.broken = true;
  }

  private async settle(task: string, sql: string, pending: Promise<QueryResult>): Promise<SqlQueryResult> {
    const signal = this.signal;
    const onAbort = (): void => {
      this.cancelling ??= this.cancel();
    };
    const stopWaiting = whenAborted(signal, onAbort);
    try {
      const answer: QueryResult | QueryResult[] = await pending;
      // A script of several statements answers with one result per statement.
      const result = Array.isArray(answer) ? answer[answer.length - 1]! : answer;
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? result.rows.length };
    } catch (error) {
      this.failure ??= error;
      const code = (error as { code?: unknown }).code;
      if (code === QUERY_CANCELED && this.cancelsSent > this.cancelsConfirmed) this.cancelsConfirmed++;
      if (error instanceof AbortedException) throw error;
      if (isConnectionFailure(error)) this.broken = true;
      const translated = signal?.aborted ? new AbortedException('The SQL statement was aborted', error) : translateSqlError(task, sql, error);
      if (this.failure === error) this.failure = translated;
      throw translated;
    } finally {
      stopWaiting();
    }
  }

  /** Cancels what is in flight: repeated until every statement has answered, then bounded by destroying the socket. */
  private async cancel(): Promise<void> {
    await this.fence;
    const { processID, secretKey, host, port } = this.client;
    if (typeof processID !== 'number' || typeof secretKey !== 'number' || host === undefined || typeof port !== 'number') {
      this.destroy();
      return;
    }
    const started = Date.now();
    while (this.inFlight > 0) {
      if (Date.now() - started > CANCEL_GIVE_UP_MILLIS) {
        this.destroy();
        return;
      }
      this.cancelsSent++;
      await sendCancelRequest(host, port, processID, secretKey);
      await Promise.race([this.tail, new Promise((resolve) => setTimeout(resolve, CANCEL_REPEAT_MILLIS).unref())]);
    }
  }

  private destroy(): void {
    this.broken = true;
    (this.client.connection as { stream?: { destroy(): void } } | undefined)?.stream?.destroy();
  }
}
