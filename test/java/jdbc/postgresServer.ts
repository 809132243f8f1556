// Test support: a throwaway PostgreSQL server per test file (scripts/postgres.cjs), and the rule
// for machines without PostgreSQL: skip with the reason in the title, except under CI, which fails.
import * as path from 'node:path';

/** A running server started by scripts/postgres.cjs. */
export interface PostgresServer {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly database: string;
  stop(): Promise<void>;
  kill(): Promise<void>;
  restart(): Promise<void>;
  log(): string;
}

interface PostgresScript {
  startPostgres(options?: { fsync?: boolean; maxConnections?: number }): Promise<PostgresServer>;
  findPostgresBin(): string | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const postgresScript = require(path.resolve(__dirname, '../../../scripts/postgres.cjs')) as PostgresScript;

const ci = process.env['CI'] === 'true' || process.env['CI'] === '1';

/** Why the PostgreSQL tests cannot run here, or `undefined` when they can. */
export const POSTGRES_SKIP_REASON: string | undefined =
  postgresScript.findPostgresBin() === undefined
    ? 'skipped: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; .ci/run installs it)'
    : undefined;

/**
 * `describe` for tests that need a real PostgreSQL server: skipped with the reason in its title
 * when PostgreSQL is missing, failing instead under CI.
 */
export function describePostgres(name: string, body: () => void): void {
  if (POSTGRES_SKIP_REASON === undefined) {
    describe(name, body);
  } else if (ci) {
    describe(name, () => {
      test('PostgreSQL is available (required under CI)', () => {
        throw new Error(`CI must run the PostgreSQL tests: ${POSTGRES_SKIP_REASON}`);
      });
    });
  } else {
    describe.skip(`${name} (${POSTGRES_SKIP_REASON})`, body);
  }
}

/** Starts a server before the file's tests and stops it after; call inside {@link describePostgres}. */
export function usePostgresServer(options?: { fsync?: boolean; maxConnections?: number }): () => PostgresServer {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await postgresScript.startPostgres(options);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  return () => {
    if (server === undefined) throw new Error('PostgreSQL server not started');
    return server;
  };
}
