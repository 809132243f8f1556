/* spring-ai-ts, Apache-2.0. Contiguous Float32 storage of SimpleVectorStore's embeddings and exact top-k scoring. */
import { Int8DotKernel } from './Int8DotKernel.js';
import { TopK } from './TopK.js';

/**
 * Every embedding in one growing `Float32Array` (row `i` at `i * dimensions`) with its norm, so a
 * search allocates nothing per document; removing a row moves the last row into its place.
 *
 * A search is exact: the score of a row is the float64 dot product of the query with the stored
 * float32 values, divided by both norms. To avoid reading all float32 rows (memory bandwidth, not
 * arithmetic, bounds a scan: 100,000 × 1,536 dimensions are 614 MB), an int8 copy scanned by
 * {@link Int8DotKernel} gives every row an interval that holds its exact dot product; only the
 * rows whose interval can still reach the top-k are rescored from the float32 values. Without
 * WebAssembly SIMD every row is scored exactly.
 */
export class VectorSlab {
  private data = new Float32Array(0);
  private norms = new Float64Array(0);
  private candidates = new Int32Array(0);
  private rows = 0;
  private capacity = 0;
  private readonly kernel: Int8DotKernel | undefined;

  /** `exact: true` skips the int8 index (every search scores every row). */
  constructor(
    readonly dimensions: number,
    options: { exact?: boolean } = {},
  ) {
    this.kernel = options.exact === true ? undefined : Int8DotKernel.create(dimensions);
  }

  size(): number {
    return this.rows;
  }

  /** Whether searches go through the int8 index. */
  indexed(): boolean {
    return this.kernel !== undefined;
  }

  /** Makes room for at least `capacity` rows (growing at least twofold), so that pushes cannot fail half way. */
  reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    const next = Math.max(16, capacity, this.capacity * 2);
    this.kernel?.reserve(next);
    const data = new Float32Array(next * this.dimensions);
    data.set(this.data.subarray(0, this.rows * this.dimensions));
    this.data = data;
    const norms = new Float64Array(next);
    norms.set(this.norms.subarray(0, this.rows));
    this.norms = norms;
    this.candidates = new Int32Array(next);
    this.capacity = next;
  }

  /** Appends a row and returns its index. */
  push(vector: ArrayLike<number>, norm: number): number {
    if (this.rows === this.capacity) this.reserve(this.rows + 1);
    this.set(this.rows, vector, norm);
    return this.rows++;
  }

  /** Overwrites row `row`. */
  set(row: number, vector: ArrayLike<number>, norm: number): void {
    const offset = row * this.dimensions;
    this.data.set(vector, offset);
    this.norms[row] = norm;
    this.kernel?.set(row, this.data.subarray(offset, offset + this.dimensions));
  }

  /** Removes row `row` by moving the last row into it; returns the index that moved (or -1). */
  removeSwap(row: number): number {
    const last = this.rows - 1;
    if (row !== last) {
      this.data.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
      this.norms[row] = this.norms[last] as number;
      this.kernel?.move(last, row);
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
   * `threshold`, best first (equal scores: lower row first), as `[row, score]` pairs.
   */
  topK(query: ArrayLike<number>, queryNorm: number, topK: number, threshold: number, accept?: (row: number) => boolean): Array<[number, number]> {
    if (topK <= 0 || this.rows === 0) return [];
    const best = new TopK(topK);
    if (this.kernel === undefined) {
      for (let row = 0; row < this.rows; row++) {
        const score = this.dot(query, row) / (queryNorm * (this.norms[row] as number));
        if (!(score >= threshold) || score < best.floor()) continue; // NaN never qualifies, as in Spring's `>=`
        if (accept === undefined || accept(row)) best.offer(score, row);
      }
      return best.sorted();
    }
    const count = this.selectCandidates(query, queryNorm, topK, threshold, accept);
    for (let i = 0; i < count; i++) {
      const row = this.candidates[i] as number;
      const score = this.dot(query, row) / (queryNorm * (this.norms[row] as number));
      if (score >= threshold) best.offer(score, row);
    }
    return best.sorted();
  }

  /**
   * Scans the int8 index and leaves in `candidates` (in row order) every accepted row whose upper
   * bound reaches both the threshold and the k-th best lower bound; returns how many. Every row
   * of the exact top-k is among them: its score is at least the k-th best lower bound.
   */
  private selectCandidates(query: ArrayLike<number>, queryNorm: number, topK: number, threshold: number, accept?: (row: number) => boolean): number {
    const kernel = this.kernel as Int8DotKernel;
    kernel.scan(query, this.rows);
    const { estimates, errors } = kernel;
    const lowerBounds = new TopK(topK);
    const candidates = this.candidates;
    let count = 0;
    for (let row = 0; row < this.rows; row++) {
      const scale = queryNorm * (this.norms[row] as number);
      const upper = ((estimates[row] as number) + (errors[row] as number)) / scale;
      if (upper < threshold || upper < lowerBounds.floor()) continue;
      if (accept !== undefined && !accept(row)) continue;
      lowerBounds.offer(((estimates[row] as number) - (errors[row] as number)) / scale, row);
      candidates[count++] = row;
    }
    // Drop the candidates that the final k-th best lower bound rules out.
    const floor = lowerBounds.floor();
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = candidates[i] as number;
      const scale = queryNorm * (this.norms[row] as number);
      if (((estimates[row] as number) + (errors[row] as number)) / scale >= floor) candidates[kept++] = row;
    }
    return kept;
  }

  /** The float64 dot product of `query` with the stored float32 row. */
  private dot(query: ArrayLike<number>, row: number): number {
    const data = this.data;
    const base = row * this.dimensions;
    let sum = 0;
    for (let i = 0; i < this.dimensions; i++) sum += (data[base + i] as number) * (query[i] as number);
    return sum;
  }
}
