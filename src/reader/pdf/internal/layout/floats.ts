/* spring-ai-ts, Apache-2.0. Java's rounding, for the layout arithmetic PDFBox does in float and double. */

/** Java's `Math.round`: the closest integer, ties rounding up (towards positive infinity). */
export function javaRound(value: number): number {
  return Math.floor(value + 0.5);
}

/** A value rounded to a 32-bit float, as Java's `float` holds it. */
export const f32 = Math.fround;
