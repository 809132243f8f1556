/* spring-ai-ts, Apache-2.0. MCP failures the SDK reports raw: a malformed answer, a closed connection. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

/** Why each watched client's connection closed, as far as its transport said. */
const lastErrors = new WeakMap<Client, { error?: string }>();

/**
 * Remembers the first transport error of `client` since its last answer (chained after its own
 * `onerror`), so that a closed connection can be explained later: the first error is the cause,
 * later ones its echoes (the rest of an oversized message is not JSON); once per client.
 */
export function watchConnection(client: Client): void {
  if (lastErrors.has(client)) return;
  const state: { error?: string } = {};
  lastErrors.set(client, state);
  const previous = client.onerror;
  client.onerror = (error: Error) => {
    state.error ??= error.message;
    previous?.call(client, error);
  };
}

/** The server answered: earlier transport errors explain nothing that follows. */
export function connectionAnswered(client: Client): void {
  const state = lastErrors.get(client);
  if (state !== undefined) delete state.error;
}

/** The server's name as it gave it in `initialize`. */
function serverName(client: Client): string {
  return client.getServerVersion()?.name ?? 'unknown';
}

/** A schema validation error of the SDK (zod): its issues, else undefined. */
function validationIssues(error: unknown): string | undefined {
  const issues = (error as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  return issues
    .slice(0, 3)
    .map((issue: { path?: unknown[]; message?: unknown }) => `${(issue.path ?? []).join('.') || '(the result)'}: ${String(issue.message)}`)
    .join('; ');
}

/**
 * The SDK's {@link McpError} for a failure of `what` (`tools/list`, `tool 'x'`) on `client`: a
 * malformed answer names the server and the malformed fields; a closed connection names the
 * server and the transport's last error. Other errors are returned unchanged.
 */
export function describeMcpFailure(client: Client, what: string, error: unknown): unknown {
  const server = `MCP server '${serverName(client)}'`;
  const issues = validationIssues(error);
  if (issues !== undefined) return new McpError(ErrorCode.InternalError, `${server} answered ${what} with a malformed result: ${issues}`);
  const cause = lastErrors.get(client)?.error;
  const why = cause === undefined ? '' : ` (${cause})`;
  if (error instanceof McpError && error.code === (ErrorCode.ConnectionClosed as number)) {
    return new McpError(ErrorCode.ConnectionClosed, `Connection closed by ${server} during ${what}${why}`);
  }
  if (error instanceof Error && error.message === 'Not connected') {
    return new McpError(
      ErrorCode.ConnectionClosed,
      `Not connected: ${server} is gone, its connection closed${why}; its tools work again once the application reconnects its MCP client`,
    );
  }
  return error;
}
