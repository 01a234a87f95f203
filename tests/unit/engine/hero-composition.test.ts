/**
 * Decision 1050: a hero ('In evidenza') and the photos beside it composed as one group, as an art
 * director sets them, where the hero's page keeps the spec's cells (4 per page, a landscape page
 * at 6), and a whole hero ('Adatta') in the middle of its block rather than on its foot.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { MIN_KEPT_SHARE } from '../../../src/catalog/layout/frame-shape.js';
import { OPENING_FRAMES_KEEP } from '../../../src/catalog/layout/opening-grid.js';

const texts = { title: 'Collezione PE27', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const heroLayouts = [[4, 'portrait'], [6, 'landscape']] as const;

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

describe("a hero beside a column of photos, 'Riempi' (decision 1050)", () => {
  it('sets the hero as tall as the column beside it, close to it, the group centred across the page', () => {
    for (const look of looks)
      for (const [perPage, orientation] of heroLayouts) {
        const label = `${look} ${perPage} ${orientation}`;
        const page = heroPage(look, perPage, orientation, 'fill');
        const [hero, ...column] = page.photos;
        const [top, last] = [column[0], column.at(-1)];
        if (!hero?.captionBand || !top || !last?.captionBand) throw new Error(`a hero and two photos expected: ${label}`);
        expect(column, label).toHaveLength(2);
        // Its top on the first photo's top, its caption's foot on the last one's.
        expect(hero.frame.y, label).toBeCloseTo(top.frame.y, 3);
        expect(bottom(hero.captionBand), label).toBeCloseTo(bottom(last.captionBand), 3);
        // No white band between them: the grid's own gutter, Minimale's the widest (it was a fifth of a landscape page's width).
        const gap = top.frame.x - (hero.frame.x + hero.frame.width);
        expect(gap, label).toBeGreaterThan(0);
        expect(gap / page.zones.page.width, label).toBeLessThan(0.07);
        // The group stands in the middle of the page, between its margins.
        const left = hero.frame.x - page.zones.grid.x;
        const right = page.zones.grid.x + page.zones.grid.width - (top.frame.x + top.frame.width);
        expect(Math.abs(left - right), label).toBeLessThan(1);
        // The hero stands out: twice the frame of a photo beside it at least, every photo whole enough.
        expect(hero.frame.width * hero.frame.height, label).toBeGreaterThan(2 * top.frame.width * top.frame.height);
        for (const photo of page.photos) expect(Math.min(photo.frame.width / (photo.image ?? photo.frame).width, photo.frame.height / (photo.image ?? photo.frame).height), label).toBeGreaterThanOrEqual(MIN_KEPT_SHARE - 1e-9);
      }
  });
});

describe("a hero beside two rows of photos, 'Riempi' (decision 1050)", () => {
  it('sets a 2:3 hero at 9 per page in landscape in two by two cells of the grid, as tall as the two rows beside it, whole enough', () => {
    for (const look of looks) {
      const [hero, ...others] = heroPage(look, 9, 'landscape', 'fill').photos;
      if (!hero?.captionBand || !hero.image || others.length !== 5) throw new Error(`a hero and five photos expected: ${look}`);
      expect(Math.min(hero.frame.height / hero.image.height, hero.frame.width / hero.image.width), look).toBeGreaterThanOrEqual(MIN_KEPT_SHARE - 1e-9);
      const tops = [...new Set(others.map((photo) => Math.round(photo.frame.y)))];
      expect(tops, look).toHaveLength(2);
      expect(hero.frame.y, look).toBeCloseTo(Math.min(...others.map((photo) => photo.frame.y)), 3);
      expect(bottom(hero.captionBand), look).toBeCloseTo(Math.max(...others.map((photo) => bottom(photo.captionBand ?? photo.frame))), 3);
      for (const photo of others) expect(photo.frame.x, look).toBeGreaterThan(hero.frame.x + hero.frame.width);
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
        // Page 1 may print the grid in smaller frames of its shape under its header (decision 1065): the photos beside a hero there keep page 1's frames.
        const following = grid.filter((page) => page.number > 1).flatMap((page) => page.photos);
        const frames = [...hero.photos.slice(1), ...(hero.number > 1 ? following : [])].map((photo) => photo.frame);
        for (const frame of frames) {
          expect(frame.width, label).toBeCloseTo(frames[0]?.width ?? 0, 6);
          expect(frame.height, label).toBeCloseTo(frames[0]?.height ?? 0, 6);
        }
        for (const photo of following) expect(photo.frame.width, label).toBeCloseTo(following[0]?.frame.width ?? 0, 6);
        expect(frames[0]?.width ?? 0, label).toBeGreaterThanOrEqual(OPENING_FRAMES_KEEP * (following[0]?.frame.width ?? Infinity) - 1e-6);
        // The hero's block is two columns of the grid wide: its frame's edges on the columns' edges, or inside them.
        const [first, beside] = hero.photos;
        if (!first || !beside) throw new Error(`a hero and a photo beside it expected: ${label}`);
        const column = frames[0]?.width ?? 0;
        expect(first.frame.width, label).toBeGreaterThan(1.5 * column);
        expect(first.frame.x + first.frame.width, label).toBeLessThan(beside.frame.x);
      }
  });
});

describe("a whole hero, 'Adatta' (decision 1050)", () => {
  it('stands with its caption in the middle of its block, not on its foot', () => {
    for (const look of looks)
      for (const [perPage, orientation] of [[4, 'portrait'], [6, 'portrait'], [6, 'landscape']] as const) {
        const label = `${look} ${perPage} ${orientation}`;
        const [hero] = heroPage(look, perPage, orientation, 'fit').photos;
        if (!hero?.captionBand) throw new Error(`a hero expected: ${label}`);
        expect(hero.frame.width / hero.frame.height, label).toBeCloseTo(2 / 3, 6);
        expect(hero.captionBand.y, label).toBeCloseTo(bottom(hero.frame), 6);
        const above = hero.frame.y - hero.box.y;
        const below = bottom(hero.box) + hero.captionBand.height - bottom(hero.captionBand);
        expect(Math.abs(above - below), label).toBeLessThan(1);
      }
  });
});
