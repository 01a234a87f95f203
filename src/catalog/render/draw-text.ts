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
import type { Glyph, GlyphPosition } from '@cantoo/fontkit';
import type { DescribedText } from '../describe/page-description.js';
import type { FontChain } from '../fonts/font-chain.js';
import { mirroredCharacter, type ShapedRun } from '../fonts/shape-line.js';
import { padsFigures } from '../fonts/tabular-figures.js';
import { glyphOutline } from './glyph-outline.js';
import { pdfColour } from './pdf-colour.js';
import { foreignLanguage } from './run-language.js';
import { subsetGlyphCode, subsetGlyphCodeSpelling } from './subset-glyphs.js';

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

/** How a glyph is written: its code, the code's width in /W (font units), its ActualText. */
interface Written {
  code: string;
  width: number;
  actualText: string | undefined;
}

/**
 * A glyph as written (decision 0954), or undefined for a glyph painted as its outline. Left to
 * right, its own code and the ActualText the shaping gave it. Right to left, the readers split:
 * PDF.js and MuPDF ignore ActualText and copy each code's ToUnicode entry in content order, while
 * PDFium and poppler read ActualText, order glyphs by position and reverse right-to-left stretches
 * themselves, mirroring brackets as they do. So each code spells what its glyph stands for, a
 * second copy of the glyph in the subset where that is not its own text (an Arabic form, a
 * mirrored bracket); a mirrored bracket's ActualText is the bracket it shows, for the readers that
 * mirror it back; a space spells U+0000 and the space, since PDF.js drops a bare space where the
 * pen moves back and its copy removes U+0000 (ActualText ' ' for the others); and a glyph that
 * stands for no text (a dot an Arabic face draws apart from its letter) is no text at all.
 */
function written(run: ShapedRun, glyph: Glyph, actualText: string | undefined): Written | undefined {
  const { pdf } = run.face;
  const own = String.fromCodePoint(...glyph.codePoints);
  if (!run.rightToLeft) return { code: subsetGlyphCode(pdf, glyph), width: glyph.advanceWidth, actualText };
  const text = actualText ?? own;
  if (text === '') return undefined;
  if (text === ' ') return { code: subsetGlyphCodeSpelling(pdf, glyph, '\u0000 '), width: glyph.advanceWidth, actualText: ' ' };
  const shows = own !== '' && mirroredCharacter(text) === own ? own : actualText;
  return { code: subsetGlyphCodeSpelling(pdf, glyph, text), width: glyph.advanceWidth, actualText: shows };
}

/** Where a run's origin stands on the page. */
interface RunPlacement {
  x: number;
  y: number;
}

/** A run's text operators, after its Tf, and the outlines painted after its text object. */
interface RunOperators {
  text: PDFOperator[];
  outlines: PDFOperator[];
}

/**
 * The run's operators: TJ arrays whose numbers move the pen from where the glyph widths in /W
 * leave it to where the layout puts the next glyph; a glyph raised or lowered (a mark in Arabic
 * or over a capital) gets its own text rise, and a glyph that does not spell its text its own
 * ActualText span. Right to left, each glyph is a text object of its own, at its own origin and in
 * the order typed: readers that follow the content (PDF.js, MuPDF) read the letters as typed,
 * readers that order text objects by position (PDFium) read them as they stand.
 */
