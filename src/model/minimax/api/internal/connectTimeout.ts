/* spring-ai-ts, Apache-2.0. Internal: the MiniMax client's connect timeout on undici, the HTTP stack of Node's fetch. */
import { APIConnectionError } from 'openai';
import { Agent } from 'undici';
import { MiniMaxConnectTimeoutException } from '../MiniMaxConnectTimeoutException.js';

/** The connect timeout when none is configured: 10 s, Node's own fetch default, now stated. */
export const DEFAULT_CONNECT_TIMEOUT = 10_000;

/** undici's code for a connection attempt that ran past `connect.timeout`. */
const CONNECT_TIMEOUT_CODE = 'UND_ERR_CONNECT_TIMEOUT';
const CONNECT_TIMEOUT_NAME = 'ConnectTimeoutError';

/**
 * The fetch `dispatcher` of one client: a keep-alive pool like fetch's default one whose
 * connection attempts give up after `timeoutMillis`.
 */
export function connectDispatcher(timeoutMillis: number): Agent {
  return new Agent({ connect: { timeout: timeoutMillis } });
}

// The `openai` client turns a fetch failure that mentions a timeout into its own cause-less
// "Request timed out", the same error as its response timeout. The fetch therefore hands a connect
// timeout on as a ConnectFailure, whose text does not mention one: the client then rejects with
// an APIConnectionError whose cause is that ConnectFailure, and MiniMaxApi turns it into a
// MiniMaxConnectTimeoutException. The failure travels with its own request's rejection: nothing
// per request beyond the catch, and no AsyncLocalStorage (one in use turns on Node's promise hooks
// for the whole process, a cost on every promise of the application).

/** A connect timeout on its way through the `openai` client; `failure` is undici's error. */
export class ConnectFailure extends Error {
  constructor(readonly failure: unknown) {
    super('The connection was not established');
    this.name = 'ConnectFailure';
  }
}

/** `fetch` that hands undici's connect timeouts on as {@link ConnectFailure}s. */
export function markingConnectTimeouts(inner: typeof fetch): typeof fetch {
  return (input, init) =>
    inner(input, init).catch((error: unknown) => {
      throw isConnectTimeout(error) ? new ConnectFailure(error) : error;
    });
}

/**
 * The typed error for a request that failed because its connection was not established in time;
 * any other error unchanged.
 */
export function connectTimeoutError(error: unknown, host: () => string, timeoutMillis: number | undefined): unknown {
  if (timeoutMillis === undefined || !(error instanceof APIConnectionError) || !(error.cause instanceof ConnectFailure)) return error;
  return new MiniMaxConnectTimeoutException(host(), timeoutMillis, error.cause.failure);
}

function isConnectTimeout(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (code === CONNECT_TIMEOUT_CODE || name === CONNECT_TIMEOUT_NAME) return true;
    // Node's fetch re-wraps a dispatcher error from another realm (a test VM, say) as a plain
    // Error whose message starts with the original's name.
    if (typeof message === 'string' && message.startsWith(`${CONNECT_TIMEOUT_NAME}:`)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
