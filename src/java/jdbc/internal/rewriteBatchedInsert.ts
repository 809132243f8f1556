/* spring-ai-ts, Apache-2.0. A batch of single-row INSERTs → multi-row INSERTs (pgjdbc's reWriteBatchedInserts). */

/** Rows per multi-row statement: well below PostgreSQL's 65,535 bound parameters for tables of ≤ 65 columns. */
const ROWS_PER_STATEMENT = 1000;

const SINGLE_ROW_INSERT = /^(\s*INSERT\s+INTO\s+[\s\S]+?\bVALUES\s*)\(((?:\s*\$\d+\s*,)*\s*\$\d+\s*)\)(\s*;?\s*)$/i;

/**
 * The multi-row statements for a batch of `INSERT … VALUES ($1, …, $n)` with only placeholders in
 * the row, in order; `undefined` when the statement has another shape (it then runs row by row).
 */
export function rewriteBatchedInsert(
  sql: string,
  parameterCount: number,
  batchArgs: readonly (readonly unknown[])[],
): { sql: string; params: unknown[] }[] | undefined {
  const match = SINGLE_ROW_INSERT.exec(sql);
  if (match === null || parameterCount === 0) return undefined;
  const placeholders = match[2]!.split(',').map((p) => p.trim());
  // Only the plain $1…$n order can be repeated per row.
  if (placeholders.some((p, i) => p !== `$${i + 1}`)) return undefined;
  const chunks: { sql: string; params: unknown[] }[] = [];
  for (let start = 0; start < batchArgs.length; start += ROWS_PER_STATEMENT) {
    const rows = batchArgs.slice(start, start + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const tuples = rows.map((args, row) => {
      params.push(...args.slice(0, parameterCount));
      const base = row * parameterCount;
      return `(${placeholders.map((_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    chunks.push({ sql: `${match[1]}${tuples.join(', ')}`, params });
  }
  return chunks;
}
