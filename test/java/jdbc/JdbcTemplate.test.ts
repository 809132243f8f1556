// spring-ai-ts: JdbcTemplate, transactions and error translation, on the embedded PostgreSQL
// (PGlite), plus the placeholder rewriting and the driver isolation of the entry points.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { BadSqlGrammarException } from '../../../src/java/jdbc/BadSqlGrammarException.js';
import { DataAccessResourceFailureException } from '../../../src/java/jdbc/DataAccessResourceFailureException.js';
import { DataIntegrityViolationException } from '../../../src/java/jdbc/DataIntegrityViolationException.js';
import { DataSourceTransactionManager } from '../../../src/java/jdbc/DataSourceTransactionManager.js';
import { EmptyResultDataAccessException } from '../../../src/java/jdbc/EmptyResultDataAccessException.js';
import { IncorrectResultSizeDataAccessException } from '../../../src/java/jdbc/IncorrectResultSizeDataAccessException.js';
import { rewriteBatchedInsert } from '../../../src/java/jdbc/internal/rewriteBatchedInsert.js';
import { toPositionalParameters } from '../../../src/java/jdbc/internal/toPositionalParameters.js';
import { JdbcTemplate } from '../../../src/java/jdbc/JdbcTemplate.js';
import { PGliteDataSource } from '../../../src/java/jdbc/pglite/PGliteDataSource.js';
import { TransactionTemplate } from '../../../src/java/jdbc/TransactionTemplate.js';

describe('toPositionalParameters (spring-ai-ts)', () => {
  test.each([
    ['SELECT * FROM t WHERE a = ? AND b = ?', 'SELECT * FROM t WHERE a = $1 AND b = $2', 2],
    ["SELECT '?' , ? FROM t", "SELECT '?' , $1 FROM t", 1],
    ["SELECT 'it''s ?', ?", "SELECT 'it''s ?', $1", 1],
    ['SELECT "col?" FROM t WHERE x = ?', 'SELECT "col?" FROM t WHERE x = $1', 1],
    ['SELECT ? -- what?\n, ?', 'SELECT $1 -- what?\n, $2', 2],
    ['SELECT /* ? */ ?', 'SELECT /* ? */ $1', 1],
    ['SELECT $$ ? $$, $tag$ ? $tag$, ?', 'SELECT $$ ? $$, $tag$ ? $tag$, $1', 1],
    ["SELECT '{}'::jsonb ?? 'a', ?", "SELECT '{}'::jsonb ? 'a', $1", 1],
  ])('%s', (sql, expected, count) => {
    expect(toPositionalParameters(sql)).toEqual({ sql: expected, count });
  });

  test('batched single-row inserts become multi-row inserts of at most 1,000 rows', () => {
    const rows = Array.from({ length: 2001 }, (_, i) => [i, `v${i}`]);
    const chunks = rewriteBatchedInsert('INSERT INTO t (a, b) VALUES ($1, $2)', 2, rows)!;
    expect(chunks).toHaveLength(3);
    expect(chunks[0]!.sql.startsWith('INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4)')).toBe(true);
    expect(chunks[2]!.params).toEqual([2000, 'v2000']);
    expect(rewriteBatchedInsert('UPDATE t SET a = $1', 1, [[1]])).toBeUndefined();
    expect(rewriteBatchedInsert('INSERT INTO t (a, b) VALUES ($1, now())', 1, [[1]])).toBeUndefined();
  });
});

