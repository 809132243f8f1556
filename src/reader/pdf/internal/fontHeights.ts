/* spring-ai-ts, Apache-2.0. PDFBox's glyph height of a font, from what PDF.js exposes. */
import type { PdfJsFont } from './pdfjsTypes.js';

// Half the height of the font bounding box of each standard 14 font (Adobe's AFM files), in glyph
// units: PDFBox's glyph height for these fonts (their cap heights are larger, so they do not apply).
const STANDARD_14_HALF_BBOX: Readonly<Record<string, number>> = {
  Helvetica: 578,
  'Helvetica-Bold': 595,
  'Helvetica-Oblique': 578,
  'Helvetica-BoldOblique': 595,
  'Times-Roman': 558,
  'Times-Bold': 576.5,
  'Times-Italic': 550,
  'Times-BoldItalic': 569.5,
  Courier: 527.5,
  'Courier-Bold': 525.5,
  'Courier-Oblique': 527.5,
  'Courier-BoldOblique': 525.5,
  Symbol: 651.5,
  ZapfDingbats: 481.5,
};

// The other names PDFBox maps to a standard 14 font.
const ALIASES: Readonly<Record<string, string>> = {
  Arial: 'Helvetica',
  'Arial,Bold': 'Helvetica-Bold',
  'Arial,Italic': 'Helvetica-Oblique',
  'Arial,BoldItalic': 'Helvetica-BoldOblique',
  ArialMT: 'Helvetica',
  'Arial-BoldMT': 'Helvetica-Bold',
  'Arial-ItalicMT': 'Helvetica-Oblique',
  'Arial-BoldItalicMT': 'Helvetica-BoldOblique',
  TimesNewRoman: 'Times-Roman',
  'TimesNewRoman,Bold': 'Times-Bold',
  'TimesNewRoman,Italic': 'Times-Italic',
  'TimesNewRoman,BoldItalic': 'Times-BoldItalic',
  TimesNewRomanPSMT: 'Times-Roman',
  'TimesNewRomanPS-BoldMT': 'Times-Bold',
  'TimesNewRomanPS-ItalicMT': 'Times-Italic',
  'TimesNewRomanPS-BoldItalicMT': 'Times-BoldItalic',
  CourierNew: 'Courier',
  'CourierNew,Bold': 'Courier-Bold',
  'CourierNew,Italic': 'Courier-Oblique',
  'CourierNew,BoldItalic': 'Courier-BoldOblique',
  CourierNewPSMT: 'Courier',
  'CourierNewPS-BoldMT': 'Courier-Bold',
};

/**
 * The glyph height in text space (a fraction of the font size), as PDFBox's
 * `LegacyPDFStreamEngine.computeFontHeight`: half the font bounding box of the font's descriptor (as
 * PDF.js reports it); for a standard 14 font without one, from its AFM metrics; else half the distance
 * between ascent and descent.
 */
export function fontHeight(font: PdfJsFont): number {
  const bbox = font.bbox;
  if (bbox !== undefined && bbox.length === 4 && bbox[3]! - bbox[1]! > 0) return Math.fround(Math.fround((bbox[3]! - bbox[1]!) / 2) / 1000);
  const name = (font.name ?? '').replace(/^[A-Z]{6}\+/, '');
  const standard = STANDARD_14_HALF_BBOX[ALIASES[name] ?? name];
  if (standard !== undefined) return Math.fround(standard / 1000);
  if (font.ascent !== undefined && font.descent !== undefined && font.ascent - font.descent > 0) return Math.fround((font.ascent - font.descent) / 2);
  return Math.fround(0.5);
}
