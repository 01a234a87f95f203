/**
 * Page 1's title in the column beside a hero (Editoriale at 6 per page, decision 1091): the form
 * accepts 40 characters, and 'Collezione Primavera Estate 2027' was refused as too long for the
 * page (two lines of a display title in a 52-59 mm column). The column now stacks the title on up
 * to four lines, a look's large title comes down to the house scale before a word is cut, and a
 * word wider than the column at the smallest size is hyphenated rather than split between letters.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type Orientation } from '../../../src/shared/index.js';
import { defaultTextsFor, describePages } from '../../../src/catalog/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

const TITLES = ['Collezione Primavera Estate 2027', 'Collezione Autunno Inverno 2027/28 Donna', 'Precollezione Straordinariamente Lunga'];
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-00${index + 1}`, price: 89, ...(index === 0 && { hero: true }) } }));

async function pageOne(title: string, orientation: Orientation) {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, look: 'editorial' as const, photoFit: 'fill' as const, imagesPerPage: 6 as const, orientation };
  const texts = { ...defaultTextsFor(settings.language), title, subtitle: 'Donna' };
  const chain = await FontChain.load(await PDFDocument.create(), createFsFontSource(), settings.font, Object.values(texts));
  const [first] = describePages({ settings, texts, photos, measure: chain.widthOf });
  if (!first) throw new Error('no page 1');
  return first;
}

describe("page 1's title beside a hero", () => {
  for (const orientation of ['portrait', 'landscape'] as const) {
    it.each(TITLES)(`sets '%s' whole in the column (${orientation})`, async (title) => {
      const page = await pageOne(title, orientation);
      const hero = page.photos.find((photo) => photo.index === 0);
      const lines = page.texts.filter((text) => text.role === 'title');
      // The column beside the hero, not a band over the page.
      expect(hero && lines.every((line) => line.centreX - line.width / 2 >= hero.frame.x + hero.frame.width)).toBe(true);
      expect(page.cut).toEqual([]);
      const printed = lines.map((line) => line.text).join(' ');
      expect(printed).not.toContain('…');
      // Every word whole, or broken once with a hyphen.
      expect(printed.replace(/- /g, '')).toBe(title);
    });
  }
});
