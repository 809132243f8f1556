/* spring-ai-ts, Apache-2.0. Contiguous Float32 storage of SimpleVectorStore's embeddings and top-k scoring. */

/**
 * Every embedding in one growing `Float32Array` (row `i` at `i * dimensions`) with its norm, so
 * a search scans the corpus without allocating per document. Removing a row moves the last row
 * into its place.
 */
export class VectorSlab {
  private data = new Float32Array(0);
  private norms = new Float64Array(0);
  private rows = 0;

  constructor(readonly dimensions: number) {}

  size(): number {
    return this.rows;
  }

  /** Appends a row and returns its index. */
  push(vector: ArrayLike<number>, norm: number): number {
    if (this.rows === this.norms.length) this.grow(Math.max(16, this.rows * 2));
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
    if (topK <= 0) return [];
    const heapRows = new Int32Array(topK);
    const heapScores = new Float64Array(topK);
    let heapSize = 0;
    const data = this.data;
    const dims = this.dimensions;
    const tail = dims - (dims % 4);
    for (let row = 0; row < this.rows; row++) {
      const base = row * dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let i = 0; i < tail; i += 4) {
        s0 += (data[base + i] as number) * (query[i] as number);
        s1 += (data[base + i + 1] as number) * (query[i + 1] as number);
        s2 += (data[base + i + 2] as number) * (query[i + 2] as number);
        s3 += (data[base + i + 3] as number) * (query[i + 3] as number);
      }
      for (let i = tail; i < dims; i++) s0 += (data[base + i] as number) * (query[i] as number);
      const score = (s0 + s1 + s2 + s3) / (queryNorm * (this.norms[row] as number));
      if (score < threshold) continue;
      if (heapSize === topK && score <= (heapScores[0] as number)) continue;
      if (accept !== undefined && !accept(row)) continue;
      if (heapSize < topK) {
        let i = heapSize++;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if ((heapScores[parent] as number) <= score) break;
          heapScores[i] = heapScores[parent] as number;
          heapRows[i] = heapRows[parent] as number;
          i = parent;
        }
        heapScores[i] = score;
        heapRows[i] = row;
      } else {
        let i = 0;
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
        heapScores[i] = score;
        heapRows[i] = row;
      }
    }
    const result: Array<[number, number]> = [];
    for (let i = 0; i < heapSize; i++) result.push([heapRows[i] as number, heapScores[i] as number]);
    return result.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }

  private grow(capacity: number): void {
    const data = new Float32Array(capacity * this.dimensions);
    data.set(this.data.subarray(0, this.rows * this.dimensions));
    const norms = new Float64Array(capacity);
    norms.set(this.norms.subarray(0, this.rows));
    this.data = data;
    this.norms = norms;
  }
}
