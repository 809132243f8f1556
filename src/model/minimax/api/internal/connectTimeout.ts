/* spring-ai-ts, Apache-2.0. Internal: the MiniMax client's connect timeout on undici, the HTTP stack of Node's fetch. */
import { AsyncLocalStorage } from 'node:async_hooks';
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
interface Attempt {
  failure?: unknown;
}

// The `openai` client turns a connect timeout into its own cause-less "Request timed out", the
// same error as its response timeout: the fetch records the real failure for the request here.
const attempts = new AsyncLocalStorage<Attempt>();

/** `fetch` that records undici's connect timeouts for {@link watchConnect}. */
export function recordingConnectFailures(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await inner(input, init);
    } catch (error) {
      const attempt = attempts.getStore();
      if (attempt !== undefined && isConnectTimeout(error)) attempt.failure = error;
      throw error;
    }
  };
}

/**
 * Runs one request; when its fetch ran out of connect time, rejects with a
 * {@link MiniMaxConnectTimeoutException} naming `host` (the transport's error as its cause)
 * instead of the client's error.
 */
export async function watchConnect<T>(host: string, timeoutMillis: number, request: () => Promise<T>): Promise<T> {
  const attempt: Attempt = {};
  try {
    return await attempts.run(attempt, request);
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
