/* spring-ai-ts, Apache-2.0. Internal: the MiniMax client's connect timeout on undici, the HTTP stack of Node's fetch. */
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

/** The connect failure seen by the fetch of one request, if any. */
export interface ConnectAttempt {
  failure?: unknown;
}

// The `openai` client turns a connect timeout into its own cause-less "Request timed out", the
// same error as its response timeout: the fetch records the real failure on the request's attempt.
// The attempt rides to the fetch in the request's own fetch options (the client copies them into
// the fetch init) rather than in an AsyncLocalStorage: an AsyncLocalStorage in use turns on
// Node's promise hooks for the whole process, a cost on every promise of the application.
const ATTEMPT: unique symbol = Symbol('spring-ai-ts.connectAttempt');

/** The fetch options of one request that let {@link recordingConnectFailures} report to `attempt`. */
export function attemptOptions(attempt: ConnectAttempt): Record<never, never> {
  return { [ATTEMPT]: attempt };
}

/** `fetch` that records undici's connect timeouts on the attempt its request carries. */
export function recordingConnectFailures(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const attempt = (init as { [ATTEMPT]?: ConnectAttempt } | undefined)?.[ATTEMPT];
    if (attempt === undefined) return inner(input, init);
    const { [ATTEMPT]: _attempt, ...rest } = init as RequestInit & { [ATTEMPT]?: ConnectAttempt };
    try {
      return await inner(input, rest);
    } catch (error) {
      if (isConnectTimeout(error)) attempt.failure = error;
      throw error;
    }
  };
}

/**
 * Runs one request, whose fetch options come from {@link attemptOptions} of the attempt given to
 * `request`; when its fetch ran out of connect time, rejects with a
 * {@link MiniMaxConnectTimeoutException} naming `host` (the transport's error as its cause)
 * instead of the client's error.
 */
export async function watchConnect<T>(host: string, timeoutMillis: number, request: (attempt: ConnectAttempt) => Promise<T>): Promise<T> {
  const attempt: ConnectAttempt = {};
  try {
    return await request(attempt);
  } catch (error) {
    if (attempt.failure !== undefined) throw new MiniMaxConnectTimeoutException(host, timeoutMillis, attempt.failure);
    throw error;
  }
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