function showRun(run: ShapedRun, size: number, at: RunPlacement): RunOperators {
  const { font, pdf } = run.face;
  const toThousandths = 1000 / font.unitsPerEm;
  // A face drawn smaller (the emoji face, 0961) keeps the line's Tf and is scaled by the text
  // matrix: its rises and adjustments, in text space, scale with it.
  const { scale } = run;
  const pointsPerUnit = (size * scale) / font.unitsPerEm;
  const operators: PDFOperator[] = [];
  const outlines: PDFOperator[] = [];
  let array: (PDFHexString | PDFNumber)[] = [];
  const showArray = (): PDFOperator[] => {
    if (array.length === 0) return [];
    const tj = PDFArray.withContext(pdf.doc.context);
    for (const item of array) tj.push(item);
    array = [];
    return [PDFOperator.of(Ops.ShowTextAdjusted, [tj])];
  };
  const positionOf = (index: number): GlyphPosition => run.positions[index] ?? { xAdvance: run.glyphs[index]?.advanceWidth ?? 0, xOffset: 0, yOffset: 0, yAdvance: 0 };
  // Each glyph's origin along the run, from the layout's advances.
  const origins: number[] = [];
  let pen = 0;
  run.glyphs.forEach((_, index) => {
    const position = positionOf(index);
    origins.push(pen + position.xOffset);
    pen += position.xAdvance;
  });
  // Right to left, in the order typed: the glyphs are in visual order.
  const order = run.glyphs.map((_, index) => index);
  if (run.rightToLeft) order.reverse();
  let rise = 0;
  let drawn = 0;
  // Left to right, one text matrix for the run; right to left, one per glyph (below).
  if (!run.rightToLeft) operators.push(setTextMatrix(scale, 0, 0, scale, at.x, at.y));
  for (const index of order) {
    const glyph = run.glyphs[index];
    if (!glyph) continue;
    const position = positionOf(index);
    const origin = origins[index] ?? 0;
    const glyphRise = (position.yOffset * size) / font.unitsPerEm;
    const glyphWritten = written(run, glyph, run.actualTexts[index]);
    if (!glyphWritten) {
      outlines.push(...glyphOutline(font, glyph, { x: at.x + origin * pointsPerUnit, y: at.y + glyphRise * scale, scale: pointsPerUnit }));
      continue;
    }
    if (Math.abs(glyphRise - rise) > 0.001) {
      operators.push(...showArray(), setTextRise(Math.round(glyphRise * 1000) / 1000));
      rise = glyphRise;
    }
    if (run.rightToLeft) {
      operators.push(...showArray(), setTextMatrix(scale, 0, 0, scale, at.x + origin * pointsPerUnit, at.y));
      drawn = origin;
    }
    const shift = origin - drawn;
    if (Math.abs(shift) > 0.5) array.push(thousandths(-shift * toThousandths));
    const { code, width, actualText } = glyphWritten;
    if (actualText !== undefined) operators.push(...showArray());
    array.push(PDFHexString.of(code));
    if (actualText !== undefined) operators.push(...withActualText(actualText, showArray()));
    drawn = origin + width;
  }
  operators.push(...showArray());
  if (rise !== 0) operators.push(setTextRise(0));
  return { text: operators, outlines };
}

/**
 * Spacing from which readers that guess words from the gaps between glyphs split a word: poppler
 * breaks at a tenth of an em, and read 'P R I M A V E R A' from a running head spaced a fifth.
 */
const SPLITS_WORDS = 100;

/**
 * A run spaced that wide (decision 1074), or whose digits are centred on a tabular width the face
 * does not have (decision 1105), copies out as typed: its text is its ActualText, where no glyph of
 * it has its own (a mark, an Arabic form), as ActualText does not nest. Codes spaced less keep
 * their glyphs' own text, and readers their word boxes.
 */
function spelledWhole(run: ShapedRun, line: DescribedText): boolean {
  const spaced = (line.tracking ?? 0) >= SPLITS_WORDS || (line.figures === true && padsFigures(run));
  return spaced && !run.rightToLeft && run.actualTexts.every((text) => text === undefined);
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
  const runs = fonts.shape(line.text, line.figures, line.tracking).filter((run) => run.glyphs.length > 0);
  const width = runs.reduce((sum, run) => sum + run.advance, 0) * line.size;
  let x = line.centreX - width / 2;
  const y = page.getHeight() - line.baseline;
  page.pushOperators(pushGraphicsState(), setFillingColor(pdfColour(line.colour)));
  let group: { language: string | undefined; text: PDFOperator[]; outlines: PDFOperator[] } | undefined;
  const flush = () => {
    const done = group;
    if (done) mark(done.language, () => page.pushOperators(beginText(), ...done.text, endText(), ...done.outlines));
    group = undefined;
  };
  // Each run at its place on the line (visual order), written in the order it was typed, so
  // readers that follow the content and the structure tree read the line as typed (0954).
  const placed = runs.map((run) => {
    const at = x;
    x += run.advance * line.size;
    return { run, x: at };
  });
  placed.sort((a, b) => a.run.start - b.run.start);
  for (const { run, x: runX } of placed) {
    const language = foreignLanguage(run.text, catalogueLanguage);
    if (group && group.language !== language) flush();
    group ??= { language, text: [], outlines: [] };
    const { text, outlines } = showRun(run, line.size, { x: runX, y });
    group.text.push(setFontAndSize(fontKey(page, run.face.pdf), line.size), ...(spelledWhole(run, line) ? withActualText(run.text, text) : text));
    group.outlines.push(...outlines);
  }
  flush();
  page.pushOperators(popGraphicsState());
}
