/**
 * A 'Pagina intera' 2:3 photo on a landscape page keeps its shape on the left (decision 1060); the
 * 157 mm of white beside it held a 9 pt caption at its foot and no folio (the art director's
 * review). It is now a split page (decision 1066): the name large in the display face, the details
 * under it at a reading size in the text face, and the folio. On the white's optical centre the
 * block floated, aligned to nothing, and its name broke 'Trench in / gabardine di cotone' (the art
 * director's item 9): its last baseline stood on the folio's, and no line ends in a
 * preposition (decision 1069). On its plate in the live area (decision 1099) the block's last line
 * stands over the footer's line, the folio where the grid pages have theirs.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages, printedStrings, type PageDescription } from '../../../src/catalog/index.js';
import { PLATE_FOOT_CLEAR } from '../../../src/catalog/layout/full-page-frame.js';
import { pageLook } from '../../../src/catalog/layout/looks.js';

const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: 'Atelier Sole' };
const caption = (index: number) => ({ name: index === 6 ? 'Trench in gabardine di cotone' : `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 390, colours: 'Kaki, Blu notte', sizes: 'XS-XL' });
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { ...caption(index), ...(index === 6 && { fullPage: true }) } }));
const strings = ['Trench in gabardine di cotone Capo SS27- 0123456789,.€ Kaki, Blu notte XS-XL · Atelier Sole Collezione PE27'];

const splitPage = (pages: PageDescription[]) => pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === 6);

describe("a landscape 'Pagina intera' beside its photo", () => {
  it('sets the name large, the details readable, each in the look\'s caption faces, on the white, with a folio, in every look', async () => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', strings);
    const text = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Lora', strings);
    for (const look of looks) {
      const settings = { ...DEFAULT_CATALOG_SETTINGS, look, orientation: 'landscape' as const, imagesPerPage: 6 as const, language: 'Italiano' as const, photoFit: 'fill' as const };
      const pages = describePages({ settings, texts, photos, measure: fonts.widthOf, textFace: { family: 'Lora', measure: text.widthOf } });
      const page = splitPage(pages);
      const photo = page?.photos[0];
      if (!page || !photo) throw new Error(`${look}: no full page`);
      const white = { left: photo.frame.x + photo.frame.width, right: page.size.width };
      expect(white.right - white.left, look).toBeGreaterThan(page.size.width / 3);
      const names = photo.caption.filter((line) => line.role === 'caption-name');
      const details = photo.caption.filter((line) => line.role !== 'caption-name');
      expect(names.length, look).toBeGreaterThan(0);
      // Each role in the face and spacing of the look's grid captions (decision 1078; before, the name in the display face in every look).
      const gridLines = pages.find((other) => other.number > 1 && other.photos.length > 1)?.photos[0]?.caption ?? [];
      const gridRole = (role: string) => gridLines.find((line) => line.role === role);
      for (const line of names) {
        // Galleria's spaced capitals, wider, step down a little in the column (capitals read a size larger, decision 1074).
        expect(line.size, look).toBeGreaterThanOrEqual(look === 'gallery' ? 17.5 : 18);
        expect(line.size, look).toBeLessThanOrEqual(24);
        // The look's spacing: the grid's side columns set their names unspaced (decision 1104), the full page's large name keeps it.
        expect([line.face, line.tracking], look).toEqual([gridRole('caption-name')?.face, pageLook(look).type.name.tracking || undefined]);
      }
      // Code, price, colours and sizes whole, readable, well under the name.
      expect(details.map((line) => line.text).join(' '), look).toMatch(/(SS27-7.*390|390.*SS27-7).*Kaki, Blu notte.*XS/su); // code and price in the order the look sets them (decision 1080)
      for (const line of details) {
        expect(line.size, look).toBeGreaterThanOrEqual(9.5);
        expect(line.size, look).toBeLessThan((names[0]?.size ?? 0) * (look === 'gallery' ? 0.62 : 0.6));
        expect([line.face, line.tracking], look).toEqual([gridRole(line.role)?.face, gridRole(line.role)?.tracking]);
      }
      // On the white, a margin from the photo and the page's edge, never at its foot.
      for (const line of photo.caption) {
        expect(line.centreX - line.width / 2, look).toBeGreaterThanOrEqual(white.left + page.zones.content.x - 0.01);
        expect(line.centreX + line.width / 2, look).toBeLessThanOrEqual(white.right - page.zones.content.x + 0.01);
      }
      // The folio, as on the grid pages: the page's number in the footer, on the white; the block's last line over the footer's line.
      const folio = page.texts.find((line) => line.role === 'page-number');
      const last = photo.caption.reduce((lowest, line) => (line.baseline > lowest.baseline ? line : lowest));
      expect(page.zones.footer.y - (last.baseline + 0.25 * last.size), look).toBeGreaterThanOrEqual(PLATE_FOOT_CLEAR - 1e-6);
      expect(page.zones.footer.y - last.baseline, look).toBeLessThan(20);
      expect(names.map((line) => line.text), look).toEqual(look === 'gallery' ? ['TRENCH IN GABARDINE', 'DI COTONE'] : ['Trench in gabardine', 'di cotone']);
      expect(folio?.text, look).toBe(String(page.number));
      expect(folio?.centreX ?? 0, look).toBeGreaterThan(white.left);
      expect(folio?.baseline ?? 0, look).toBeGreaterThan(page.zones.footer.y);
      expect(page.cut, look).toEqual([]);
    }
  });

  it("gives the name to the catalogue font's chain, which sets it, so that chain loads the fallbacks it needs", () => {
    const settings = { ...DEFAULT_CATALOG_SETTINGS, font: 'Playfair Display' as const, orientation: 'landscape' as const, imagesPerPage: 6 as const, language: 'Italiano' as const };
    const strings = printedStrings({ settings, texts: { ...texts, introduction: 'Testo' }, photos });
    expect(strings).toContain('Trench in gabardine di cotone');
    expect(strings).not.toContain('Capo 1');
  });
});
