/**
 * Letter spacing (decision 1074): spaced capitals for codes and running heads. The width grows by
 * the tracking once per gap between letters, never between a letter and its combining marks, never
 * in Arabic (joined) or Japanese, and never after a line's last letter, so centred and flush-right
 * lines stand where their letters end. The chain's measure and the drawn glyphs agree.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { tracked, trackingGaps } from '../../../src/catalog/text/tracking.js';
import type { Measure } from '../../../src/catalog/text/wrap.js';
import { drawCentredLine } from '../../../src/catalog/render/draw-text.js';
import type { DescribedText } from '../../../src/catalog/describe/page-description.js';

const TRACKING = 120;
const SIZE = 10;
/** One tracking gap at SIZE, in points. */
const GAP = (TRACKING * SIZE) / 1000;
const ARABIC = 'مرحبا';
const JAPANESE = '春夏コレクション';
const TEXTS = ['SS27-001', 'CAFÉ', 'Cafe\u0301', 'x\u0308\u0323y', ARABIC, JAPANESE, `SS27 ${ARABIC}`, 'AVA'];

let doc: PDFDocument;
let fonts: FontChain;
beforeAll(async () => {
  doc = await PDFDocument.create();
  fonts = await FontChain.load(doc, createFsFontSource(), 'Montserrat', TEXTS);
});

describe('tracking', () => {
  it('counts a gap between letters, none for combining marks, none in Arabic or Japanese', () => {
    expect(trackingGaps('SS27-001')).toBe(7);
    expect(trackingGaps('Cafe\u0301')).toBe(3);
    expect(trackingGaps('x\u0308\u0323y')).toBe(1);
    expect(trackingGaps(ARABIC)).toBe(0);
    expect(trackingGaps(JAPANESE)).toBe(0);
    // The Latin word and its space take it; the space before Arabic does not.
    expect(trackingGaps(`SS27 ${ARABIC}`)).toBe(4);
  });

  it('widens a fixed-width measure by (n - 1) gaps', () => {
    const monospace: Measure = (text, size) => Array.from(text).length * size * 0.5;
    expect(tracked(monospace, TRACKING)('ABCD', SIZE)).toBeCloseTo(monospace('ABCD', SIZE) + 3 * GAP, 9);
    expect(tracked(monospace, 0)).toBe(monospace);
  });

  it('widens the shaped line exactly as the text-level rule counts, in and out of figures', () => {
    for (const text of TEXTS) {
      for (const figures of [false, true]) {
        const plain = fonts.widthOf(text, SIZE, figures);
        const spaced = tracked(fonts.widthOf, TRACKING)(text, SIZE, figures);
        expect(spaced - plain, `${text} figures ${figures}`).toBeCloseTo(trackingGaps(text) * GAP, 6);
      }
    }
  });

  it('keeps marks on their letter: the gap opens after its last mark', () => {
    // Montserrat draws the dot below apart from its letter: x with diaeresis, the dot, then y.
    const text = 'x\u0308\u0323y';
    const shaped = fonts.shape(text, false, TRACKING).flatMap((run) => run.positions);
    const plain = fonts.shape(text).flatMap((run) => run.positions);
    const grown = shaped.map((position, index) => position.xAdvance - (plain[index]?.xAdvance ?? 0));
    const unit = (TRACKING / 1000) * (fonts.shape(text)[0]?.face.font.unitsPerEm ?? 0);
    expect(grown.length).toBeGreaterThanOrEqual(3);
    expect(grown.slice(0, -2).every((units) => units === 0)).toBe(true);
    expect(grown.slice(-2)).toEqual([unit, 0]);
  });

  it('sets tracked letters without ligatures', () => {
    const glyphs = (tracking: number) => fonts.shape('fi', false, tracking).flatMap((run) => run.glyphs);
    expect(glyphs(TRACKING).length).toBe(2);
  });

  it('draws a centred line from its letters, its last letter ending at centre + width / 2', async () => {
    const page = doc.addPage([300, 100]);
    const width = tracked(fonts.widthOf, TRACKING)('SS27-001', SIZE, true);
    const line: DescribedText = { role: 'caption-details', text: 'SS27-001', size: SIZE, baseline: 50, centreX: 150, width, colour: '#000000', figures: true, tracking: TRACKING };
    drawCentredLine(page, fonts, line);
    const runs = fonts.shape(line.text, true, TRACKING);
    // The pen after the last glyph, from the line's left edge: the line's width, no gap after it.
    const drawn = runs.reduce((sum, run) => sum + run.advance, 0) * SIZE;
    expect(drawn).toBeCloseTo(width, 9);
    expect(drawn - fonts.widthOf(line.text, SIZE, true)).toBeCloseTo(7 * GAP, 6);
  });
});
