/**
 * Decision 1057, then 1068: page 1 prints in the catalogue's one grid, the following pages' lower
 * rows under its header, so that every grid page prints one frame size. Page 1's header left it a
 * smaller grid zone, so its cells were smaller: frames 40.6 mm wide on page 1 and 57.7 mm on page 2
 * at 6 per page in landscape (the independent art director's review of issue 35); decision 1065's
 * page 1 in frames of its own still moved the block's sides page to page (decision 1068).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../../src/shared/index.js';
import { describePages, photoTargets } from '../../../src/catalog/index.js';
import { GRID_FORMATS as FORMATS } from '../../fixtures/grid-formats.js';
import { MIN_KEPT_SHARE, STRETCH_KEPT_SHARE } from '../../../src/catalog/layout/frame-shape.js';
import { inCells } from '../../fixtures/cell-photos.js';

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

describe('page 1 in the lower rows of the catalogue’s grid, one frame size on every grid page (decisions 1057, 1068)', () => {
  it('prints page 1 in the following pages’ frames, its rows where theirs print or on its footer, the header above them', () => {
    for (const look of LOOKS) {
      for (const format of FORMATS) {
        for (const captions of [true, false]) {
          const name = `${look} ${format.orientation} ${format.imagesPerPage} ${captions ? 'captions' : 'none'}`;
          const [opening, ...after] = catalogue(look, format, captions);
          // The first page of the grid's cells: Editoriale's pages after the first give one photo a block of two by two cells (decision 1084),
          // at 4 per page in the 6-per-page grid, its column in that grid's frames (decision 1093).
          const plainAt = after.findIndex((page) => inCells(page.photos).length === page.photos.length);
          const [following, ...more] = after.slice(plainAt);
          const [first] = opening?.photos ?? [];
          const [next] = inCells(following?.photos ?? []);
          if (!opening || !following || !first || !next) throw new Error(`two grid pages expected: ${name}`);
          // The same frames, in the same columns (decision 1065 gave page 1 frames of its own, 75-100 % of the others').
          expect(first.frame.width, name).toBeCloseTo(next.frame.width, 6);
          expect(first.frame.height, name).toBeCloseTo(next.frame.height, 6);
          // (Editoriale's block stands on the left of even pages and on the right of odd ones, its cells beside it: pages 2 and 3 hold every column.)
          const columns = new Set([following, ...more.slice(0, 1)].flatMap((page) => page.photos).map((photo) => photo.frame.x.toFixed(3)));
          for (const photo of opening.photos) expect(columns.has(photo.frame.x.toFixed(3)), name).toBe(true);
          // The header above the photos; under them, at most 15 % of the page white (a row short left 23-34 % before decision 1065).
          expect(opening.zones.header.y + opening.zones.header.height, name).toBeLessThanOrEqual(first.frame.y + 1e-6);
          const last = Math.max(...opening.photos.map((photo) => bottom(photo.captionBand ?? photo.frame)));
          // Four in one landscape row (not a format the form offers, spec 4) keep the following pages' row, 15-19 % over the footer.
          if (format.imagesPerPage !== 4 || format.orientation !== 'landscape') expect((opening.zones.footer.y - last) / opening.size.height, name).toBeLessThan(0.15);
          for (const photo of inCells(following.photos)) expect(photo.frame.width, name).toBeCloseTo(next.frame.width, 6);
        }
      }
    }
  });

  it('gives page 1’s header the rows it needs: one row of the grid at 6 per page and at 9 in landscape', () => {
    const openingCount = (look: Look, format: Format) => catalogue(look, format, true)[0]?.photos.length;
    for (const look of LOOKS) {
      // 6 per page: rows of three, page 1 one of them; 9 in landscape: rows of five, page 1 one of them.
      expect(openingCount(look, FORMATS[1]), look).toBe(3);
      expect(openingCount(look, FORMATS[4]), look).toBe(3);
      expect(openingCount(look, FORMATS[5]), look).toBe(5);
    }
  });

  it('keeps 40 % of a page after the first at 4 and 6 per page, and gives 9 per page the frames the page holds', () => {
    for (const look of LOOKS) {
      for (const format of FORMATS) {
        const [, following] = catalogue(look, format, true);
        if (!following) throw new Error('two pages expected');
        // Minimale keeps its wide margins in portrait, 35 % at 6 per page as before (decision 1052).
        // Minimale kept 35 % at 6 per page in portrait under its wide margins (decision 1052) until decision 1062.
        // Four in one landscape row (not a format the form offers, spec 4) covers 38 % under the grid's 15 mm sides.
        // Six in landscape covered 40 % in 4:5 frames that cut a 2:3 figure's hair and shoes; 37 % in 3:4 ones (decision 1077),
        // 40 % again once the landscape page's head, footer and margins gave them height (decision 1082).
        const floor = format.imagesPerPage === 9 ? 0.29 : format.orientation === 'landscape' && format.imagesPerPage === 4 ? 0.36 : 0.4;
        // At 9 per page the pages after the first covered 15-34 % in page 1's frames (decision 1052); now 30-41 %.
        expect(cover(following), `${look} ${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual(floor);
      }
    }
  });

  it('keeps 2:3 photos’ height whole in 2:3 frames wherever those cover 40 % of a page after the first, taller ones keeping 85 % of their width', () => {
    // Galleria took 3:4 frames, its wall near the page's sides (decision 1092), until they were found to cut the floor (decision 1103).
    for (const look of LOOKS) {
      for (const format of [FORMATS[1], FORMATS[2], FORMATS[5]]) {
        for (const page of catalogue(look, format, true)) {
          const cells = new Set(inCells(page.photos));
          for (const photo of page.photos) {
            // Frames grow taller where the page's width binds them (6 per page in portrait, decision 1073); Editoriale's
            // larger photo (decision 1084), its foot on its block's second row, keeps 75 % of its width (81 % at 6 per page in portrait).
            const ratio = photo.frame.width / photo.frame.height;
            expect(ratio, `${look} ${format.orientation} ${format.imagesPerPage}`).toBeLessThanOrEqual(2 / 3 + 1e-6);
            expect(ratio, `${look} ${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual((2 / 3) * (cells.has(photo) ? STRETCH_KEPT_SHARE : MIN_KEPT_SHARE) - 1e-6);
            expect(photo.image?.height ?? photo.frame.height, look).toBeCloseTo(photo.frame.height, 6);
          }
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
