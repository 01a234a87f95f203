/**
 * Decision 1050: a hero ('In evidenza') and the photos beside it composed as one group, as an art
 * director sets them, where the hero's page keeps the spec's cells (4 per page, a landscape page
 * at 6), and a whole hero ('Adatta') in the middle of its block rather than on its foot.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { MIN_KEPT_SHARE } from '../../../src/catalog/layout/frame-shape.js';

const texts = { title: 'Collezione PE27', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const heroLayouts = [[4, 'portrait'], [6, 'landscape']] as const;

/** The first page of 2:3 photos with captions, the first one 'In evidenza'. */
function heroPage(look: (typeof looks)[number], perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape', photoFit: 'fill' | 'fit') {
  const photos = Array.from({ length: 8 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, ...(index === 0 && { hero: true }) } }));
  const [page] = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit, imagesPerPage: perPage, orientation }, texts, photos, measure });
  if (!page) throw new Error('a page expected');
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
  it('shows a 2:3 hero whole at 9 per page in landscape, as tall as the two rows of five photos beside it', () => {
    for (const look of looks) {
      const [hero, ...others] = heroPage(look, 9, 'landscape', 'fill').photos;
      if (!hero?.captionBand || !hero.image || others.length !== 5) throw new Error(`a hero and five photos expected: ${look}`);
      // Its two by two block cut it to 93 % of its height before.
      expect(hero.frame.height / hero.image.height, look).toBeCloseTo(1, 6);
      const tops = [...new Set(others.map((photo) => Math.round(photo.frame.y)))];
      expect(tops, look).toHaveLength(2);
      expect(hero.frame.y, look).toBeCloseTo(Math.min(...others.map((photo) => photo.frame.y)), 3);
      expect(bottom(hero.captionBand), look).toBeCloseTo(Math.max(...others.map((photo) => bottom(photo.captionBand ?? photo.frame))), 3);
      for (const photo of others) expect(photo.frame.x, look).toBeGreaterThan(hero.frame.x + hero.frame.width);
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
