/* spring-ai-ts, Apache-2.0. A bounded min-heap that keeps the k best (score, row) pairs. */

/**
 * The `k` best `(score, row)` pairs offered so far, ordered by score (higher first) and then
 * row (lower first). The order is total, so the result does not depend on the order of offers.
 */
export class TopK {
  private readonly scores: Float64Array;
  private readonly rows: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.scores = new Float64Array(k);
    this.rows = new Int32Array(k);
  }

  /** The score a pair must beat to enter: the k-th best score, or `-Infinity` while not full. */
  floor(): number {
    return this.size < this.k ? -Infinity : (this.scores[0] as number);
  }

  /** Keeps the pair if it is among the k best so far. */
  offer(score: number, row: number): void {
    const scores = this.scores;
    const rows = this.rows;
    let i: number;
    if (this.size < this.k) {
      i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(score, row, scores[parent] as number, rows[parent] as number)) break;
        scores[i] = scores[parent] as number;
        rows[i] = rows[parent] as number;
        i = parent;
      }
    } else {
      if (this.k === 0 || !worse(scores[0] as number, rows[0] as number, score, row)) return;
      i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= this.size) break;
        const right = left + 1;
        const child =
          right < this.size && worse(scores[right] as number, rows[right] as number, scores[left] as number, rows[left] as number) ? right : left;
        if (!worse(scores[child] as number, rows[child] as number, score, row)) break;
        scores[i] = scores[child] as number;
        rows[i] = rows[child] as number;
        i = child;
      }
    }
    scores[i] = score;
    rows[i] = row;
  }

  /** The kept pairs as `[row, score]`, best first. */
  sorted(): Array<[number, number]> {
    const result: Array<[number, number]> = [];
    for (let i = 0; i < this.size; i++) result.push([this.rows[i] as number, this.scores[i] as number]);
    return result.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }
}

/** Whether `(scoreA, rowA)` ranks below `(scoreB, rowB)`. */
function worse(scoreA: number, rowA: number, scoreB: number, rowB: number): boolean {
  return scoreA < scoreB || (scoreA === scoreB && rowA > rowB);
}
