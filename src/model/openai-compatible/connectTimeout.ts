/* spring-ai-ts, Apache-2.0. The client's connect timeout on undici, the HTTP stack of Node's fetch. */
import { Agent } from 'undici';

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

/** Whether `error` (a fetch failure) is undici's connect timeout, however wrapped. */
export function isConnectTimeout(error: unknown): boolean {
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
