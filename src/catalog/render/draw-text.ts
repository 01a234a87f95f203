/**
 * Draws a line of text as its shaped glyphs (decision 0800): each run of one face is one TJ
 * array of glyph codes, with the font's kerning and mark positions as TJ adjustments and text
 * rise, so the page shows exactly the advances the layout measured.
 */
import {
  PDFArray,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import type { DescribedText } from '../describe/page-description.js';
import type { FontChain } from '../fonts/font-chain.js';
import type { ShapedRun } from '../fonts/shape-line.js';
import { pdfColour } from './pdf-colour.js';
import { foreignLanguage } from './run-language.js';
import { subsetGlyphCode } from './subset-glyphs.js';

/** Each font once in a page's resources, however many lines use it. */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  let key = keys.get(font);
  if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
  return key;
}

/** Adjustments are in thousandths of an em; a hundredth of that is far below any printer's dot. */
function thousandths(value: number): PDFNumber {
  return PDFNumber.of(Math.round(value * 100) / 100);
}

/** A marked-content span whose ActualText replaces its glyphs for extraction (ISO 32000-1, 14.9.4). */
function withActualText(text: string, operators: PDFOperator[]): PDFOperator[] {
  const properties = `<</ActualText ${PDFHexString.fromText(text).toString()}>>`;
  return [PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Span'), properties]), ...operators, PDFOperator.of(Ops.EndMarkedContent)];
}

/**
 * The run's operators after its Tf and Tm: TJ arrays whose numbers move the pen from where the
 * glyph widths in /W leave it to where the layout puts the next glyph; a glyph raised or lowered
 * (a mark in Arabic or over a capital) gets its own text rise, and a glyph that does not spell
 * its text its own ActualText span.
 */
function showRun(run: ShapedRun, size: number): PDFOperator[] {
  const { font, pdf } = run.face;
  const toThousandths = 1000 / font.unitsPerEm;
  const operators: PDFOperator[] = [];
  let array: (PDFHexString | PDFNumber)[] = [];
  const showArray = (): PDFOperator[] => {
    if (array.length === 0) return [];
    const tj = PDFArray.withContext(pdf.doc.context);
    for (const item of array) tj.push(item);
    array = [];
    return [PDFOperator.of(Ops.ShowTextAdjusted, [tj])];
  };
  let rise = 0;
  let pen = 0;
  let drawn = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index] ?? { xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0, yAdvance: 0 };
    const glyphRise = (position.yOffset * size) / font.unitsPerEm;
    if (Math.abs(glyphRise - rise) > 0.001) {
      operators.push(...showArray(), setTextRise(Math.round(glyphRise * 1000) / 1000));
      rise = glyphRise;
    }
    const shift = pen + position.xOffset - drawn;
    if (Math.abs(shift) > 0.5) array.push(thousandths(-shift * toThousandths));
    const actualText = run.actualTexts[index];
    if (actualText !== undefined) operators.push(...showArray());
    array.push(PDFHexString.of(subsetGlyphCode(pdf, glyph)));
    if (actualText !== undefined) operators.push(...withActualText(actualText, showArray()));
    drawn = pen + position.xOffset + glyph.advanceWidth;
    pen += position.xAdvance;
  });
  operators.push(...showArray());
  if (rise !== 0) operators.push(setTextRise(0));
  return operators;
}

/**
 * Draws `draw` (which pushes its operators on the page) as marked content: a structure element's
 * piece, in `language` when the runs are in another language than the catalogue's.
 */
export type LineMarker = (language: string | undefined, draw: () => void) => void;

const unmarked: LineMarker = (_, draw) => draw();

/**
 * `catalogueLanguage` and `mark`: consecutive runs in another script's language are marked apart,
 * so the structure tree gives them their own /Lang (issue 25.7); without `mark`, as one piece.
 */
export function drawCentredLine(page: PDFPage, fonts: FontChain, line: DescribedText, catalogueLanguage = '', mark: LineMarker = unmarked): void {
  const runs = fonts.shape(line.text, line.figures).filter((run) => run.glyphs.length > 0);
  const width = runs.reduce((sum, run) => sum + run.advance, 0) * line.size;
  let x = line.centreX - width / 2;
  const y = page.getHeight() - line.baseline;
  page.pushOperators(pushGraphicsState(), beginText(), setFillingColor(pdfColour(line.colour)));
  let group: { language: string | undefined; operators: PDFOperator[] } | undefined;
  const flush = () => {
    const done = group;
    if (done) mark(done.language, () => page.pushOperators(...done.operators));
    group = undefined;
  };
  for (const run of runs) {
    const language = foreignLanguage(run.text, catalogueLanguage);
    if (group && group.language !== language) flush();
    group ??= { language, operators: [] };
    // A face drawn smaller (the emoji face, 0961) keeps the line's Tf and is scaled by the text
    // matrix: its rises and adjustments, in text space, scale with it.
    const { scale } = run;
    group.operators.push(setFontAndSize(fontKey(page, run.face.pdf), line.size), setTextMatrix(scale, 0, 0, scale, x, y), ...showRun(run, line.size));
    x += run.advance * line.size;
  }
  flush();
  page.pushOperators(endText(), popGraphicsState());
}
