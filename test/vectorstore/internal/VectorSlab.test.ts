// Our own tests: the int8-indexed search, the exact scan and a naive number[] loop give the same top-k.
import { VectorSlab } from '../../../src/vectorstore/internal/VectorSlab.js';

function random(seed: number): () => number {
  return () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;
}

const norm = (v: number[]): number => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

/** The naive search: cosine over number[] vectors, full sort, ties by lower row. */
function naive(vectors: number[][], query: number[], k: number, threshold: number, accept: (row: number) => boolean = () => true): Array<[number, number]> {
  return vectors
    .map((v, row): [number, number] => [row, v.reduce((s, x, i) => s + x * query[i]!, 0) / (norm(v) * norm(query))])
    .filter(([row, score]) => score >= threshold && accept(row))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, k);
}

/**
 * `actual` is a correct top-k next to the naive one: rank by rank the scores agree within 1e-6
 * (relative), and every returned row's own naive score agrees with the score returned for it.
 * Rows may differ only where float32 storage reorders scores closer than that; `sameRows` says
 * the corpus has no such near-ties, so the rows must be the same too.
 */
function expectSame(actual: Array<[number, number]>, expected: Array<[number, number]>, own: (row: number) => number, sameRows: boolean): void {
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.abs(b);
  expect(actual.length).toBe(expected.length);
  actual.forEach(([row, score], i) => {
    expect(close(score, expected[i]![1])).toBe(true);
    expect(close(score, own(row))).toBe(true);
  });
  if (sameRows) expect(actual.map(([row]) => row)).toEqual(expected.map(([row]) => row));
}

describe('VectorSlab', () => {
  const slabs = (dims: number): VectorSlab[] => [new VectorSlab(dims), new VectorSlab(dims, { exact: true })];

  test('uses the int8 index where WebAssembly SIMD is available', () => {
    expect(new VectorSlab(8).indexed()).toBe(true);
    expect(new VectorSlab(8, { exact: true }).indexed()).toBe(false);
  });

  test.each([
    ['random vectors', 0],
    ['clustered vectors (many near-ties)', 0.98],
  ])('indexed and exact search equal the naive loop on %s, across growth and swap-removal', (_, clustering) => {
    const dims = 100;
    const rand = random(11);
    const centre = Array.from({ length: dims }, rand);
    const vectors = Array.from({ length: 3000 }, () => centre.map((c) => clustering * c + (1 - clustering) * rand()));
    for (const slab of slabs(dims)) {
      const rows = vectors.map((v) => v);
      rows.forEach((v) => slab.push(v, norm(v)));
      for (const removed of [5, 17, 2999 - 2]) {
        slab.removeSwap(removed);
        rows[removed] = rows[rows.length - 1]!;
        rows.pop();
      }
      for (let q = 0; q < 5; q++) {
        const query = centre.map((c) => clustering * c + (1 - clustering) * rand());
        const own = (row: number): number => naive([rows[row]!], query, 1, -Infinity)[0]![1];
        const everyThird = (row: number): boolean => row % 3 === 0;
        expectSame(slab.topK(query, norm(query), 10, -1), naive(rows, query, 10, -1), own, clustering === 0);
        expectSame(slab.topK(query, norm(query), 7, 0.0, everyThird), naive(rows, query, 7, 0.0, everyThird), own, clustering === 0);
      }
    }
  });

  test('indexed and exact search give identical results (rows and scores), filter and threshold included', () => {
    const dims = 64;
    const rand = random(23);
    const [indexed, exact] = slabs(dims);
    const centre = Array.from({ length: dims }, rand);
    for (let i = 0; i < 4000; i++) {
      const v = centre.map((c) => (i % 2 === 0 ? 0.99 * c + 0.01 * rand() : rand()));
      indexed!.push(v, norm(v));
      exact!.push(v, norm(v));
    }
    for (let q = 0; q < 10; q++) {
      const query = centre.map((c) => (q % 2 === 0 ? 0.99 * c + 0.01 * rand() : rand()));
      for (const [k, threshold, accept] of [
        [10, -1, undefined],
        [50, 0.2, undefined],
        [5, -1, (row: number) => row % 7 === 1],
      ] as const) {
        expect(indexed!.topK(query, norm(query), k, threshold, accept)).toEqual(exact!.topK(query, norm(query), k, threshold, accept));
      }
    }
  });

  test('equal vectors: lower rows first, the same for both paths', () => {
    for (const slab of slabs(20)) {
      const v = Array.from({ length: 20 }, (_, i) => i - 7);
      for (let i = 0; i < 50; i++) slab.push(v, norm(v));
      expect(slab.topK(v, norm(v), 4, 0.5).map(([row]) => row)).toEqual([0, 1, 2, 3]);
    }
  });

  test('a threshold above every score gives nothing, topK 0 gives nothing', () => {
    for (const slab of slabs(16)) {
      const rand = random(5);
      for (let i = 0; i < 100; i++) {
        const v = Array.from({ length: 16 }, rand);
        slab.push(v, norm(v));
      }
      const query = Array.from({ length: 16 }, rand);
      expect(slab.topK(query, norm(query), 10, 0.999)).toEqual(naive([], query, 10, 0.999));
      expect(slab.topK(query, norm(query), 0, -1)).toEqual([]);
    }
  });

  test('overwriting a row (set) updates the index too', () => {
    for (const slab of slabs(8)) {
      const a = [1, 0, 0, 0, 0, 0, 0, 0];
      const b = [0, 1, 0, 0, 0, 0, 0, 0];
      slab.push(a, 1);
      slab.push(a, 1);
      slab.set(0, b, 1);
      expect(slab.topK(b, 1, 1, -1)).toEqual([[0, 1]]);
      expect(slab.row(0)).toEqual(b);
    }
  });
});

describe('VectorSlab with a NaN query', () => {
  test('no row qualifies (Spring keeps scores >= threshold, and NaN is not), on both paths', () => {
    for (const slab of [new VectorSlab(4), new VectorSlab(4, { exact: true })]) {
      slab.push([1, 2, 3, 4], Math.hypot(1, 2, 3, 4));
      expect(slab.topK([NaN, 1, 1, 1], NaN, 3, -1)).toEqual([]);
    }
  });
});
