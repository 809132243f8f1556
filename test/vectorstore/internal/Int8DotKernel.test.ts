// Our own tests: the embedded module is int8-dots.wat, and every bound holds the exact dot product.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import wabt from 'wabt';
import { Int8DotKernel } from '../../../src/vectorstore/internal/Int8DotKernel.js';

const source = path.join(__dirname, '../../../src/vectorstore/internal');

function random(seed: number): () => number {
  return () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;
}

describe('Int8DotKernel', () => {
  test('the embedded bytes are int8-dots.wat assembled', async () => {
    const tools = await wabt();
    const module = tools.parseWat('int8-dots.wat', readFileSync(path.join(source, 'int8-dots.wat'), 'utf8'), { simd: true });
    module.validate();
    const bytes = Buffer.from(module.toBinary({}).buffer).toString('base64');
    expect(readFileSync(path.join(source, 'Int8DotKernel.ts'), 'utf8')).toContain(`'${bytes}'`);
  });

  test.each([
    ['unit-scale values', 1536, 1],
    ['dimensions not a multiple of 16', 37, 1],
    ['tiny values', 64, 1e-30],
    ['huge values', 64, 1e30],
  ])('every estimate is within its bound of the exact dot product (%s)', (_, dims, magnitude) => {
    const rand = random(dims);
    const kernel = Int8DotKernel.create(dims)!;
    expect(kernel).toBeDefined();
    kernel.reserve(50);
    const rows: Float32Array[] = [];
    for (let r = 0; r < 50; r++) {
      // Mixed magnitudes inside a row (one large outlier) make int8 rounding coarse.
      const v = Float32Array.from({ length: dims }, (_, i) => rand() * magnitude * (i === r % dims ? 50 : 1));
      rows.push(v);
      kernel.set(r, v);
    }
    kernel.move(49, 3);
    rows[3] = rows[49]!;
    const query = Array.from({ length: dims }, () => rand() * magnitude);
    kernel.scan(query, 49);
    let widest = 0;
    for (let r = 0; r < 49; r++) {
      const exact = rows[r]!.reduce((sum, x, i) => sum + x * query[i]!, 0);
      const estimate = kernel.estimates[r]!;
      const error = kernel.errors[r]!;
      expect(Math.abs(exact - estimate)).toBeLessThanOrEqual(error);
      widest = Math.max(widest, error / (Math.hypot(...rows[r]!) * Math.hypot(...query)));
    }
    // The bound is useful: at most some percent of |q||v|, even with outliers.
    expect(widest).toBeLessThan(0.15);
    expect(widest).toBeGreaterThan(0);
  });

  test('a zero row gives an exact zero', () => {
    const kernel = Int8DotKernel.create(20)!;
    kernel.reserve(1);
    kernel.set(0, new Float32Array(20));
    kernel.scan(Array.from({ length: 20 }, (_, i) => i + 1), 1);
    expect(kernel.estimates[0]).toBe(0);
    expect(kernel.errors[0]).toBe(0);
  });
});
