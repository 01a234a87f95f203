/**
 * The third independent review of issue 35: captions printed name, code and price, never the
 * colours and sizes a buyer orders by. They now print on a line of their own where the caption has
 * room at the look's own sizes, on every caption of the catalogue or on none (the fourth review read
 * a page without them as missing data), and never at the cost of the name, code or price.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type PhotoCaption } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages } from '../../../src/catalog/index.js';
import type { DescribedPhoto } from '../../../src/catalog/describe/page-description.js';

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

const lines = (photo: DescribedPhoto | undefined, role: string) => (photo?.caption ?? []).filter((line) => line.role === role).map((line) => line.text.replace(/\u00a0/gu, ' '));

describe('colours and sizes in captions (the review of issue 35)', () => {
  it('print on a line of their own, in lining figures, under name, code and price, in every look', () => {
    for (const look of looks) {
      const [photo] = captionsOf({ look, imagesPerPage: 6 }, [caption('Abito'), caption('Giacca')]);
      expect(lines(photo, 'caption-variants'), look).toEqual(['Sabbia, Nero · XS-XL']);
      expect(lines(photo, 'caption-details'), look).toEqual(['SS27-01 · 249,00 €']);
      const variants = photo?.caption.find((line) => line.role === 'caption-variants');
      const name = photo?.caption.find((line) => line.role === 'caption-name');
      expect(variants?.figures, look).toBe(true);
      expect(variants?.baseline ?? 0, look).toBeGreaterThan(name?.baseline ?? Infinity);
    }
  });

  it('go first where a caption has no room, on every caption of the catalogue, and never shrink the name', () => {
    const long = 'Pantalone ampio in lana vergine con pinces e risvolto';
    // Ten photos at nine per page print on two pages; the long name is the last photo's, on page 2.
    const described = captionsOf({ look: 'classic', imagesPerPage: 9 }, [...Array.from({ length: 9 }, () => caption('Abito')), caption(long)]);
    const twoLines = described.find((photo) => photo.index === 9);
    // The long name takes both its lines, so the band has no room left for colours and sizes...
    expect(lines(twoLines, 'caption-name').length).toBe(2);
    expect(lines(twoLines, 'caption-variants')).toEqual([]);
    // ...and every other caption, on its page and on page 1, leaves them out too.
    expect(described.flatMap((photo) => lines(photo, 'caption-variants'))).toEqual([]);
    expect(captionsOf({ look: 'classic', imagesPerPage: 9 }, Array.from({ length: 10 }, () => caption('Abito'))).every((photo) => lines(photo, 'caption-variants').length === 1)).toBe(true);
    // The same name in the same cell without colours and sizes: a one-page catalogue's cell is narrower than page 2's (decision 1057).
    const plain = { colours: undefined, sizes: undefined };
    const alone = captionsOf({ look: 'classic', imagesPerPage: 9 }, [...Array.from({ length: 9 }, () => caption('Abito', plain)), caption(long, plain)]).find((photo) => photo.index === 9);
    expect(twoLines?.caption.map((line) => line.size)).toEqual(alone?.caption.map((line) => line.size));
  });
});
