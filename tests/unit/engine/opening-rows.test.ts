/**
 * Decision 1057: the opening page holds one row fewer under its header, so that every grid page of
 * the catalogue prints one frame size. Page 1's header left it a smaller grid zone, so its cells
 * were smaller and the pages after it kept them down to 40 % of the page: frames 40.6 mm wide on
 * page 1 and 57.7 mm on page 2 at 6 per page in landscape, 60.6 and 68.4 mm at 4 per page in
 * portrait (the independent art director's review of issue 35).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../../src/shared/index.js';
import { describePages, photoTargets } from '../../../src/catalog/index.js';
import { OPENING_FRAMES_KEEP } from '../../../src/catalog/layout/opening-grid.js';
import { GRID_FORMATS as FORMATS } from '../../fixtures/grid-formats.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: 'Capi leggeri per la bella stagione.', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
type Format = (typeof FORMATS)[number];
type Look = (typeof LOOKS)[number];

/** `count` 2:3 photos, captioned or not, in frames of the automatic shape ('Riempi'). */
function catalogue(look: Look, format: Format, captions: boolean, count = 30, photoFit: 'fill' | 'fit' = 'fill') {
  const photos = Array.from({ length: count }, (_, index) => ({ width: 1600, height: 2400, ...(captions && { caption: { name: `Capo ${index + 1}`, sku: `PE27-${index + 1}`, price: 129 } }) }));
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, ...format, look, photoFit }, texts, photos, measure });
}

const bottom = (rect: { y: number; height: number }) => rect.y + rect.height;
const cover = (page: ReturnType<typeof catalogue>[number]) => page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (page.size.width * page.size.height);

