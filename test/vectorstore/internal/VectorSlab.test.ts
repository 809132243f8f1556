// Our own tests: the WebAssembly SIMD scorer and the JavaScript fallback give the same top-k.
import { VectorSlab } from '../../../src/vectorstore/internal/VectorSlab.js';

const DIMS = 37; // not a multiple of 8, so the kernel's scalar tail runs too

function fill(slab: { push(v: number[], n: number): number }, rows: number): number[][] {
  let seed = 3;
  const rand = (): number => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;
  const vectors: number[][] = [];
  for (let r = 0; r < rows; r++) {
    const v = Array.from({ length: DIMS }, rand);
    vectors.push(v);
    slab.push(v, Math.hypot(...v));
  }
  return vectors;
}

describe('VectorSlab', () => {
  const query = Float32Array.from(Array.from({ length: DIMS }, (_, i) => Math.sin(i + 1)));
  const queryNorm = Math.hypot(...query);

  test('SIMD scores match a plain cosine, across growth and swap-removal', () => {
    const slab = new VectorSlab(DIMS);
    const vectors = fill(slab, 300);
    slab.removeSwap(5);
    vectors[5] = vectors.pop()!;
    const expected = vectors
      .map((v, row) => [row, v.reduce((s, x, i) => s + Math.fround(x) * (query[i] as number), 0) / (queryNorm * Math.hypot(...v))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
    const actual = slab.topK(query, queryNorm, 10, -1);
    expect(actual.map(([row]) => row)).toEqual(expected.map(([row]) => row));
    actual.forEach(([, score], i) => expect(score).toBeCloseTo(expected[i]![1], 5));
  });

  test('the JavaScript fallback (no WebAssembly) gives the same result', () => {
    const simd = new VectorSlab(DIMS);
    fill(simd, 200);
    const g = globalThis as unknown as { WebAssembly: Record<string, unknown> };
    const wasm = g.WebAssembly;
    let Fallback!: typeof VectorSlab;
    try {
      g.WebAssembly = {
        ...wasm,
        Module: function () {
          throw new Error('no SIMD here');
        },
      };
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Fallback = (require('../../../src/vectorstore/internal/VectorSlab.js') as { VectorSlab: typeof VectorSlab }).VectorSlab;
      });
      const js = new Fallback(DIMS);
      fill(js, 200);
      const a = simd.topK(query, queryNorm, 7, 0.05, (row) => row % 2 === 0);
      const b = js.topK(query, queryNorm, 7, 0.05, (row) => row % 2 === 0);
      expect(b.map(([row]) => row)).toEqual(a.map(([row]) => row));
      b.forEach(([, score], i) => expect(score).toBeCloseTo(a[i]![1], 5));
      expect(a.length).toBeGreaterThan(0);
    } finally {
      g.WebAssembly = wasm;
    }
  });
});
