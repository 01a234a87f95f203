/**
 * The third independent review of issue 35: captions printed name, code and price, never the
 * colours and sizes a buyer orders by. They now print on a line of their own, on every caption of
 * the catalogue or on none (the fourth review read a page without them as missing data), and never
 * at the cost of the name, code or price; a catalogue that has them keeps a taller band, so a name
 * on two lines no longer takes them off (the art director's review, decision 1058).
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type PhotoCaption } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages } from '../../../src/catalog/index.js';
import type { DescribedPhoto } from '../../../src/catalog/describe/page-description.js';
import { CAPTION_BAND_HEIGHT, VARIANTS_BAND_HEIGHT } from '../../../src/catalog/layout/geometry.js';
import { fitCaption } from '../../../src/catalog/text/caption-fit.js';
import { densityScale, setCase } from '../../../src/catalog/describe/caption-style.js';
import { PAGE_LOOKS } from '../../../src/catalog/layout/looks.js';
import { codeLine, nameLine, printedLines } from './caption-rows.js';

const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: 'Atelier Sole' };
const caption = (name: string, extra: Partial<PhotoCaption> = {}): PhotoCaption => ({ name, sku: 'SS27-01', price: 249, colours: 'Sabbia, Nero', sizes: 'XS-XL', ...extra });

let fonts: FontChain;
beforeAll(async () => {
  fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', ['Abito Giacca Pantalone ampio in lana vergine con pinces e risvolto SS27-01 0123456789,.€ Sabbia Nero XS-XL Atelier Sole Collezione PE27']);
});

function captionsOf(settings: Partial<typeof DEFAULT_CATALOG_SETTINGS>, captions: PhotoCaption[]): DescribedPhoto[] {
  const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, language: 'Italiano', ...settings }, texts, photos: captions.map((c) => ({ width: 2, height: 3, caption: c })), measure: fonts.widthOf });
  return pages.flatMap((page) => page.photos);
}

/** A caption text as the look sets its role (decision 1074): Galleria in capitals. */
const setIn = (look: (typeof looks)[number], role: 'name' | 'details' | 'variants', text: string) => setCase(text, PAGE_LOOKS[look].type[role], 'Italiano');

const lines = (photo: DescribedPhoto | undefined, role: string) => printedLines(photo?.caption ?? []).filter((line) => line.role === role).map((line) => line.text.replace(/\u00a0/gu, ' '));

describe('colours and sizes in captions (the review of issue 35)', () => {
  it('print on a line of their own, in lining figures, under name, code and price, in every look', () => {
    for (const look of looks) {
      const [photo] = captionsOf({ look, imagesPerPage: 6 }, [caption('Abito'), caption('Giacca')]);
      expect(lines(photo, 'caption-variants'), look).toEqual([setIn(look, 'variants', 'Sabbia, Nero · XS–XL')]);
      expect(lines(photo, 'caption-details'), look).toEqual([setIn(look, 'details', codeLine(look, 'SS27-01', '€ 249'))]);
      const variants = photo?.caption.find((line) => line.role === 'caption-variants');
      const name = photo?.caption.find((line) => line.role === 'caption-name');
      expect(variants?.figures, look).toBe(true);
      expect(variants?.baseline ?? 0, look).toBeGreaterThan(name?.baseline ?? Infinity);
    }
  });

  it('print under a name on two lines too, on every caption, the band taller only for a catalogue that has them', () => {
    const long = 'Pantalone ampio in lana vergine con pinces e risvolto';
    // Ten photos at nine per page print on two pages; the long name is the last photo's, on page 2.
    const described = captionsOf({ look: 'classic', imagesPerPage: 9 }, [...Array.from({ length: 9 }, () => caption('Abito')), caption(long)]);
    const twoLines = described.find((photo) => photo.index === 9);
    expect(lines(twoLines, 'caption-name').length).toBe(2);
    // Decision 1056 took them off every caption of such a catalogue (failed before: none printed).
    expect(described.map((photo) => lines(photo, 'caption-variants'))).toEqual(described.map(() => ['Sabbia, Nero · XS–XL']));
    // The name keeps the sizes it takes in the same band without colours and sizes...
    const band = twoLines?.captionBand;
    if (!band || !twoLines) throw new Error('the long name has a caption band');
    // At 9 per page, at the grid's sizes times 0.92 (decision 1069).
    const without = fitCaption({ name: long, details: 'SS27-01 · €\u00a0249' }, band, twoLines.frame.width, fonts.widthOf, undefined, { scale: densityScale(9) });
    expect(printedLines(twoLines.caption).filter((line) => line.role !== 'caption-variants').map((line) => line.size)).toEqual(without.lines.map((line) => line.size));
    // ...and only a catalogue with colours or sizes pays for the taller band.
    expect(band.height).toBe(VARIANTS_BAND_HEIGHT);
    const plain = captionsOf({ look: 'classic', imagesPerPage: 9 }, [caption(long, { colours: undefined, sizes: undefined })]);
    expect(plain[0]?.captionBand?.height).toBe(CAPTION_BAND_HEIGHT);
  });

  it('take a second line, colours over sizes, where one is too wide, rather than leave any caption (decision 1063)', () => {
    const wide = caption('Abito', { colours: 'Cammello, Antracite, Blu notte', sizes: '38, 40, 42, 44, 46, 48' });
    for (const look of looks) {
      const described = captionsOf({ look, imagesPerPage: 9, orientation: 'landscape' }, [...Array.from({ length: 9 }, () => caption('Abito')), wide]);
      // Before, the wide line took colours and sizes off every caption of the catalogue.
      expect(lines(described.find((photo) => photo.index === 9), 'caption-variants'), look).toEqual([setIn(look, 'variants', 'Cammello, Antracite, Blu notte'), '38, 40, 42, 44, 46, 48']);
      expect(described.filter((photo) => photo.index !== 9).map((photo) => lines(photo, 'caption-variants')), look).toEqual(Array.from({ length: 9 }, () => [setIn(look, 'variants', 'Sabbia, Nero · XS–XL')]));
      expect(lines(described.find((photo) => photo.index === 9), 'caption-name'), look).toEqual([nameLine(look, setIn(look, 'name', 'Abito'), '€ 249')]);
    }
  });

  it('end in an ellipsis only when three lines cannot hold them, and are never dropped', () => {
    const wide = caption('Abito', { colours: 'Sabbia, Nero, Blu notte, Verde bosco, Rosso lacca, Avorio, Cammello, Antracite, Grigio perla, Tabacco, Bordeaux, Ottanio, Senape', sizes: '34-36-38-40-42-44-46-48' });
    const described = captionsOf({ look: 'classic', imagesPerPage: 9, orientation: 'landscape' }, [...Array.from({ length: 9 }, () => caption('Abito')), wide]);
    const shortened = lines(described.find((photo) => photo.index === 9), 'caption-variants');
    expect(shortened.length).toBeGreaterThan(0);
    expect(shortened.length).toBeLessThanOrEqual(3);
    expect(shortened.at(-1)).toMatch(/…$/u);
    expect(described.filter((photo) => photo.index !== 9).every((photo) => lines(photo, 'caption-variants').length === 1)).toBe(true);
  });
});
