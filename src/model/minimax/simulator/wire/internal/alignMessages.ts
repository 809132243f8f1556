/* spring-ai-ts, Apache-2.0. Internal: lines up two message lists (longest common subsequence, then moves and changes). */
import type { MiniMaxWireMessageRow } from '../MiniMaxWireComparison.js';
import { canonicalJson } from './json.js';

type Op = { op: 'same'; i: number; j: number } | { op: 'del'; i: number } | { op: 'ins'; j: number };

const roleOf = (message: unknown): unknown => (typeof message === 'object' && message !== null ? (message as { role?: unknown }).role : undefined);

/** Rows for the side-by-side view: equal messages paired, then moved ones, then changed ones (same role, same gap). */
export function alignMessages(left: readonly unknown[], right: readonly unknown[]): MiniMaxWireMessageRow[] {
  const l = left.map(canonicalJson);
  const r = right.map(canonicalJson);
  const table: number[][] = Array.from({ length: l.length + 1 }, () => new Array<number>(r.length + 1).fill(0));
  for (let i = l.length - 1; i >= 0; i--) {
    for (let j = r.length - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] = l[i] === r[j] ? (table[i + 1] as number[])[j + 1]! + 1 : Math.max((table[i + 1] as number[])[j]!, row[j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < l.length || j < r.length) {
    if (i < l.length && j < r.length && l[i] === r[j]) ops.push({ op: 'same', i: i++, j: j++ });
    else if (j < r.length && (i >= l.length || (table[i] as number[])[j + 1]! >= (table[i + 1] as number[])[j]!)) ops.push({ op: 'ins', j: j++ });
    else ops.push({ op: 'del', i: i++ });
  }
  const moved = new Set<Op>();
  for (const del of ops) {
    if (del.op !== 'del') continue;
    const ins = ops.find((candidate) => candidate.op === 'ins' && !moved.has(candidate) && r[candidate.j] === l[del.i]);
    if (ins !== undefined) moved.add(del).add(ins);
  }
  const changedPartner = new Map<Op, Op>();
  let gap: Op[] = [];
  const pairGap = () => {
    const dels = gap.filter((op) => op.op === 'del' && !moved.has(op)) as Array<Extract<Op, { op: 'del' }>>;
    const inss = gap.filter((op) => op.op === 'ins' && !moved.has(op)) as Array<Extract<Op, { op: 'ins' }>>;
    for (const del of dels) {
      const ins = inss.find((candidate) => !changedPartner.has(candidate) && roleOf(right[candidate.j]) === roleOf(left[del.i]));
      if (ins !== undefined) {
        changedPartner.set(del, ins);
        changedPartner.set(ins, del);
      }
    }
    gap = [];
  };
  for (const op of ops) {
    if (op.op === 'same') pairGap();
    else gap.push(op);
  }
  pairGap();
  const rows: MiniMaxWireMessageRow[] = [];
  for (const op of ops) {
    if (op.op === 'same') rows.push({ kind: 'same', left: { index: op.i, message: left[op.i] }, right: { index: op.j, message: right[op.j] } });
    else if (op.op === 'del') {
      const partner = changedPartner.get(op);
      if (partner !== undefined && partner.op === 'ins') {
        rows.push({ kind: 'changed', left: { index: op.i, message: left[op.i] }, right: { index: partner.j, message: right[partner.j] } });
      } else rows.push({ kind: moved.has(op) ? 'moved' : 'removed', left: { index: op.i, message: left[op.i] } });
    } else if (!changedPartner.has(op)) rows.push({ kind: moved.has(op) ? 'moved' : 'added', right: { index: op.j, message: right[op.j] } });
  }
  return rows;
}