describe('the opening page one row fewer, one frame size on every grid page (decision 1057)', () => {
  it('fills page 1 under its header in frames of the catalogue’s shape, never under 75 % of the following pages’ width (decision 1065)', () => {
    for (const look of LOOKS) {
      for (const format of FORMATS) {
        for (const captions of [true, false]) {
          const name = `${look} ${format.orientation} ${format.imagesPerPage} ${captions ? 'captions' : 'none'}`;
          const [opening, following] = catalogue(look, format, captions);
          const [first] = opening?.photos ?? [];
          const [next] = following?.photos ?? [];
          if (!opening || !following || !first || !next) throw new Error(`two grid pages expected: ${name}`);
          if (format.orientation === 'landscape' && format.imagesPerPage === 4) {
            // One row of four has no row to give: the pages after the first keep 40 % of the page (issue 35.2), never smaller than page 1's.
            expect(next.frame.width, name).toBeGreaterThanOrEqual(first.frame.width - 1e-6);
            expect(cover(following), name).toBeGreaterThanOrEqual(0.4 - 1e-6);
            continue;
          }
          // The catalogue's frame shape, not absurdly small (the art director's review after decision 1063).
          expect(first.frame.width / first.frame.height, name).toBeCloseTo(next.frame.width / next.frame.height, 6);
          expect(first.frame.width / next.frame.width, name).toBeGreaterThanOrEqual(OPENING_FRAMES_KEEP - 1e-6);
          // Before: one row of the following pages' frames over 23-34 % of the page left white (Classico 6 per page in portrait: 99 mm).
          const last = Math.max(...opening.photos.map((photo) => bottom(photo.captionBand ?? photo.frame)));
          expect((opening.zones.grid.y + opening.zones.grid.height - last) / opening.size.height, name).toBeLessThan(0.15);
          // Every page after the first prints one frame size.
          for (const photo of following.photos) expect(photo.frame.width, name).toBeCloseTo(next.frame.width, 6);
        }
      }
    }
  });

  it('holds every row on page 1 where its frames keep 75 % of the following pages’ width, one row fewer in larger frames otherwise', () => {
    const openingCount = (look: Look, format: Format, captions = true) => catalogue(look, format, captions)[0]?.photos.length;
    for (const look of LOOKS) {
      // Portrait and 9 per page in landscape: every row (4 per page kept one row of two before, decision 1057; 9 in landscape five).
      expect(openingCount(look, FORMATS[0]), look).toBe(4);
      expect(openingCount(look, FORMATS[1]), look).toBe(6);
      expect(openingCount(look, FORMATS[2]), look).toBe(9);
      expect(openingCount(look, FORMATS[5]), look).toBe(9);
      // One row of four has none to give.
      expect(openingCount(look, FORMATS[3]), look).toBe(4);
    }
    // 6 per page in landscape: two rows of three would keep 68-77 % of the frames' width; one row of three, grown to fill the page's height, in every look but Galleria.
    for (const look of ['classic', 'minimal', 'editorial'] as const) {
      const [opening, following] = catalogue(look, FORMATS[4], true);
      expect(opening?.photos.length, look).toBe(3);
      expect(opening?.photos[0]?.frame.width, look).toBeGreaterThan(following?.photos[0]?.frame.width ?? Infinity);
    }
  });

  it('keeps 40 % of a page after the first at 4 and 6 per page, and gives 9 per page the frames the page holds', () => {
    for (const look of LOOKS) {
      for (const format of FORMATS) {
        const [, following] = catalogue(look, format, true);
        if (!following) throw new Error('two pages expected');
        // Minimale keeps its wide margins in portrait, 35 % at 6 per page as before (decision 1052).
        // Minimale kept 35 % at 6 per page in portrait under its wide margins (decision 1052) until decision 1062.
        const floor = format.imagesPerPage === 9 ? 0.29 : 0.4;
        // At 9 per page the pages after the first covered 15-34 % in page 1's frames (decision 1052); now 30-41 %.
        expect(cover(following), `${look} ${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual(floor);
      }
    }
  });

  it('keeps 2:3 photos whole in 2:3 frames wherever those cover 40 % of a page after the first', () => {
    for (const look of LOOKS) {
      for (const format of [FORMATS[1], FORMATS[2], FORMATS[5]]) {
        for (const photo of catalogue(look, format, true).flatMap((page) => page.photos)) {
          expect(photo.frame.width / photo.frame.height, `${look} ${format.orientation} ${format.imagesPerPage}`).toBeCloseTo(2 / 3, 6);
          expect(photo.image?.height ?? photo.frame.height, look).toBeCloseTo(photo.frame.height, 6);
        }
      }
    }
  });

  it('prints a catalogue whose photos fit on one page on that page, in its whole grid', () => {
    for (const look of LOOKS) {
      for (const format of FORMATS) {
        const pages = catalogue(look, format, true, format.imagesPerPage);
        expect(pages.map((page) => page.photos.length), `${look} ${format.orientation} ${format.imagesPerPage}`).toEqual([format.imagesPerPage]);
      }
    }
  });

  it('prepares every photo for the frame it prints in, the opening page’s as the others’', () => {
    for (const format of FORMATS) {
      const sizes = Array.from({ length: 20 }, () => ({ width: 4000, height: 6000 }));
      const layout = { ...format, captions: true, photoFit: 'fill' as const, look: 'editorial' as const };
      const targets = photoTargets(layout, sizes);
      const pages = catalogue('editorial', format, true, 20);
      for (const photo of pages.flatMap((page) => page.photos)) {
        const target = targets[photo.index];
        expect(target?.boxWidthPt, `${format.orientation} ${format.imagesPerPage}`).toBeCloseTo(photo.frame.width, 6);
        expect(target?.boxHeightPt, `${format.orientation} ${format.imagesPerPage}`).toBeCloseTo(photo.frame.height, 6);
      }
    }
  });
});

describe('photos that own the page (decision 1062)', () => {
  const following = (look: Look, format: Format) => {
    const [, page] = catalogue(look, format, true);
    if (!page) throw new Error('two pages expected');
    return cover(page);
  };

  // The art director's review after decision 1057: 32-52 % of a page after the first at 6 per page in portrait, 23-31 % at 9 per page.
  it('covers half a page after the first at 6 per page in portrait in Editoriale and Galleria, and more than before in Minimale and at 9 per page', () => {
    // Before: Editoriale 42.1 %, Galleria 51.8 %.
    expect(following('editorial', FORMATS[1])).toBeGreaterThanOrEqual(0.5);
    expect(following('gallery', FORMATS[1])).toBeGreaterThanOrEqual(0.5);
    // Minimale, airy but not empty: 34.8 → 43.0 % at 6 per page, 30.0 → 36.2 % at 9.
    expect(following('minimal', FORMATS[1])).toBeGreaterThanOrEqual(0.42);
    expect(following('minimal', FORMATS[2])).toBeGreaterThanOrEqual(0.36);
    // Editoriale at 9 per page: 34.9 → 39.6 %.
    expect(following('editorial', FORMATS[2])).toBeGreaterThanOrEqual(0.39);
  });
});
