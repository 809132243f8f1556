/* spring-ai-ts, Apache-2.0. An int8 copy of SimpleVectorStore's embeddings and a SIMD kernel that bounds every dot product. */

// int8-dots.wat beside this file, assembled with SIMD enabled. Kept as bytes so the library needs
// no build step or runtime dependency; a test assembles the .wat and checks the bytes agree.
const DOTS8_WASM =
  'AGFzbQEAAAABCQFgBX9/f39/AAISAQNlbnYGbWVtb3J5AgEBgIAEAwIBAAcJAQVkb3RzOAAACtQBAdEBAgR/A3sgASEFIAQgAkECdGohCAJAA0AgBCAITw0B/QwAAAAAAAAAAAAAAAAAAAAAIQr9DAAAAAAAAAAAAAAAAAAAAAAhCyAAIQYgBSADaiEHAkADQCAFIAdPDQEgBf0ABAAhCSAKIAn9hwEgBv0ABAD9ugH9rgEhCiALIAn9iAEgBv0ABBD9ugH9rgEhCyAFQRBqIQUgBkEgaiEGDAALCyAKIAv9rgEhCiAEIAr9GwAgCv0bAWogCv0bAiAK/RsDamo2AgAgBEEEaiEEDAALCws=';

// The WebAssembly API of Node, typed here because the project's `lib` (es2023) does not declare it.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
};

type Dots8 = (query: number, base: number, rows: number, stride: number, out: number) => void;

const PAGE = 65536;
const MAX_PAGES = 65536;
const INT8_MAX = 127;
const INT32_MAX = 2 ** 31 - 1;
// Slack on every bound, far above the rounding of the float64 arithmetic that computes it.
const RELATIVE_SLACK = 1e-6;
const ABSOLUTE_SLACK = 1e-9;

let dotsModule: object | null | undefined;

function compiledDots(): object | null {
  if (dotsModule === undefined) {
    try {
      dotsModule = new WebAssembly.Module(Buffer.from(DOTS8_WASM, 'base64'));
    } catch {
      dotsModule = null;
    }
  }
  return dotsModule;
}

/**
 * Each stored row `v` kept again as `scale · V` with `V` in int8 (a quarter of the float32 bytes,
 * so a scan reads a quarter of the memory), with the residual norm `|v − scale · V|` and `|v|`.
 * The query is quantized the same way to int16 (`q = qScale · Q + dq`), the kernel computes the
 * exact integer `Q · V` for every row, and by Cauchy–Schwarz
 * `|q · v − qScale · scale · (Q · V)| ≤ |qScale · Q| · |residual| + |dq| · |v|`.
 * {@link scan} returns that estimate and bound per row; the caller rescores only the rows whose
 * bound can still reach its top-k, so the final result is the exact one.
 */
export class Int8DotKernel {
  /** Approximate `q · v` per row, written by {@link scan}. */
  estimates = new Float64Array(0);
  /** The bound on `|q · v − estimate|` per row, written by {@link scan}. */
  errors = new Float64Array(0);

  private readonly stride: number;
  private readonly queryLimit: number;
  private readonly memory: WasmMemory;
  private readonly dots: Dots8;
  private scales = new Float64Array(0);
  private residuals = new Float64Array(0);
  private lengths = new Float64Array(0);
  private capacity = 0;

  private constructor(module: object, readonly dimensions: number) {
    this.stride = Math.ceil(dimensions / 16) * 16;
    // |Q| ≤ queryLimit keeps every partial sum of Q · V inside int32.
    this.queryLimit = Math.min(32767, Math.floor(INT32_MAX / (INT8_MAX * this.stride)));
    this.memory = new WebAssembly.Memory({ initial: 1, maximum: MAX_PAGES });
    this.dots = new WebAssembly.Instance(module, { env: { memory: this.memory } }).exports['dots8'] as Dots8;
  }