describe('JdbcTemplate on PGlite (spring-ai-ts)', () => {
  let dataSource: PGliteDataSource;
  let jdbc: JdbcTemplate;
  let tx: TransactionTemplate;

  beforeAll(async () => {
    dataSource = new PGliteDataSource();
    jdbc = new JdbcTemplate(dataSource);
    tx = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
    await jdbc.execute('CREATE TABLE t (id TEXT PRIMARY KEY, n INT NOT NULL); CREATE TABLE log (line TEXT)');
  }, 60_000);
  afterAll(async () => {
    await dataSource.close();
  });
  beforeEach(async () => {
    await jdbc.execute('TRUNCATE t; TRUNCATE log');
  });

  test('update, batchUpdate, queryForList, queryForMap, queryForObject and query', async () => {
    expect(await jdbc.update('INSERT INTO t (id, n) VALUES (?, ?)', 'a', 1)).toBe(1);
    const batch = Array.from({ length: 1500 }, (_, i) => [`b${i}`, i]);
    expect(await jdbc.batchUpdate('INSERT INTO t (id, n) VALUES (?, ?)', batch)).toHaveLength(1500);
    expect(await jdbc.queryForObject<number>('SELECT count(*) FROM t', Number)).toBe(1501);
    expect(await jdbc.queryForList<string>('SELECT id FROM t WHERE n < ? ORDER BY n, id', String, 2)).toEqual(['b0', 'a', 'b1']);
    const maps = await jdbc.queryForList('SELECT id, n FROM t WHERE id = ?', 'a');
    expect(maps).toEqual([new Map<string, unknown>([['id', 'a'], ['n', 1]])]);
    expect(await jdbc.queryForMap('SELECT id, n FROM t WHERE id = ?', 'b7')).toEqual(new Map<string, unknown>([['id', 'b7'], ['n', 7]]));
    expect(await jdbc.query('SELECT id, n FROM t WHERE n BETWEEN ? AND ? ORDER BY n', (row) => `${row['id']}=${row['n']}`, 3, 4)).toEqual([
      'b3=3',
      'b4=4',
    ]);
    expect(
      await jdbc.queryForObject('SELECT id, n FROM t WHERE id = ?', { mapRow: (row: Record<string, unknown>) => row['n'] }, 'b9'),
    ).toBe(9);
    expect(await jdbc.update('UPDATE t SET n = n + 1 WHERE n >= ?', 1000)).toBe(500);
    // A batch of another shape runs statement by statement and reports each count.
    expect(await jdbc.batchUpdate('UPDATE t SET n = ? WHERE id = ?', [[0, 'a'], [0, 'missing']])).toEqual([1, 0]);
  });

  test('wrong result sizes are IncorrectResultSizeDataAccessException', async () => {
    await expect(jdbc.queryForObject('SELECT n FROM t WHERE id = ?', Number, 'none')).rejects.toThrow(
      EmptyResultDataAccessException,
    );
    await jdbc.batchUpdate('INSERT INTO t (id, n) VALUES (?, ?)', [['x', 1], ['y', 1]]);
    const error = await jdbc.queryForMap('SELECT * FROM t WHERE n = ?', 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncorrectResultSizeDataAccessException);
    expect((error as Error).message).toBe('Incorrect result size: expected 1, actual 2');
  });

  test('driver errors become typed DataAccessExceptions with the SQL and the SQLSTATE', async () => {
    const grammar = await jdbc.update('SELEC 1').catch((e: unknown) => e);
    expect(grammar).toBeInstanceOf(BadSqlGrammarException);
    expect((grammar as BadSqlGrammarException).getSql()).toBe('SELEC 1');
    expect((grammar as Error).message).toMatch(/^PreparedStatementCallback; bad SQL grammar \[SELEC 1\]/);
    await jdbc.update('INSERT INTO t (id, n) VALUES (?, ?)', 'dup', 1);
    const duplicate = await jdbc.update('INSERT INTO t (id, n) VALUES (?, ?)', 'dup', 2).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(DataIntegrityViolationException);
    expect((duplicate as DataIntegrityViolationException).getSQLState()).toBe('23505');
  });

  test('a transaction commits when its callback resolves and rolls back when it rejects', async () => {
    await tx.executeWithoutResult(async () => {
      await jdbc.update('INSERT INTO t (id, n) VALUES (?, ?)', 'kept', 1);
    });
    await expect(
      tx.execute(async () => {
        await jdbc.update('INSERT INTO t (id, n) VALUES (?, ?)', 'gone', 1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    // A failing batch leaves nothing behind either.
    await expect(jdbc.batchUpdate('UPDATE t SET n = ? WHERE id = ?', [[5, 'kept'], [null, 'kept']])).rejects.toThrow(
      DataIntegrityViolationException,
    );
    // A single-column query of two columns is refused.
    await expect(jdbc.queryForList('SELECT id, n FROM t', String)).rejects.toThrow('Incorrect column count: expected 1, actual 2');
    expect(await jdbc.query('SELECT id, n FROM t', (row) => [row['id'], row['n']])).toEqual([['kept', 1]]);
  });

  test('setRollbackOnly rolls back without an error; a nested callback joins the running transaction', async () => {
    const result = await tx.execute(async (status) => {
      await jdbc.update('INSERT INTO log (line) VALUES (?)', 'rolled back');
      status.setRollbackOnly();
      return 'done';
    });
    expect(result).toBe('done');
    await tx.executeWithoutResult(async (outer) => {
      expect(outer.isNewTransaction()).toBe(true);
      await jdbc.update('INSERT INTO log (line) VALUES (?)', 'outer');
      await tx.executeWithoutResult(async (inner) => {
        expect(inner.isNewTransaction()).toBe(false);
        await jdbc.update('INSERT INTO log (line) VALUES (?)', 'inner');
      });
    });
    expect(await jdbc.queryForList('SELECT line FROM log ORDER BY line', String)).toEqual(['inner', 'outer']);
  });

  test('PGlite runs one transaction at a time: statements of others wait until it ends', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = tx.executeWithoutResult(async () => {
      await jdbc.update('INSERT INTO log (line) VALUES (?)', 'uncommitted');
      await gate;
    });
    const outside = jdbc.queryForList<string>('SELECT line FROM log', String).then((lines) => seen.push(...lines));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen).toEqual([]);
    release();
    await Promise.all([first, outside]);
    expect(seen).toEqual(['uncommitted']);
  });

  test('a closed PGlite data source rejects with DataAccessResourceFailureException', async () => {
    const closed = new PGliteDataSource();
    await closed.query('SELECT 1');
    await closed.close();
    await expect(closed.query('SELECT 1')).rejects.toThrow(DataAccessResourceFailureException);
  });

  test('a PGlite data directory keeps the data across reopening', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spring-ai-ts-pglite-'));
    try {
      const first = new PGliteDataSource({ dataDir: dir });
      expect(first.getDataDir()).toBe(dir);
      await first.execute('CREATE TABLE kept (v TEXT)');
      await first.query('INSERT INTO kept VALUES ($1)', ['across restarts']);
      await first.close();
      const second = new PGliteDataSource({ dataDir: dir });
      expect((await second.query('SELECT v FROM kept')).rows).toEqual([{ v: 'across restarts' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('Driver isolation (spring-ai-ts)', () => {
  test('only the spring-ai-ts/pg and spring-ai-ts/pglite entries import the drivers', () => {
    const src = path.resolve(__dirname, '../../../src');
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && /from '(pg|@electric-sql\/pglite[^']*)'/.test(readFileSync(file, 'utf8'))) {
          offenders.push(path.relative(src, file));
        }
      }
    };
    walk(src);
    expect(offenders.sort()).toEqual(['java/jdbc/pg/PgDataSource.ts', 'java/jdbc/pg/internal/PgSession.ts', 'java/jdbc/pglite/PGliteDataSource.ts', 'java/jdbc/pglite/PGliteDataSourceOptions.ts']);
  });
});

describe('PGliteDataSource extensions (spring-ai-ts)', () => {
  test('loads a PGlite extension (pgvector) given in the options', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { vector } = require('@electric-sql/pglite/vector') as { vector: import('@electric-sql/pglite').Extension };
    const dataSource = new PGliteDataSource({ extensions: { vector } });
    try {
      await dataSource.execute('CREATE EXTENSION IF NOT EXISTS vector');
      const { rows } = await dataSource.query("SELECT '[1,2,3]'::vector <-> '[1,2,4]'::vector AS distance");
      expect(rows).toEqual([{ distance: 1 }]);
    } finally {
      await dataSource.close();
    }
  }, 60_000);
});
