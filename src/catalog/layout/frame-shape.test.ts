import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS, type FrameRatio } from '../../shared/index.js';
import { describePages } from '../describe/describe-pages.js';
import { captionedFrame } from './geometry.js';
import { pageLook } from './looks.js';
import { MIN_HEIGHT_KEPT, MIN_KEPT_SHARE, STRETCH_KEPT_SHARE, frameRatioFor, prevailingRatio, stretchedRatio } from './frame-shape.js';
import { GRID_FORMATS as FORMATS } from '../../../tests/fixtures/grid-formats.js';
import { inBlocks, inCells } from '../../../tests/fixtures/cell-photos.js';

const portrait = { width: 2000, height: 3000 };
const landscape = { width: 3000, height: 2000 };
const texts = { title: 'Collezione', subtitle: 'Autunno', introduction: 'Capi sartoriali.', footer: 'Atelier Rosa' };
const measure = (text: string, size: number) => text.length * size * 0.5;

function catalogue(photos: { width: number; height: number }[], options: { look: (typeof LOOKS)[number]; format: (typeof FORMATS)[number]; photoFit: 'fit' | 'fill'; frameRatio?: FrameRatio }) {
  const captioned = photos.map((photo, i) => ({ ...photo, caption: { name: `Capo ${i + 1}`, sku: `C-${i + 1}`, price: 120 } }));
  const settings = { ...DEFAULT_CATALOG_SETTINGS, ...options.format, look: options.look, photoFit: options.photoFit, frameRatio: options.frameRatio ?? 'auto' };
  return describePages({ settings, texts, photos: captioned, measure });
}

/** A full page after the first: the last pages may share their photos (decision 1070), the fullest stands for the grid. */
function fullest<Page extends { photos: readonly unknown[] }>(pages: readonly Page[]): Page | undefined {
  return pages.slice(1).reduce<Page | undefined>((best, page) => (page.photos.length > (best?.photos.length ?? -1) ? page : best), undefined);
}

