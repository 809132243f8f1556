/* spring-ai-ts, Apache-2.0. How error messages name a statement: short SQL whole, long SQL by its start and length. */

/** Longer statements are named by their start: a message never carries kilobytes of SQL. */
const WHOLE_UP_TO = 200;
const START = 100;

/**
 * The statement as error messages show it: short SQL as it is; longer SQL by its first
 * characters (whitespace collapsed) and its length (`getSql()` of the exception has it all).
 */
export function statementName(sql: string): string {
  if (sql.length <= WHOLE_UP_TO) return sql;
  return `${sql.slice(0, START * 2).replace(/\s+/g, ' ').slice(0, START).trimEnd()} … (${sql.length} characters)`;
}
