/**
 * Decision 1085 (the fifth review's finding 1, issue 35): Classico symmetric and framed, each grid
 * photo in a passe-partout: a hairline keyline in a quiet grey with white between it and the photo,
 * captions centred under it. Full pages and the other looks keep their photos unframed.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { SIDE_CAPTION_GAP, captionStandsBeside, mmToPoints } from '../../../src/catalog/layout/geometry.js';
import { ACCENT_BLUE, HAIRLINE_WIDTH } from '../../../src/catalog/describe/palette.js';
import { FORM_FORMATS } from '../../fixtures/grid-formats.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: 'Capi leggeri per la bella stagione.', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const FORMATS = FORM_FORMATS;

/** 2:3 photos with captions, a hero first and a full page, a landscape photo among them. */
function catalogue(look: (typeof LOOKS)[number], format: (typeof FORMATS)[number], photoFit: 'fill' | 'fit'): PageDescription[] {
  const photos = Array.from({ length: 14 }, (_, index) => ({
    ...(index === 11 ? { width: 3000, height: 2000 } : { width: 2000, height: 3000 }),
    caption: { name: index === 2 ? 'Blazer doppiopetto in lana vergine' : `Capo ${index + 1}`, sku: `PE27-${index + 1}`, price: 129, colours: 'Nero, Avorio', ...(index === 0 && { hero: true }), ...(index === 6 && { fullPage: true }) },
  }));
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, ...format, look, photoFit }, texts, photos, measure });
}

/** A full page's photo fills the page from its corner. */
const fullPage = (page: PageDescription) => page.photos.some((photo) => photo.cell.x === 0 && photo.cell.y === 0);
const grid = (pages: PageDescription[]) => pages.filter((page) => !fullPage(page)).flatMap((page) => page.photos.map((photo) => ({ page, photo })));

describe('Classico’s passe-partout (decision 1085)', () => {
  it('frames every grid photo in a quiet hairline keyline, 1.25 mm of white around the photo', () => {
    for (const format of FORMATS) {
      for (const fit of ['fill', 'fit'] as const) {
        const name = `${format.orientation} ${format.imagesPerPage} ${fit}`;
        const placed = grid(catalogue('classic', format, fit));
        expect(placed.length, name).toBeGreaterThan(10);
        for (const { page, photo } of placed) {
          const { keyline, frame } = photo;
          if (!keyline) throw new Error(`no keyline: ${name}, page ${page.number}`);
          const mat = mmToPoints(1.25);
          expect(keyline.rect.x, name).toBeCloseTo(frame.x - mat, 6);
          expect(keyline.rect.y, name).toBeCloseTo(frame.y - mat, 6);
          expect(keyline.rect.width, name).toBeCloseTo(frame.width + 2 * mat, 6);
          expect(keyline.rect.height, name).toBeCloseTo(frame.height + 2 * mat, 6);
          expect(keyline.thickness, name).toBe(HAIRLINE_WIDTH);
          // One accent by default (issue 35.6): the folio and the title's rules carry it, the frames stay quiet.
          expect(keyline.colour, name).not.toBe(ACCENT_BLUE);
          // Within the page's margins.
          expect(keyline.rect.x, name).toBeGreaterThanOrEqual(page.zones.content.x - 1e-6);
          expect(keyline.rect.x + keyline.rect.width, name).toBeLessThanOrEqual(page.zones.content.x + page.zones.content.width + 1e-6);
        }
      }
    }
  });

  it('keeps 5 mm between keylines side by side, and the caption clear under its keyline, centred on the photo', () => {
    for (const format of FORMATS) {
      const name = `${format.orientation} ${format.imagesPerPage}`;
      const pages = catalogue('classic', format, 'fill');
      for (const page of pages.filter((described) => !fullPage(described))) {
        for (const photo of page.photos) {
          const keyline = photo.keyline;
          if (!keyline) throw new Error(`no keyline: ${name}`);
          for (const other of page.photos) {
            const next = other.keyline;
            if (other === photo || !next || Math.abs(next.rect.y - keyline.rect.y) > 0.01 || next.rect.x < keyline.rect.x) continue;
            expect(next.rect.x - (keyline.rect.x + keyline.rect.width), `${name}, page ${page.number}`).toBeGreaterThanOrEqual(mmToPoints(5) - 1e-6);
          }
          // A caption beside its photo (6 per page in landscape, decision 1090): flush left 8 pt right of the keyline (decision 1104).
          if (captionStandsBeside(photo)) {
            for (const baseline of new Set(photo.caption.map((line) => line.baseline))) {
              const starts = photo.caption.filter((line) => line.baseline === baseline).map((line) => line.centreX - line.width / 2);
              expect(Math.min(...starts), `${name}, page ${page.number}`).toBeCloseTo(keyline.rect.x + keyline.rect.width + SIDE_CAPTION_GAP, 6);
            }
            continue;
          }
          for (const line of photo.caption) {
            // The line's capitals (0.7 of its size over the baseline) 5 pt under the keyline at least, as they stood under the photo.
            expect(line.baseline - 0.7 * line.size, `${name}, page ${page.number}: ${line.text}`).toBeGreaterThanOrEqual(keyline.rect.y + keyline.rect.height + 5);
          }
          // Each line centred on the photo, a line of pieces (price, then code) as a whole.
          for (const baseline of new Set(photo.caption.map((line) => line.baseline))) {
            const pieces = photo.caption.filter((line) => line.baseline === baseline);
            const left = Math.min(...pieces.map((line) => line.centreX - line.width / 2));
            const right = Math.max(...pieces.map((line) => line.centreX + line.width / 2));
            expect((left + right) / 2, `${name}, page ${page.number}`).toBeCloseTo(photo.frame.x + photo.frame.width / 2, 0);
          }
        }
      }
    }
  });

  it('keeps page 1’s header rule as far over the keylines under it as it stood over the photos: a row’s white, 6 mm', () => {
    for (const format of FORMATS) {
      const [opening] = catalogue('classic', format, 'fill');
      const rule = opening?.rules.find((candidate) => candidate.role === 'header-rule');
      if (!opening || !rule) throw new Error(`page 1 with its header rule expected: ${format.orientation} ${format.imagesPerPage}`);
      const under = opening.photos.flatMap((photo) => (photo.keyline && photo.keyline.rect.y > rule.y && photo.keyline.rect.x < rule.x + rule.width && photo.keyline.rect.x + photo.keyline.rect.width > rule.x ? [photo.keyline.rect] : []));
      expect(under.length, `${format.orientation} ${format.imagesPerPage}`).toBeGreaterThan(0);
      for (const rect of under) expect(rect.y - rule.y, `${format.orientation} ${format.imagesPerPage}`).toBeGreaterThanOrEqual(mmToPoints(6) - 1e-6);
    }
  });

  it('frames a full page’s plate as the grid’s photos, and leaves the other looks’ photos unframed', () => {
    // The full page keeps the look's keyline on its plate (the seventh review, finding 7; decision 1099).
    const full = catalogue('classic', FORMATS[1], 'fill').filter(fullPage);
    expect(full.length).toBeGreaterThan(0);
    for (const photo of full.flatMap((page) => page.photos)) expect(photo.keyline).toBeDefined();
    for (const look of LOOKS.filter((other) => other !== 'classic')) {
      for (const { photo } of grid(catalogue(look, FORMATS[1], 'fill'))) expect(photo.keyline, look).toBeUndefined();
    }
  });
});
