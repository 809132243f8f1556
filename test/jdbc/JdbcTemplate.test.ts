import { PGliteDataSource } from '../../src/jdbc/pglite/index.js';
import { JdbcTemplate } from '../../src/jdbc/index.js';
test('smoke', async () => {
  const ds = new PGliteDataSource();
  const t = new JdbcTemplate(ds);
  await t.execute('CREATE TABLE t (id text, n int); CREATE INDEX ON t(id)');
  await t.batchUpdate('INSERT INTO t (id, n) VALUES (?, ?)', [['a', 1], ['b', 2]]);
  expect(await t.queryForList('SELECT id FROM t ORDER BY n', String)).toEqual(['a', 'b']);
  expect(await t.queryForObject('SELECT count(*) FROM t', Number)).toBe(2);
  await expect(t.update('SELEC 1')).rejects.toThrow(/bad SQL grammar/);
  await ds.close();
});
