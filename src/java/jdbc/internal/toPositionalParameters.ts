/* spring-ai-ts, Apache-2.0. JDBC `?` placeholders → PostgreSQL `$n`, outside quotes and comments. */

const cache = new Map<string, { sql: string; count: number }>();

/**
 * Rewrites each `?` placeholder of `sql` as `$1`, `$2`, … and counts them. Question marks inside
 * string literals, quoted identifiers, dollar-quoted bodies and comments stay; `??` stands for a
 * literal `?` (a PostgreSQL operator), as with the PostgreSQL JDBC driver.
 */
export function toPositionalParameters(sql: string): { sql: string; count: number } {
  const cached = cache.get(sql);
  if (cached !== undefined) return cached;
  let out = '';
  let count = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i, c);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '$' && /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.test(sql.slice(i)) && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '?') {
      if (sql[i + 1] === '?') {
        out += '?';
        i += 2;
      } else {
        out += `$${++count}`;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  const result = { sql: out, count };
  if (cache.size < 1000) cache.set(sql, result);
  return result;
}

function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}
