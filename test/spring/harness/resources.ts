// What some scenarios need besides the simulator: a PostgreSQL server shared by both sides (a
// database per scenario, so the Java and the TypeScript program can read each other's rows).
import * as path from 'node:path';

export type Need = 'postgres' | 'mcp';

export interface Resources {
  /** Why `need` is not available here, or undefined. */
  skipReason(need: Need): string | undefined;
  /** The properties handed to both sides of a scenario. */
  properties(scenario: string): Record<string, string>;
  stop(): Promise<void>;
}

interface PostgresServer {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly database: string;
  stop(): Promise<void>;
}

interface PostgresScript {
  startPostgres(): Promise<PostgresServer>;
  findPostgresBin(): string | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const postgresScript = require(path.resolve(__dirname, '../../../scripts/postgres.cjs')) as PostgresScript;

export async function startResources(needs: ReadonlySet<string>): Promise<Resources> {
  let postgres: PostgresServer | undefined;
  let postgresProblem: string | undefined;
  if (needs.has('postgres')) {
    if (postgresScript.findPostgresBin() === undefined) postgresProblem = 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)';
    else postgres = await postgresScript.startPostgres();
  }
  const mcpServer = path.resolve(__dirname, '../mcp/server.mjs');
  return {
    skipReason: (need) => (need === 'postgres' ? postgresProblem : undefined),
    properties: () => {
      const properties: Record<string, string> = { mcpServerScript: mcpServer, node: process.execPath };
      if (postgres !== undefined) {
        const { host, port, user, password, database } = postgres;
        properties['jdbcUrl'] = `jdbc:postgresql://${host}:${port}/${database}`;
        properties['postgresUrl'] = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
        properties['postgresUser'] = user;
        properties['postgresPassword'] = password;
      }
      return properties;
    },
    stop: async () => {
      await postgres?.stop();
    },
  };
}
