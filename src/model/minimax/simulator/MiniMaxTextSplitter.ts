/* spring-ai-ts, Apache-2.0. Deterministic text splitting for simulated streams. */

/**
 * Cuts text into stream pieces by code points, so a piece never splits a surrogate pair.
 *
 * @internal
 */
export class MiniMaxTextSplitter {
  private constructor() {}

  /** `count` near-equal pieces (fewer when the text is shorter); none for empty text. */
  static intoParts(text: string, count: number): string[] {
    const chars = Array.from(text);
    const parts = Math.min(Math.floor(count), chars.length);
    const result: string[] = [];
    for (let i = 0; i < parts; i++) {
      const from = Math.floor((i * chars.length) / parts);
      const to = Math.floor(((i + 1) * chars.length) / parts);
      result.push(chars.slice(from, to).join(''));
    }
    return result;
  }

  /** Pieces of `size` characters (the last may be shorter); none for empty text. */
  static bySize(text: string, size: number): string[] {
    const chars = Array.from(text);
    const step = Math.max(1, Math.floor(size));
    const result: string[] = [];
    for (let i = 0; i < chars.length; i += step) result.push(chars.slice(i, i + step).join(''));
    return result;
  }
}
