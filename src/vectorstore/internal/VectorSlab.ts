/* spring-ai-ts, Apache-2.0. Contiguous Float32 storage of SimpleVectorStore's embeddings and top-k scoring. */

// dots.wat beside this file, compiled (wat2wasm --enable-simd): out[r] = dot(q, row r) for every
// row, with 128-bit SIMD. Kept as bytes so the library needs no build step or runtime dependency.
const DOTS_WASM = 'AGFzbQEAAAABCQFgBX9/f39/AAIPAQNlbnYGbWVtb3J5AgABAwIBAAcIAQRkb3RzAAAKngIBmwIEBH8CewF9AXsgA0F4cSEIAkADQCAFIAJPDQH9DAAAAAAAAAAAAAAAAAAAAAAhCf0MAAAAAAAAAAAAAAAAAAAAACEKQQAhBiABIAUgA2xBAnRqIQcCQANAIAYgCE8NASAJIAcgBkECdGr9AAQAIAAgBkECdGr9AAQA/eYB/eQBIQkgCiAHIAZBAnRq/QAEECAAIAZBAnRq/QAEEP3mAf3kASEKIAZBCGohBgwACwsgCSAK/eQBIQwgDP0fACAM/R8BkiAM/R8CIAz9HwOSkiELAkADQCAGIANPDQEgCyAHIAZBAnRqKgIAIAAgBkECdGoqAgCUkiELIAZBAWohBgwACwsgBCAFQQJ0aiALOAIAIAVBAWohBQwACwsL';

// The WebAssembly API of Node, typed here because the project's \`lib\` (es2023) does not declare it.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
};

const PAGE = 65536;
const MAX_PAGES = 65536;

type Dots = (query: number, base: number, rows: number, dims: number, out: number) => void;

let dotsModule: object | null | undefined;

/** The compiled module, or `null` where WebAssembly SIMD is unavailable (the JS loop then runs). */
function compiledDots(): object | null {
  if (dotsModule === undefined) {
    try {
      dotsModule = new WebAssembly.Module(Buffer.from(DOTS_WASM, 'base64'));
    } catch {
      dotsModule = null;
    }
  }
  return dotsModule;
}

/**
 * Every embedding in one growing Float32 region (row `i` at `i * dimensions`) with its norm, so
 * a search scans the corpus without allocating per document. The region lives in WebAssembly
 * memory (layout: query, rows, scores) and a SIMD kernel computes all dot products; removing a
 * row moves the last row into its place.
 */
export class VectorSlab {
  private memory: WasmMemory | undefined;
  private dots: Dots | undefined;
  private data = new Float32Array(0);
  private norms = new Float64Array(0);
  private rows = 0;
  private capacity = 0;
  private readonly dataOffset: number;

  constructor(readonly dimensions: number) {
    this.dataOffset = Math.ceil((dimensions * 4) / 16) * 16;
    const module = compiledDots();
    if (module !== null) {
      this.memory = new WebAssembly.Memory({ initial: 1, maximum: MAX_PAGES });
      this.dots = new WebAssembly.Instance(module, { env: { memory: this.memory } }).exports['dots'] as Dots;
    }
  }

  size(): number {
    return this.rows;
  }

  /** Appends a row and returns its index. */
  push(vector: ArrayLike<number>, norm: number): number {
    if (this.rows === this.capacity) this.grow(Math.max(16, this.capacity * 2));
    this.data.set(vector, this.rows * this.dimensions);
    this.norms[this.rows] = norm;
    return this.rows++;
  }

  /** Overwrites row `row`. */
  set(row: number, vector: ArrayLike<number>, norm: number): void {
    this.data.set(vector, row * this.dimensions);
    this.norms[row] = norm;
  }

  /** Removes row `row` by moving the last row into it; returns the index that moved (or -1). */
  removeSwap(row: number): number {
    const last = this.rows - 1;
    if (row !== last) {
      this.data.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
      this.norms[row] = this.norms[last] as number;
    }
    this.rows--;
    return row !== last ? last : -1;
  }

  /** A copy of row `row` as a plain array. */
  row(row: number): number[] {
    return Array.from(this.data.subarray(row * this.dimensions, (row + 1) * this.dimensions));
  }

  /**
   * The `topK` rows with the highest cosine similarity to `query` that pass `accept` and reach
   * `threshold`, best first, as `[row, score]` pairs. A bounded min-heap keeps the best ones.
   */
  topK(query: Float32Array, queryNorm: number, topK: number, threshold: number, accept?: (row: number) => boolean): Array<[number, number]> {
    if (topK <= 0 || this.rows === 0) return [];
    const dot = this.scorer(query);
    const heapRows = new Int32Array(topK);
    const heapScores = new Float64Array(topK);
    let heapSize = 0;
    for (let row = 0; row < this.rows; row++) {
      const score = dot(row) / (queryNorm * (this.norms[row] as number));
      if (score < threshold) continue;
      if (heapSize === topK && score <= (heapScores[0] as number)) continue;
      if (accept !== undefined && !accept(row)) continue;
      let i: number;
      if (heapSize < topK) {
        i = heapSize++;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if ((heapScores[parent] as number) <= score) break;
          heapScores[i] = heapScores[parent] as number;
          heapRows[i] = heapRows[parent] as number;
          i = parent;
        }
      } else {
        i = 0;
        for (;;) {
          const left = 2 * i + 1;
          if (left >= heapSize) break;
          const right = left + 1;
          const child = right < heapSize && (heapScores[right] as number) < (heapScores[left] as number) ? right : left;
          if ((heapScores[child] as number) >= score) break;
          heapScores[i] = heapScores[child] as number;
          heapRows[i] = heapRows[child] as number;
          i = child;
        }
      }
      heapScores[i] = score;
      heapRows[i] = row;
    }
    const result: Array<[number, number]> = [];
    for (let i = 0; i < heapSize; i++) result.push([heapRows[i] as number, heapScores[i] as number]);
    return result.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }

  /** Row → dot product with the query: all rows at once in WebAssembly, else a JS loop per row. */
  private scorer(query: Float32Array): (row: number) => number {
    const dims = this.dimensions;
    if (this.memory !== undefined && this.dots !== undefined) {
      const outOffset = this.dataOffset + this.capacity * dims * 4;
      new Float32Array(this.memory.buffer, 0, dims).set(query);
      this.dots(0, this.dataOffset, this.rows, dims, outOffset);
      const scores = new Float32Array(this.memory.buffer, outOffset, this.rows);
      return (row) => scores[row] as number;
    }
    const data = this.data;
    return (row) => {
      const base = row * dims;
      let sum = 0;
      for (let i = 0; i < dims; i++) sum += (data[base + i] as number) * (query[i] as number);
      return sum;
    };
  }

  private grow(capacity: number): void {
    const norms = new Float64Array(capacity);
    norms.set(this.norms.subarray(0, this.rows));
    this.norms = norms;
    if (this.memory !== undefined) {
      // Rows keep their place when the memory grows; the score area after them is scratch.
      const bytes = this.dataOffset + capacity * this.dimensions * 4 + capacity * 4;
      const pages = Math.ceil(bytes / PAGE);
      const current = this.memory.buffer.byteLength / PAGE;
      if (pages > current) this.memory.grow(pages - current);
      this.data = new Float32Array(this.memory.buffer, this.dataOffset, capacity * this.dimensions);
    } else {
      const data = new Float32Array(capacity * this.dimensions);
      data.set(this.data.subarray(0, this.rows * this.dimensions));
      this.data = data;
    }
    this.capacity = capacity;
  }
}
