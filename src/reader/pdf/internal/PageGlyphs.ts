/* spring-ai-ts, Apache-2.0. The glyphs of a PDF page with PDFBox's positions, from PDF.js's operator list. */
import type { TextPosition } from './layout/TextPosition.js';
import { fontHeight } from './fontHeights.js';
import type { PdfJsFont, PdfJsGlyph, PdfJsModule, PdfJsPage } from './pdfjsTypes.js';

type Matrix = [number, number, number, number, number, number];

const f = Math.fround;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m1 × m2` in PDF's row-vector convention, in 32-bit floats as PDFBox's `Matrix` computes it. */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    f(f(a1 * a2) + f(b1 * c2)),
    f(f(a1 * b2) + f(b1 * d2)),
    f(f(c1 * a2) + f(d1 * c2)),
    f(f(c1 * b2) + f(d1 * d2)),
    f(f(f(e1 * a2) + f(f1 * c2)) + e2),
    f(f(f(e1 * b2) + f(f1 * d2)) + f2),
  ];
}

function translate(m: Matrix, tx: number, ty: number): Matrix {
  return multiply([1, 0, 0, 1, tx, ty], m);
}

/** PDFBox's `Matrix.getScalingFactorY()`. */
function scalingFactorY(m: Matrix): number {
  return m[2] !== 0 ? f(Math.sqrt(m[2] * m[2] + m[3] * m[3])) : m[3];
}

interface GraphicsState {
  ctm: Matrix;
  charSpacing: number;
  wordSpacing: number;
  horizontalScaling: number;
  leading: number;
  rise: number;
  font: PdfJsFont | undefined;
  fontSize: number;
}

/** The page's box in PDF user space: `[x1, y1, x2, y2]`. */
export interface PageBox {
  readonly lowerLeftX: number;
  readonly lowerLeftY: number;
  readonly width: number;
  readonly height: number;
}

export function pageBox(page: PdfJsPage): PageBox {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
  return { lowerLeftX: f(Math.min(x1, x2)), lowerLeftY: f(Math.min(y1, y2)), width: f(Math.abs(x2 - x1)), height: f(Math.abs(y2 - y1)) };
}

/**
 * The glyphs the page shows, in content-stream order, positioned as PDFBox's `PDFTextStripper`
 * positions them (its text state machine: text and line matrices, character and word spacing,
 * horizontal scaling, rise, the CTM through `q`/`Q`/`cm` and form XObjects). Annotations are left
 * out, as PDFBox's text stripper leaves them out.
 */
export async function pageGlyphs(pdfjs: PdfJsModule, page: PdfJsPage): Promise<TextPosition[]> {
  const { OPS } = pdfjs;
  const box = pageBox(page);
  const operators = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const glyphs: TextPosition[] = [];
  const stack: GraphicsState[] = [];
  let gs: GraphicsState = { ctm: IDENTITY, charSpacing: 0, wordSpacing: 0, horizontalScaling: 1, leading: 0, rise: 0, font: undefined, fontSize: 0 };
  let textMatrix: Matrix = IDENTITY;
  let textLineMatrix: Matrix = IDENTITY;
  const heights = new Map<PdfJsFont, number>();

  const moveText = (tx: number, ty: number): void => {
    textLineMatrix = translate(textLineMatrix, f(tx), f(ty));
    textMatrix = textLineMatrix;
  };

  const showText = (items: readonly PdfJsGlyph[]): void => {
    const font = gs.font;
    if (font === undefined) return;
    const fontSize = gs.fontSize;
    const hs = gs.horizontalScaling;
    const unitsPerEm = font.fontMatrix?.[0] ?? 0.001;
    let height = heights.get(font);
    if (height === undefined) heights.set(font, (height = fontHeight(font)));
    for (const item of items) {
      if (item === null) continue;
      if (typeof item === 'number') {
        textMatrix = translate(textMatrix, f(f(f(-item / 1000) * fontSize) * hs), 0);
        continue;
      }
      const parameters: Matrix = [f(fontSize * hs), 0, 0, fontSize, 0, gs.rise];
      const trm = multiply(multiply(parameters, textMatrix), gs.ctm);
      const w = f(item.width * unitsPerEm);
      const next = multiply(translate(textMatrix, f(f(w * fontSize) * hs), 0), gs.ctm);
      const x = f(trm[4] - box.lowerLeftX);
      const nextX = f(next[4] - box.lowerLeftX);
      const unicode = item.unicode !== '' ? item.unicode : String.fromCharCode(item.originalCharCode);
      glyphs.push({
        unicode,
        x,
        y: f(box.height - f(trm[5] - box.lowerLeftY)),
        width: Math.abs(f(nextX - x)),
        height: Math.abs(f(height * scalingFactorY(trm))),
      });
      const wordSpacing = item.isSpace ? gs.wordSpacing : 0;
      textMatrix = translate(textMatrix, f(f(f(f(w * fontSize) + gs.charSpacing) + wordSpacing) * hs), 0);
    }
  };

  for (let i = 0; i < operators.fnArray.length; i++) {
    const fn = operators.fnArray[i];
    const args = operators.argsArray[i] ?? [];
    switch (fn) {
      case OPS['save']:
      case OPS['paintFormXObjectBegin']:
        stack.push(gs);
        gs = { ...gs };
        if (fn === OPS['paintFormXObjectBegin'] && Array.isArray(args[0]) && args[0].length === 6) gs.ctm = multiply((args[0] as number[]).map(f) as Matrix, gs.ctm);
        break;
      case OPS['restore']:
      case OPS['paintFormXObjectEnd']:
        gs = stack.pop() ?? gs;
        break;
      case OPS['transform']:
        gs.ctm = multiply((args as number[]).map(f) as Matrix, gs.ctm);
        break;
      case OPS['beginText']:
        textMatrix = IDENTITY;
        textLineMatrix = IDENTITY;
        break;
      case OPS['setFont']:
        gs.font = page.commonObjs.get(args[0] as string) as PdfJsFont;
        gs.fontSize = f(args[1] as number);
        break;
      case OPS['setCharSpacing']:
        gs.charSpacing = f(args[0] as number);
        break;
      case OPS['setWordSpacing']:
        gs.wordSpacing = f(args[0] as number);
        break;
      case OPS['setHScale']:
        gs.horizontalScaling = f((args[0] as number) / 100);
        break;
      case OPS['setLeading']:
        gs.leading = f(args[0] as number);
        break;
      case OPS['setTextRise']:
        gs.rise = f(args[0] as number);
        break;
      case OPS['moveText']:
        moveText(args[0] as number, args[1] as number);
        break;
      case OPS['setLeadingMoveText']:
        gs.leading = f(-(args[1] as number));
        moveText(args[0] as number, args[1] as number);
        break;
      case OPS['nextLine']:
        moveText(0, -gs.leading);
        break;
      case OPS['setTextMatrix']: {
        const m = (Array.isArray(args[0]) ? args[0] : args) as number[];
        textMatrix = m.map(f) as Matrix;
        textLineMatrix = textMatrix;
        break;
      }
      case OPS['showText']:
      case OPS['showSpacedText']:
        showText((args[0] ?? []) as PdfJsGlyph[]);
        break;
      default:
        break;
    }
  }
  return glyphs;
}
