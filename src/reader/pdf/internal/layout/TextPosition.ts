/* spring-ai-ts, Apache-2.0. The parts of PDFBox's TextPosition the layout text stripper reads. */

/**
 * One glyph on a page, in PDFBox's display coordinates: `x` from the left edge, `y` of the baseline
 * from the top edge, `width` the glyph's advance, `height` PDFBox's glyph height (half the font's
 * bounding box, or its cap height when smaller), all in points and rounded to 32-bit floats.
 */
export interface TextPosition {
  readonly unicode: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
