/**
 * The art director's item 8 (decision 1069): the price was buried in the code's grey line, 4, 6 and
 * 9 per page printed the same sizes, and where one name of a row wrapped its code and price stood a
 * line below its neighbours'. The fifth review (item 8, decision 1071) read the empty line that
 * levelled them as a gap: the names of a row now hang from one baseline, the details under each.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type LookName } from '../../../src/shared/index.js';
import { describePages, type DescribedPhoto } from '../../../src/catalog/index.js';
import { INK } from '../../../src/catalog/describe/palette.js';

const measure = (text: string, size: number) => text.length * size * 0.5;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: '' };
const names = ['Cappotto doppiopetto in lana cotta con cintura e tasche', 'Gonna midi', 'Top', 'Blazer', 'Camicia', 'Jeans', 'Borsa', 'Sandalo', 'Foulard'];
const photos = names.map((name, index) => ({ width: 2, height: 3, caption: { name, sku: `PE27-0${index + 1}`, price: 190 + index } }));

function describedPhotos(look: LookName, imagesPerPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape'): DescribedPhoto[] {
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage, orientation, language: 'Italiano', photoFit: 'fill' }, texts, photos, measure }).flatMap((page) => page.photos);
}

const line = (photo: DescribedPhoto | undefined, role: string) => photo?.caption.find((each) => each.role === role);

describe('captions for a buyer (decision 1069)', () => {
  it('sets larger captions under the larger photos of 4 per page, smaller ones at 9', () => {
    const size = (imagesPerPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape') => line(describedPhotos('classic', imagesPerPage, orientation).find((photo) => photo.index === 3), 'caption-name')?.size ?? 0;
    expect(size(4, 'portrait')).toBeGreaterThan(size(6, 'landscape'));
    expect(size(6, 'landscape')).toBeGreaterThan(size(9, 'landscape'));
    expect(size(4, 'portrait')).toBeGreaterThanOrEqual(10);
  });

  it("prints the price in the name's ink, the code in grey", () => {
    for (const look of ['classic', 'minimal', 'editorial', 'gallery'] as const) {
      // Under the photos (6 per page in landscape sets them beside, in a column too narrow to tabulate a price, decision 1090).
      const photo = describedPhotos(look, 6, 'portrait').find((each) => each.index === 3);
      expect(line(photo, 'caption-price')?.text.replace(/\u00a0/gu, ' '), look).toBe('€ 193');
      expect(line(photo, 'caption-price')?.colour, look).toBe(line(photo, 'caption-name')?.colour);
      // Minimale's names were in the body's grey and read washed out (the sixth review, decision 1090).
      expect(line(photo, 'caption-name')?.colour, look).toBe(INK);
      expect(line(photo, 'caption-details')?.colour, look).not.toBe(line(photo, 'caption-name')?.colour);
      // On the name's line where the look tabulates it there, on the code's elsewhere (decision 1080).
      const beside = look === 'minimal' || look === 'editorial' ? 'caption-name' : 'caption-details';
      expect(line(photo, 'caption-price')?.baseline, look).toBe(line(photo, beside)?.baseline);
    }
  });

  it("stands the price flush right on the photo's edge in Minimale, before the code in Classico (decision 1080)", () => {
    const minimal = describedPhotos('minimal', 6, 'portrait').find((each) => each.index === 3);
    const price = line(minimal, 'caption-price');
    expect((price?.centreX ?? 0) + (price?.width ?? 0) / 2).toBeCloseTo((minimal?.frame.x ?? 0) + (minimal?.frame.width ?? 0), 3);
    const classic = describedPhotos('classic', 6, 'portrait').find((each) => each.index === 3);
    const code = line(classic, 'caption-details');
    const before = line(classic, 'caption-price');
    expect((before?.centreX ?? 0) + (before?.width ?? 0) / 2).toBeLessThanOrEqual((code?.centreX ?? 0) - (code?.width ?? 0) / 2 + 1e-6);
    expect((before?.centreX ?? 0) - (before?.width ?? 0) / 2).toBeGreaterThan((classic?.frame.x ?? 0) + 1);
  });

  it.each([
    [6, 'landscape'],
    [9, 'landscape'],
    [4, 'portrait'],
  ] as const)('hangs the names of a row from one baseline, the details on one line across the row under the longest name, where one name wraps (%i per page, %s; decisions 1071, 1104)', (imagesPerPage, orientation) => {
    // Page 1's photos: on one grid, the pages after it have rows at the same height (decision 1068).
    const described = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'editorial', imagesPerPage, orientation, language: 'Italiano', photoFit: 'fill' }, texts, photos, measure })[0]?.photos ?? [];
    const wrapped = described.find((photo) => photo.index === 0);
    // Two lines under a photo; beside one (6 per page in landscape, decision 1090) as many as the name needs whole.
    expect(wrapped?.caption.filter((each) => each.role === 'caption-name').length).toBeGreaterThanOrEqual(2);
    const row = described.filter((photo) => photo.captionBand && wrapped?.captionBand && Math.abs(photo.captionBand.y - wrapped.captionBand.y) < 0.5);
    expect(row.length).toBeGreaterThan(1);
    const names = row.map((photo) => photo.caption.filter((each) => each.role === 'caption-name').map((each) => each.baseline));
    for (const [first] of names) expect(first).toBeCloseTo(names[0]?.[0] ?? NaN, 6);
    // Under the photos the codes stand on one line across the row, read as a line sheet's (the eighth review, finding 5): a one-line
    // name keeps the longest's height. Beside them each code follows its own name, a line under its last.
    const beside = orientation === 'landscape' && imagesPerPage === 6;
    const codes = row.map((photo, index) => (line(photo, 'caption-details')?.baseline ?? NaN) - (beside ? Math.max(...(names[index] ?? [])) : 0));
    for (const code of codes) expect(code).toBeCloseTo(codes[0] ?? NaN, 6);
  });
});
