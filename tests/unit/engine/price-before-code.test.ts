/**
 * The sixth independent review (decision 1087, finding 8): the grid printed '€ 163 · SS27-003' and
 * the full page 'SS27-007 · € 311' in Minimale and Editoriale. Decision 1092: one order everywhere,
 * name → price → code, under the photos, beside them, and on a 'Pagina intera' (its foot in
 * portrait, the white beside it in landscape).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../../src/shared/index.js';
import { describePages, type DescribedPhoto } from '../../../src/catalog/index.js';
import { GRID_FORMATS } from '../../fixtures/grid-formats.js';

const measure = (text: string, size: number) => text.length * size * 0.5;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: '' };
const names = ['Cappotto doppiopetto in lana vergine', 'Abito midi in seta stampata', 'Top', 'Blazer sartoriale in lino', 'Camicia', 'Trench lungo con cintura', 'Borsa', 'Sandalo', 'Foulard'];
const photos = names.map((name, index) => ({ width: 2, height: 3, caption: { name, sku: `SS27-00${index + 1}`, price: 163 + index, colours: 'Nero, Cammello', sizes: 'XS-XL', ...(index === 5 && { fullPage: true }) } }));

/** Where a text starts in reading order: its line, then its left edge. */
const place = (line: { baseline: number; centreX: number; width: number }) => [line.baseline, line.centreX - line.width / 2] as const;
const before = (a: readonly [number, number], b: readonly [number, number]) => a[0] < b[0] - 0.5 || (Math.abs(a[0] - b[0]) <= 0.5 && a[1] < b[1]);

describe('price and code in one order (decision 1092)', () => {
  it.each(LOOKS.flatMap((look) => GRID_FORMATS.map((format) => [look, format] as const)))('%s %o: every caption reads its price before its code, the full page’s too', (look, format) => {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, ...format, language: 'Italiano', photoFit: 'fill' }, texts, photos, measure });
    const captioned = pages.flatMap((page) => page.photos).filter((photo: DescribedPhoto) => photo.caption.length > 0);
    expect(captioned.map((photo) => photo.index)).toContain(5);
    for (const photo of captioned) {
      const price = photo.caption.find((line) => line.role === 'caption-price');
      const code = photo.caption.find((line) => line.text.includes(`SS27-00${photo.index + 1}`));
      if (!price || !code) throw new Error(`photo ${photo.index + 1}: no price or code`);
      expect(before(place(price), place(code)), `photo ${photo.index + 1}: '${price.text}' then '${code.text}'`).toBe(true);
    }
  });
});
