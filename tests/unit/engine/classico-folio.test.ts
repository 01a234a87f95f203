/**
 * The independent review of issue 35 (second round): Classico's page number stood in a filled navy
 * disc, which read as clip-art among its hairlines. It is now a plain figure in the accent colour,
 * set flush right on the end of the footer's rule, the look's one accent with its rules (0994).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 12 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249 } }));

function secondPage(accent?: string) {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, look: 'classic' as const, imagesPerPage: 6 as const };
  const page = describePages({ settings, texts, photos, measure, ...(accent && { accent }) })[1];
  if (!page) throw new Error('a second page');
  return page;
}

describe("Classico's folio (the review of issue 35, second round)", () => {
  it('is a plain figure of 7-8 pt, under the captions\' names, with no disc drawn behind it', () => {
    const page = secondPage();
    expect(Object.keys(page)).not.toContain('badge');
    const folio = page.texts.find((text) => text.role === 'page-number');
    expect(folio?.text).toBe('2');
    // Small and light, a page number rather than a heading (decision 1063: 8.5 pt before).
    expect(folio?.size).toBeGreaterThanOrEqual(7);
    expect(folio?.size).toBeLessThanOrEqual(8);
    const names = page.photos.flatMap((photo) => photo.caption.filter((line) => line.role === 'caption-name'));
    expect(Math.min(...names.map((line) => line.size))).toBeGreaterThan(folio?.size ?? Infinity);
  });

  it('prints in the accent colour, the default blue or the brand’s', () => {
    expect(secondPage().texts.find((text) => text.role === 'page-number')?.colour).toBe('#1c4085');
    expect(secondPage('#8a5a44').texts.find((text) => text.role === 'page-number')?.colour).toBe('#8a5a44');
  });

  it('ends where the footer rule does', () => {
    const page = secondPage();
    const rule = page.rules.find((line) => line.role === 'footer-rule');
    const folio = page.texts.find((text) => text.role === 'page-number');
    if (!rule || !folio) throw new Error('a footer rule and a folio');
    expect(folio.centreX + folio.width / 2).toBeCloseTo(rule.x + rule.width, 3);
    // Below the rule, in the footer.
    expect(folio.baseline - folio.size).toBeGreaterThan(rule.y);
  });
});
