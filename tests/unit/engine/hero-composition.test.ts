/**
 * A hero ('In evidenza') in two by two cells of the catalogue's one grid, in sequence where it is
 * met (decision 1068; decision 1050 composed it with the photos beside it in a grid of its own),
 * and a whole hero ('Adatta') in the middle of its block rather than on its foot.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { MIN_KEPT_SHARE } from '../../../src/catalog/layout/frame-shape.js';
import { captionStandsBeside, matWidth } from '../../../src/catalog/layout/geometry.js';
import { PAGE_LOOKS } from '../../../src/catalog/layout/looks.js';
import { inCells } from '../../fixtures/cell-photos.js';

const texts = { title: 'Collezione PE27', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;

/** The pages of 2:3 photos with captions, the first one 'In evidenza'. */
function heroPages(look: (typeof looks)[number], perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape', photoFit: 'fill' | 'fit', count = 14) {
  const photos = Array.from({ length: count }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, ...(index === 0 && { hero: true }) } }));
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit, imagesPerPage: perPage, orientation }, texts, photos, measure });
}

/** The hero's page: the first, or the second where the opening page holds too few of the grid's rows for its block. */
function heroPage(look: (typeof looks)[number], perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape', photoFit: 'fill' | 'fit') {
  const page = heroPages(look, perPage, orientation, photoFit).find((candidate) => candidate.photos[0]?.index === 0);
  if (!page) throw new Error('a hero page expected');
  return page;
}

const bottom = (rect: { y: number; height: number }) => rect.y + rect.height;

describe("a hero on page 1, 'Riempi' (decision 1068)", () => {
  it('stands on page 1’s row, raised into the header’s band, two columns of the grid wide, the header beside it, the photos after it on the grid’s columns', () => {
    for (const look of looks)
      for (const [perPage, orientation] of [[6, 'landscape'], [9, 'landscape']] as const) {
        const label = `${look} ${perPage} ${orientation}`;
        const [opening, next] = heroPages(look, perPage, orientation, 'fill');
        const [hero, ...row] = opening?.photos ?? [];
        const first = row[0];
        if (!opening || !next || !hero?.captionBand || !first?.captionBand) throw new Error(`a hero and its row expected: ${label}`);
        // In sequence: before decision 1068 photos 2-4 opened the catalogue and the hero page 2 (the art director's item 5).
        expect(hero.index, label).toBe(0);
        expect(row.map((photo) => photo.index), label).toEqual(row.map((_, at) => at + 1));
        // Its caption's foot on the row's, its top in the header's band, the header in the white beside it.
        expect(bottom(hero.captionBand), label).toBeCloseTo(bottom(first.captionBand), 3);
        expect(hero.frame.y, label).toBeLessThan(opening.zones.header.y + opening.zones.header.height);
        expect(opening.zones.header.x, label).toBeGreaterThanOrEqual(hero.frame.x + hero.frame.width - 1e-6);
        // The photos beside it in the following pages' frames and columns; the hero twice their frame at least, whole enough.
        // In cells: Editoriale's next page gives one photo a block (decision 1084).
        const cells = inCells(next.photos);
        const columns = new Set(cells.map((photo) => photo.frame.x.toFixed(3)));
        const cell = cells[0]?.frame ?? { width: 0, height: 1 };
        if (perPage === 6) {
          // The 6 landscape cover (decision 1110): its captions under the photos, the companion stands a gutter after
          // the hero on the header's left edge, in the grid's frame shape at its box's height, a caption band shorter.
          expect(first.frame.x, label).toBeCloseTo(opening.zones.header.x, 6);
          expect(first.frame.width / first.frame.height, label).toBeCloseTo(cell.width / cell.height, 3);
        } else {
          for (const photo of row) expect(columns.has(photo.frame.x.toFixed(3)), label).toBe(true);
          expect(first.frame.width, label).toBeCloseTo(cell.width, 6);
        }
        expect(hero.frame.width * hero.frame.height, label).toBeGreaterThan(2 * first.frame.width * first.frame.height);
        for (const photo of opening.photos) expect(Math.min(photo.frame.width / (photo.image ?? photo.frame).width, photo.frame.height / (photo.image ?? photo.frame).height), label).toBeGreaterThanOrEqual(MIN_KEPT_SHARE - 1e-9);
      }
  });
});

