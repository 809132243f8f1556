/*
 * Ported from Spring AI's ForkPDFLayoutTextStripper and PDFLayoutTextStripperByArea (v1.1.8), with the
 * parts of PDFBox's PDFTextStripper they rely on. spring-ai-ts, Apache-2.0.
 */
import { IllegalStateException } from '../../../../java/core/IllegalStateException.js';
import { CharacterFactory } from './CharacterFactory.js';
import { TextLine } from './TextLine.js';
import type { TextPosition } from './TextPosition.js';
import { javaRound } from './floats.js';

/** A region of a page (java.awt.Rectangle: integer origin and size, `y` from the top). */
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The text of the glyphs of one page inside `region`, laid out as Spring's layout stripper does: lines of
 * `round(pageWidth * 1.4) / 4` columns (spaces where no glyph is), each followed by a line feed, with
 * blank lines where the gap between two lines is at least three glyph heights.
 *
 * @param glyphs - the page's glyphs in content-stream order
 * @param pageWidth - the width of the page's media box, in points
 */
export function layoutTextForRegion(glyphs: readonly TextPosition[], pageWidth: number, region: Region): string {
  const inRegion = suppressDuplicateOverlappingText(glyphs.filter((glyph) => contains(region, glyph)));
  const sorted = [...inRegion].sort(compareTextPositions);
  return new PageLayout(javaRound(Math.fround(pageWidth) * 1.4)).write(sorted);
}

/** java.awt.geom.Rectangle2D.contains(x, y). */
function contains(region: Region, glyph: TextPosition): boolean {
  return glyph.x >= region.x && glyph.y >= region.y && glyph.x < region.x + region.width && glyph.y < region.y + region.height;
}

/** PDFBox's PDFTextStripper drops a glyph drawn again over the same glyph (fake bold). */
function suppressDuplicateOverlappingText(glyphs: readonly TextPosition[]): TextPosition[] {
  const seen = new Map<string, { x: number; y: number }[]>();
  const shown: TextPosition[] = [];
  for (const glyph of glyphs) {
    const tolerance = glyph.width / glyph.unicode.length / 3;
    const same = seen.get(glyph.unicode) ?? [];
    const duplicate = same.some(
      (other) => other.x >= glyph.x - tolerance && other.x < glyph.x + tolerance && other.y >= glyph.y - tolerance && other.y < glyph.y + tolerance,
    );
    if (duplicate) continue;
    same.push({ x: glyph.x, y: glyph.y });
    seen.set(glyph.unicode, same);
    shown.push(glyph);
  }
  return shown;
}

/** PDFBox's TextPositionComparator for horizontal text: by line (with overlap tolerance), then by x. */
function compareTextPositions(pos1: TextPosition, pos2: TextPosition): number {
  const pos1YBottom = pos1.y;
  const pos2YBottom = pos2.y;
  const pos1YTop = Math.fround(pos1YBottom - pos1.height);
  const pos2YTop = Math.fround(pos2YBottom - pos2.height);
  const yDifference = Math.abs(pos1YBottom - pos2YBottom);
  if (yDifference < 0.1 || (pos2YBottom >= pos1YTop && pos2YBottom <= pos1YBottom) || (pos1YBottom >= pos2YTop && pos1YBottom <= pos2YBottom)) {
    return pos1.x < pos2.x ? -1 : pos1.x > pos2.x ? 1 : 0;
  }
  return pos1YBottom < pos2YBottom ? -1 : 1;
}

/** One page's lines (ForkPDFLayoutTextStripper.writePage). */
class PageLayout {
  private readonly textLineList: TextLine[] = [];
  private previousTextPosition: TextPosition | undefined;

  constructor(private readonly currentPageWidth: number) {}

  write(textList: readonly TextPosition[]): string {
    this.iterateThroughTextList(textList);
    return this.textLineList.map((textLine) => `${textLine.getLine()}\n`).join('');
  }

  private iterateThroughTextList(textList: readonly TextPosition[]): void {
    const textPositionList: TextPosition[] = [];
    for (const textPosition of textList) {
      const numberOfNewLines = this.getNumberOfNewLinesFromPreviousTextPosition(textPosition);
      if (numberOfNewLines === 0) {
        textPositionList.push(textPosition);
      } else {
        this.writeTextPositionList(textPositionList);
        if (numberOfNewLines > 10_000) {
          throw new IllegalStateException(`Unreasonable number of lines (${numberOfNewLines}) computed from content of pdf`);
        }
        for (let i = 0; i < numberOfNewLines - 1; ++i) this.addNewLine();
        textPositionList.push(textPosition);
      }
      this.previousTextPosition = textPosition;
    }
    if (textPositionList.length > 0) this.writeTextPositionList(textPositionList);
  }

  private writeTextPositionList(textPositionList: TextPosition[]): void {
    if (textPositionList.length > 0) {
      const textLine = this.addNewLine();
      let firstCharacterOfLineFound = false;
      for (const textPosition of textPositionList) {
        const character = new CharacterFactory(firstCharacterOfLineFound).createCharacterFromTextPosition(textPosition, this.previousTextPosition);
        textLine.writeCharacterAtIndex(character);
        this.previousTextPosition = textPosition;
        firstCharacterOfLineFound = true;
      }
    } else {
      this.addNewLine();
    }
    textPositionList.length = 0;
  }

  private getNumberOfNewLinesFromPreviousTextPosition(textPosition: TextPosition): number {
    const previous = this.previousTextPosition;
    if (previous === undefined) return 1;
    const textYPosition = javaRound(textPosition.y);
    const previousTextYPosition = javaRound(previous.y);
    if (textYPosition > previousTextYPosition && textYPosition - previousTextYPosition > 5.5) {
      const height = textPosition.height;
      const numberOfLines = Math.trunc(Math.floor(textYPosition - previousTextYPosition) / height);
      return Math.max(1, numberOfLines - 1);
    }
    return 0;
  }

  private addNewLine(): TextLine {
    const textLine = new TextLine(this.currentPageWidth);
    this.textLineList.push(textLine);
    return textLine;
  }
}
