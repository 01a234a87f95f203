/**
 * The independent review of issue 35: captions set codes and prices in Playfair Display's default
 * old-style figures, which rise and fall ('12900' reads as a word). Code and price now print in
 * lining tabular figures in every look, on grid pages and on a full page's panel, in the PDF and
 * the preview alike: both draw the described line's `figures`.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { tracked } from '../../../src/catalog/text/tracking.js';
import { describePages } from '../../../src/catalog/index.js';
import { codeLine, printedLines } from './caption-rows.js';

const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: 'Atelier Sole' };
const photos = [
  { width: 2, height: 3, caption: { name: 'Abito lungo', sku: '12900', price: 249 } },
  { width: 2, height: 3, caption: { name: 'Giacca', sku: 'GC-014', price: 1234.5 } },
  { width: 3, height: 2, caption: { name: 'Borsa', sku: '38-40', price: 95, fullPage: true } },
];

let fonts: FontChain;
beforeAll(async () => {
  fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', ['Abito lungo Giacca Borsa GC- 0123456789,.€ Atelier Sole Collezione PE27']);
});

/** How far apart the digits' tops stand as the line is shaped to be drawn, in em: a round figure's overshoot at most. */
function digitTopsSpread(text: string, figures: boolean | undefined): number {
  const tops = fonts.shape(text, figures).flatMap((run) => run.glyphs.filter((glyph) => glyph.codePoints.every((code) => code >= 0x30 && code <= 0x39)).map((glyph) => glyph.bbox.maxY / run.face.font.unitsPerEm));
  return Math.max(...tops) - Math.min(...tops);
}

/** The full page's code line: the price before the code in every look, as the grid reads it (decision 1092; it stood after the code where the grid tabulates it on the name's line). */
const fullPage = () => '€ 95 · 38-40';

describe('figures in captions (the review of issue 35)', () => {
  it('sets code and price in lining figures of one height in every look, under the photos and on a full page', () => {
    for (const look of looks) {
      const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage: 6, language: 'Italiano' }, texts, photos, measure: fonts.widthOf });
      // The full page's caption is one line under its plate (decision 1099): its price then its code, read in order.
      const grid = pages.flatMap((page) => page.photos.filter((photo) => photo.index !== 2));
      const printed = grid.flatMap((photo) => printedLines(photo.caption).filter((line) => line.role === 'caption-details'));
      const full = pages.flatMap((page) => page.photos.filter((photo) => photo.index === 2)).flatMap((photo) => photo.caption.filter((line) => line.role === 'caption-price' || line.role === 'caption-details'));
      const readFull = [...full].sort((a, b) => a.baseline - b.baseline || a.centreX - b.centreX).map((line) => line.text).join(' ');
      expect([...printed.map((line) => line.text), readFull].map((text) => text.replace(/\u00a0/gu, ' ')), look).toEqual([codeLine(look, '12900', '€ 249'), codeLine(look, 'GC-014', '€ 1.234,50'), fullPage()]);
      // Code and price print as two texts, the price in ink (decision 1069): both in lining figures.
      const details = pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption.filter((line) => line.role === 'caption-details' || line.role === 'caption-price')));
      for (const line of details) {
        expect(line.figures, `${look}: ${line.text}`).toBe(true);
        // Spaced as the look sets its codes (decision 1074): the width is the spaced line's.
        expect(line.width, `${look}: ${line.text}`).toBeCloseTo(tracked(fonts.widthOf, line.tracking)(line.text, line.size, true), 6);
        // Old-style figures: '1', '2' and '0' at x-height, '6' and '8' at the capitals' height.
        expect(digitTopsSpread(line.text, line.figures), `${look}: ${line.text}`).toBeLessThan(0.05);
      }
      // The name keeps the face's default figures: they belong to the running words.
      expect(pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption)).filter((line) => line.role === 'caption-name').every((line) => !line.figures), look).toBe(true);
    }
  });

  it('knows the face sets old-style figures by default, so the test above measures a change', () => {
    expect(digitTopsSpread('12900 · 249,00 € 38', false)).toBeGreaterThan(0.15);
  });
});