describe("a hero's page in the catalogue's grid (decision 1062)", () => {
  // The art director's review after decision 1057: Editoriale 6 per page in landscape printed the photos beside a hero on page 1 30 mm wide against 46 mm on the grid's pages, Minimale 9 per page 29 against 40.
  it('prints the photos beside a hero in the frames of every other grid page, on the grid’s columns', () => {
    for (const look of looks)
      for (const [perPage, orientation] of [[6, 'portrait'], [9, 'portrait'], [6, 'landscape'], [9, 'landscape']] as const) {
        const label = `${look} ${perPage} ${orientation}`;
        const pages = heroPages(look, perPage, orientation, 'fill', 24);
        const hero = pages.find((page) => page.photos[0]?.index === 0);
        const grid = pages.filter((page) => page !== hero && page.photos.length > 0);
        if (!hero || grid.length === 0) throw new Error(`a hero page and grid pages expected: ${label}`);
        // The last page may close the catalogue in larger frames (decision 1068).
        // In cells: Editoriale's pages after the first give one photo a block (decision 1084).
        const following = grid.filter((page) => page.number > 1).slice(0, -1).flatMap((page) => inCells(page.photos));
        // The 6 landscape cover's companion keeps the grid's frame shape, a caption band shorter, its caption under it (decision 1110).
        const coverUnder = orientation === 'landscape' && perPage === 6 && hero.number === 1;
        const frames = [...(coverUnder ? [] : hero.photos.slice(1)), ...following].map((photo) => photo.frame);
        const shape = (frames[0]?.width ?? 0) / (frames[0]?.height ?? 1);
        if (coverUnder) for (const photo of hero.photos.slice(1)) expect(photo.frame.width / photo.frame.height, label).toBeCloseTo(shape, 3);
        for (const frame of frames) {
          expect(frame.width, label).toBeCloseTo(frames[0]?.width ?? 0, 6);
          expect(frame.height, label).toBeCloseTo(frames[0]?.height ?? 0, 6);
        }
        for (const photo of following) expect(photo.frame.width, label).toBeCloseTo(following[0]?.frame.width ?? 0, 6);
        // The hero's block is two columns of the grid wide: its frame's edges on the columns' edges, or inside them.
        const [first, beside] = hero.photos;
        if (!first || !beside) throw new Error(`a hero and a photo beside it expected: ${label}`);
        const column = frames[0]?.width ?? 0;
        expect(first.frame.width, label).toBeGreaterThan(1.5 * column);
        expect(first.frame.x + first.frame.width <= beside.frame.x || first.frame.x >= beside.frame.x + beside.frame.width || first.frame.y + first.frame.height <= beside.frame.y, label).toBe(true);
      }
  });
});

describe("a whole hero, 'Adatta' (decision 1050)", () => {
  it('stands with its caption in the middle of its block, not on its foot, or beside the header on its companions\' foot', () => {
    for (const look of looks)
      for (const [perPage, orientation] of [[4, 'portrait'], [6, 'portrait'], [6, 'landscape']] as const) {
        const label = `${look} ${perPage} ${orientation}`;
        const [hero, companion] = heroPage(look, perPage, orientation, 'fit').photos;
        if (!hero?.captionBand) throw new Error(`a hero expected: ${label}`);
        // Beside the header at 6 per page in portrait, on its companion's foot line, its caption band on theirs (decision 1129).
        if (perPage === 6 && orientation === 'portrait' && companion) {
          expect(bottom(hero.frame), label).toBeCloseTo(bottom(companion.frame), 6);
          expect(hero.captionBand.y, label).toBeCloseTo(companion.captionBand?.y ?? 0, 6);
          continue;
        }
        expect(hero.frame.width / hero.frame.height, label).toBeCloseTo(2 / 3, 6);
        // Under a passe-partout (Classico, decision 1085) the caption hangs a mat lower, under the keyline.
        const mat = matWidth(PAGE_LOOKS[look]);
        // Beside the photo (6 per page in landscape, decision 1090) the caption hangs from its top, the frame in its block's middle.
        if (captionStandsBeside(hero)) {
          expect(hero.captionBand.y, label).toBeCloseTo(hero.frame.y, 6);
          expect(Math.abs(hero.frame.y - hero.box.y - (bottom(hero.box) - bottom(hero.frame))), label).toBeLessThan(1);
          continue;
        }
        expect(hero.captionBand.y, label).toBeCloseTo(bottom(hero.frame) + mat, 6);
        const above = hero.frame.y - hero.box.y;
        const below = bottom(hero.box) + mat + hero.captionBand.height - bottom(hero.captionBand);
        expect(Math.abs(above - below), label).toBeLessThan(1);
      }
  });
});

describe('a hero among page 1’s photos at 4 per page in portrait (decision 1073)', () => {
  it('opens the catalogue under the header, the grid’s width, its caption a hero’s, the grid going on on page 2', () => {
    for (const look of looks)
      for (const photoFit of ['fill', 'fit'] as const) {
        const label = `${look} ${photoFit}`;
        const [opening, next] = heroPages(look, 4, 'portrait', photoFit);
        const [hero, ...others] = opening?.photos ?? [];
        const [first] = inCells(next?.photos ?? []);
        if (!opening || !hero?.captionBand || !first) throw new Error(`a hero on page 1 expected: ${label}`);
        // Before, page 1 printed photos 2 and 3 under its header and the hero took page 2 alone (the art director's item 1).
        expect(hero.index, label).toBe(0);
        expect(others, label).toEqual([]);
        // (Editoriale's page 2 a page of a larger photo at 4 per page too, its block and a column of two, decision 1093.)
        expect(next?.photos.map((photo) => photo.index), label).toEqual(look === 'editorial' ? [1, 2, 3] : [1, 2, 3, 4]);
        // Under the header, within the grid's sides, as large as a hero's block of two by two frames elsewhere.
        const header = opening.zones.header;
        expect(hero.frame.y, label).toBeGreaterThanOrEqual(header.y + header.height - 1e-6);
        expect(hero.frame.x, label).toBeGreaterThanOrEqual(Math.min(...(next?.photos ?? []).map((photo) => photo.frame.x)) - 1e-6);
        expect(hero.frame.width * hero.frame.height, label).toBeGreaterThan(3 * first.frame.width * first.frame.height);
        expect(bottom(hero.captionBand), label).toBeLessThanOrEqual(opening.zones.footer.y + 1e-6);
        // Its caption a size up from the grid's, as a hero's beside photos is (decision 1066).
        const nameSize = (photo: typeof hero) => photo.caption.find((line) => line.role === 'caption-name')?.size ?? 0;
        expect(nameSize(hero), label).toBeGreaterThan(nameSize(first));
      }
  });
});