describe('the frames’ shape (issue 35.1)', () => {
  it('is the standard ratio nearest the photos’ prevailing one', () => {
    expect(prevailingRatio([portrait, portrait, landscape])).toBeCloseTo(2 / 3);
    expect(prevailingRatio([{ width: 4000, height: 5000 }, { width: 1600, height: 2000 }])).toBeCloseTo(4 / 5);
    expect(prevailingRatio([landscape, { width: 4000, height: 3000 }, { width: 4000, height: 3000 }])).toBeCloseTo(4 / 3);
    expect(prevailingRatio([])).toBeUndefined();
    expect(frameRatioFor('1:1', [portrait])).toBe(1);
  });

  it('keeps at least 97 % of a 2:3 photo’s height and 75 % of its width, in every look, count and orientation, on every page', () => {
    // 75 % of its height let 6 per page in landscape take 4:5 frames, a figure's hair and shoe soles cut (decision 1077).
    for (const look of LOOKS) {
      for (const format of FORMATS) {
        // Three pages' worth: the second stays full, the last two may share their photos (decision 1070).
        const pages = catalogue(Array.from({ length: 3 * format.imagesPerPage + Math.ceil(format.imagesPerPage / 2) }, () => portrait), { look, format, photoFit: 'fill' });
        for (const photo of pages.flatMap((page) => page.photos)) {
          // What shows of the photo: the frame over the whole drawn image, across and down.
          const image = photo.image ?? photo.frame;
          const kept = { across: photo.frame.width / image.width, down: photo.frame.height / image.height };
          expect(kept.across, `${look} ${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual(MIN_KEPT_SHARE - 1e-9);
          expect(kept.down, `${look} ${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual(MIN_HEIGHT_KEPT - 1e-9);
        }
        // The narrowed grid stands in the middle of its zone: bands on both sides alike.
        const full = fullest(pages);
        if (!full) throw new Error('two pages expected');
        const left = Math.min(...full.photos.map((photo) => photo.frame.x)) - full.zones.grid.x;
        // A caption beside its photo (6 per page in landscape, decision 1090) is the block's right edge.
        const right = full.zones.grid.x + full.zones.grid.width - Math.max(...full.photos.map((photo) => captionedFrame(photo, pageLook(look))).map((frame) => frame.x + frame.width));
        expect(left).toBeCloseTo(right, 6);
      }
    }
  });

  it('keeps the photos’ own shape where a wider frame only shows their middle larger: 2:3 for 2:3 photos at 9 per page in landscape', () => {
    // 4:5 frames were a fifth larger and cut a fifth off every figure's height (the independent review of issue 35).
    for (const look of LOOKS) {
      for (const format of [FORMATS[2], FORMATS[5]]) {
        const pages = catalogue(Array.from({ length: 19 }, () => portrait), { look, format, photoFit: 'fill' });
        // Never wider; at 9 per page in landscape the page's width binds the frames by a hair since the landscape page gave
        // its rows height (decision 1082), and they grow a few steps taller into the white under them (decision 1073): 0.663, Minimale's wider sides 0.657,
        // then (decision 1085) Classico's passe-partout mats 0.634 and Minimale's 18 mm sides and 7 mm gutters 0.625 (94 % of a 2:3 photo's width kept).
        // Galleria takes the widest frames keeping a 2:3 figure's head and shoes, 3:4 (decision 1092): its wall reaches the page's sides.
        const widest = look === 'gallery' ? 3 / 4 : 2 / 3;
        for (const photo of pages.flatMap((page) => inCells(page.photos))) {
          expect(photo.frame.width / photo.frame.height, `${look} ${format.orientation}`).toBeLessThanOrEqual(widest + 1e-9);
          expect(photo.frame.width / photo.frame.height, `${look} ${format.orientation}`).toBeGreaterThanOrEqual(0.62);
        }
        // Editoriale's larger photo (decision 1084) in its block of two by two cells, its foot on the second row's: the
        // height whole, 75 % of the width at least (0.61 at 9 per page in portrait).
        for (const photo of pages.filter((page) => page.number > 1).flatMap((page) => inBlocks(page.photos))) {
          expect(photo.frame.width / photo.frame.height, `${look} ${format.orientation}`).toBeLessThanOrEqual(2 / 3 + 1e-9);
          expect(photo.frame.width / photo.frame.height, `${look} ${format.orientation}`).toBeGreaterThanOrEqual((2 / 3) * MIN_KEPT_SHARE);
        }
      }
    }
  });

  it('widens the frames no further than issue 35.2’s 40 % of a page after the first asks, at 4 per page in portrait', () => {
    // Minimale's narrower margins and gutters (decision 1062) give its photos' own 2:3 40 % of the page, where it took 4:5;
    // the catalogue's one grid (decision 1068) gives it Classico's too, where it took 3:4.
    // Galleria took 3:4 so its wall neared the page's sides (decision 1092), ending its figures at 93 % of their height; the
    // widest shape keeping MIN_HEIGHT_KEPT of a 2:3 figure's height is now the figure's own (decision 1103).
    const expected = { classic: 2 / 3, minimal: 2 / 3, editorial: 2 / 3, gallery: 2 / 3 };
    for (const look of LOOKS) {
      // Ten photos, so no page closes on three (a block over two rows beside two, decision 1103).
      const pages = catalogue(Array.from({ length: 10 }, () => portrait), { look, format: FORMATS[0], photoFit: 'fill' });
      // Editoriale's page of a larger photo sets its column in the 6-per-page grid's frames (decision 1093): the grid's pages are those of one frame size.
      const gridPages = pages.filter((page) => new Set(page.photos.map((photo) => photo.frame.width.toFixed(3))).size === 1);
      expect(gridPages.length, look).toBeGreaterThanOrEqual(2);
      for (const photo of gridPages.flatMap((page) => page.photos)) expect(photo.frame.width / photo.frame.height, look).toBeCloseTo(expected[look], 6);
    }
  });

  it('lets photos cover at least 40 % of a page after the first at 4 and 6 per page in both orientations (issue 35.2)', () => {
    // Minimale kept 35 % at 6 per page in portrait under its wide margins and gutters (decisions 0996, 1057); narrower ones
    // give it 40 % and more (decision 1062).
    for (const look of LOOKS) {
      // Four in one landscape row is not a format the form offers (spec 4): 38 % under the grid's 15 mm sides (decision 1068).
      for (const format of FORMATS.filter((candidate) => candidate.imagesPerPage !== 9 && !(candidate.imagesPerPage === 4 && candidate.orientation === 'landscape'))) {
        const page = fullest(catalogue(Array.from({ length: 3 * format.imagesPerPage }, () => portrait), { look, format, photoFit: 'fill' }));
        if (!page) throw new Error('two pages expected');
        const covered = page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (page.size.width * page.size.height);
        // 6 per page in landscape reached 40 % in 4:5 frames, which cut a 2:3 figure's hair and shoe soles; 3:4 frames,
        // the widest keeping MIN_HEIGHT_KEPT of its height, covered 36-38 % there (decision 1077) until the landscape
        // page's head, footer and margins gave them the height back (decision 1082).
        expect(covered, `${look} ${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual(0.4);
      }
    }
  });

  it('follows the ratio the user chose, and leaves photos whole with “Adatta”', () => {
    const photos = Array.from({ length: 6 }, () => portrait);
    const format = FORMATS[4];
    const square = catalogue(photos, { look: 'classic', format, photoFit: 'fill', frameRatio: '1:1' });
    for (const photo of square.flatMap((page) => page.photos)) expect(photo.frame.width / photo.frame.height).toBeCloseTo(1, 6);
    const whole = catalogue(photos, { look: 'classic', format, photoFit: 'fit', frameRatio: '1:1' });
    for (const photo of whole.flatMap((page) => page.photos)) {
      expect(photo.image).toBeUndefined();
      expect(photo.frame.width / photo.frame.height).toBeCloseTo(2 / 3, 6);
    }
  });
});

describe('frames where no shape reaches 40 % of the page (decision 1065)', () => {
  it('take the shape covering the most, 6 per page in landscape with colours and sizes, keeping 97 % of the photo’s height', () => {
    const photos = Array.from({ length: 18 }, (_, i) => ({ ...portrait, caption: { name: `Capo ${i + 1}`, sku: `C-${i + 1}`, price: 120, colours: 'Sabbia, Nero', sizes: 'XS-XL' } }));
    for (const look of LOOKS) {
      const settings = { ...DEFAULT_CATALOG_SETTINGS, orientation: 'landscape' as const, imagesPerPage: 6 as const, look, photoFit: 'fill' as const };
      const page = fullest(describePages({ settings, texts, photos, measure }));
      if (!page) throw new Error(`two pages expected: ${look}`);
      const cover = page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (page.size.width * page.size.height);
      // 2:3 frames, the photos' own shape, covered 29-31 %: the bands of three caption lines leave two rows no more height.
      // 4:5 frames covered 35 % and cut the figures' hair and shoes; 3:4 ones, the widest keeping MIN_HEIGHT_KEPT (decision 1077), 31 %,
      // then 30.6 % once the block hangs HEAD_TO_PHOTOS under the running title, 8 pt lower (decision 1079), 34 % once the landscape page gave back height (decision 1082).
      expect(cover, look).toBeGreaterThanOrEqual(0.3);
      for (const photo of page.photos) expect(photo.frame.height / (photo.image ?? photo.frame).height, look).toBeGreaterThanOrEqual(MIN_HEIGHT_KEPT - 1e-9);
    }
  });
});

describe('a frame grown taller into the white a width-bound grid leaves (decision 1073)', () => {
  const portraits = Array.from({ length: 5 }, () => ({ width: 2, height: 3 }));
  // A page's cover as frames bound by its width grow taller, until its height binds them at `fills`.
  const coverUntil = (fills: number) => (ratio: number) => (ratio >= fills ? 1 / ratio : ratio / fills ** 2);

  it('grows down to where the page’s height binds it', () => {
    expect(stretchedRatio(2 / 3, portraits, coverUntil(0.6))).toBeCloseTo(0.6, 2);
  });

  it('keeps STRETCH_KEPT_SHARE of the median photo’s width at the least', () => {
    const ratio = stretchedRatio(2 / 3, portraits, coverUntil(0.3));
    expect(ratio / (2 / 3)).toBeGreaterThanOrEqual(STRETCH_KEPT_SHARE - 1e-9);
    expect(ratio / (2 / 3)).toBeLessThan(STRETCH_KEPT_SHARE + 0.01);
  });

  it('stays where the height already binds the frames', () => {
    expect(stretchedRatio(2 / 3, portraits, coverUntil(0.7))).toBe(2 / 3);
  });

  it('keeps MIN_KEPT_SHARE of every photo the standard shape kept it of (decision 1076)', () => {
    // The review set: nine 2:3 photos and two 4:5 ones, which frames of 0.576 cut to 72 % of their width.
    const mixed = [...portraits, ...portraits.slice(0, 4), { width: 1600, height: 2000 }, { width: 1600, height: 2000 }];
    const ratio = stretchedRatio(2 / 3, mixed, coverUntil(0.3));
    expect(ratio / 0.8).toBeGreaterThanOrEqual(MIN_KEPT_SHARE - 1e-9);
    expect(ratio).toBeLessThan(2 / 3);
  });
});