  /** A kernel for vectors of `dimensions`, or `undefined` where WebAssembly SIMD is unavailable. */
  static create(dimensions: number): Int8DotKernel | undefined {
    const module = compiledDots();
    return module === null || dimensions > 16_000_000 ? undefined : new Int8DotKernel(module, dimensions);
  }

  /** Makes room for `capacity` rows (rows keep their place). */
  reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    const bytes = this.rowsOffset() + capacity * this.stride + capacity * 4;
    const pages = Math.ceil(bytes / PAGE);
    const current = this.memory.buffer.byteLength / PAGE;
    if (pages > MAX_PAGES) throw new RangeError(`${capacity} vectors of ${this.dimensions} dimensions exceed the 4 GiB of the in-memory index`);
    if (pages > current) this.memory.grow(pages - current);
    this.scales = grown(this.scales, capacity);
    this.residuals = grown(this.residuals, capacity);
    this.lengths = grown(this.lengths, capacity);
    this.estimates = new Float64Array(capacity);
    this.errors = new Float64Array(capacity);
    this.capacity = capacity;
  }

  /** Quantizes `vector` (float32 values) into row `row`. */
  set(row: number, vector: Float32Array): void {
    let max = 0;
    for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i] as number));
    const scale = max / INT8_MAX;
    const target = new Int8Array(this.memory.buffer, this.rowsOffset() + row * this.stride, this.stride);
    let residual = 0;
    let length = 0;
    for (let i = 0; i < vector.length; i++) {
      const x = vector[i] as number;
      const q = scale === 0 ? 0 : Math.round(x / scale);
      target[i] = q;
      residual += (x - scale * q) ** 2;
      length += x * x;
    }
    this.scales[row] = scale;
    this.residuals[row] = Math.sqrt(residual);
    this.lengths[row] = Math.sqrt(length);
  }

  /** Copies row `from` over row `to`. */
  move(from: number, to: number): void {
    const bytes = new Int8Array(this.memory.buffer);
    const base = this.rowsOffset();
    bytes.copyWithin(base + to * this.stride, base + from * this.stride, base + (from + 1) * this.stride);
    this.scales[to] = this.scales[from] as number;
    this.residuals[to] = this.residuals[from] as number;
    this.lengths[to] = this.lengths[from] as number;
  }

  /** Fills {@link estimates} and {@link errors} for rows `0 … rows − 1` against `query`. */
  scan(query: ArrayLike<number>, rows: number): void {
    let max = 0;
    for (let i = 0; i < this.dimensions; i++) max = Math.max(max, Math.abs(query[i] as number));
    const queryScale = max / this.queryLimit;
    const quantized = new Int16Array(this.memory.buffer, 0, this.stride);
    let residual = 0;
    let length = 0;
    let quantizedLength = 0;
    for (let i = 0; i < this.dimensions; i++) {
      const x = query[i] as number;
      const q = queryScale === 0 ? 0 : Math.round(x / queryScale);
      quantized[i] = q;
      residual += (x - queryScale * q) ** 2;
      length += x * x;
      quantizedLength += (queryScale * q) ** 2;
    }
    const queryResidual = Math.sqrt(residual);
    const queryLength = Math.sqrt(length);
    const quantizedQueryLength = Math.sqrt(quantizedLength);
    const out = this.rowsOffset() + this.capacity * this.stride;
    this.dots(0, this.rowsOffset(), rows, this.stride, out);
    const products = new Int32Array(this.memory.buffer, out, rows);
    for (let row = 0; row < rows; row++) {
      const vectorLength = this.lengths[row] as number;
      this.estimates[row] = queryScale * (this.scales[row] as number) * (products[row] as number);
      const error = quantizedQueryLength * (this.residuals[row] as number) + queryResidual * vectorLength;
      this.errors[row] = error * (1 + RELATIVE_SLACK) + ABSOLUTE_SLACK * queryLength * vectorLength;
    }
  }

  /** Where the rows start: after the query (int16, one stride long). */
  private rowsOffset(): number {
    return this.stride * 2;
  }
}

function grown(array: Float64Array, capacity: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)));
  return next;
}
