/* spring-ai-ts, Apache-2.0. Deterministic response and tool-call ids for the MiniMax simulator. */

/**
 * Produces MiniMax-looking ids from a seeded generator, so a run with the same seed and the same
 * request order yields the same ids.
 *
 * @internal
 */
export class MiniMaxIdGenerator {
  private state: number;

  constructor(seed = 1) {
    this.state = seed >>> 0 || 1;
  }

  /** 32 lower-case hex characters, like a real response id. */
  responseId(): string {
    let id = '';
    for (let i = 0; i < 4; i++) id += this.next().toString(16).padStart(8, '0');
    return id;
  }

  /** `call_function_<10 digits>_<n>`, `n` counting from 1 within one response. */
  toolCallId(responseNumber: string, n: number): string {
    return `call_function_${responseNumber}_${n}`;
  }

  /** Ten digits shared by the tool-call ids of one response. */
  callNumber(): string {
    return String(1_000_000_000 + (this.next() % 9_000_000_000)).padStart(10, '0');
  }

  // mulberry32: tiny, seeded, good enough for ids.
  private next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
}
