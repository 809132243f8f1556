// Test support: whether the PostgreSQL server here has the pgvector extension, and `describe` for
// tests that need it: skipped with the reason in its title when it is missing, failing under CI
// (where .ci/run installs it through scripts/install-pgvector.sh).
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { POSTGRES_SKIP_REASON, postgresScript } from '../../java/jdbc/postgresServer.js';

const ci = process.env['CI'] === 'true' || process.env['CI'] === '1';

/** True when the server scripts/postgres.cjs starts can `CREATE EXTENSION vector`. */
function pgvectorInstalled(): boolean {
  const bin = postgresScript.findPostgresBin();
  if (bin === undefined) return false;
  // Debian: /usr/lib/postgresql/<major>/bin → /usr/share/postgresql/<major>/extension/vector.control
  const major = path.basename(path.dirname(bin));
  return existsSync(`/usr/share/postgresql/${major}/extension/vector.control`);
}

/** Why the pgvector server tests cannot run here, or `undefined` when they can. */
export const PGVECTOR_SKIP_REASON: string | undefined =
  POSTGRES_SKIP_REASON ??
  (pgvectorInstalled() ? undefined : 'skipped: the PostgreSQL server here has no pgvector extension (scripts/install-pgvector.sh installs it)');

/** `describe` for tests that need a PostgreSQL server with pgvector. */
export function describePgvector(name: string, body: () => void): void {
  if (PGVECTOR_SKIP_REASON === undefined) {
    describe(name, body);
  } else if (ci) {
    describe(name, () => {
      test('PostgreSQL with pgvector is available (required under CI)', () => {
        throw new Error(`CI must run the pgvector server tests: ${PGVECTOR_SKIP_REASON}`);
      });
    });
  } else {
    describe.skip(`${name} (${PGVECTOR_SKIP_REASON})`, body);
  }
}
