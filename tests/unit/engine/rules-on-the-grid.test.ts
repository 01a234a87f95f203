/**
 * The independent review of issue 35: Classico's header and footer rules started 10.5 mm from the
 * page's edge and its photos 18.7 mm (6 per page in portrait, page 1), frames shaped like the photos
 * narrowing the grid inside the margins. A centred look's hairlines and folio now stand on the
 * photos' own left and right edges, on every full page; on their keylines' since decision 1085.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type LookName } from '../../../src/shared/index.js';
import { describePages, type DescribedPhoto } from '../../../src/catalog/index.js';
import { captionedFrame } from '../../../src/catalog/layout/geometry.js';
import { pageLook } from '../../../src/catalog/layout/looks.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
/** What shows of a photo on the page: its passe-partout's keyline (decision 1085), or its frame. */
const outline = (photo: DescribedPhoto) => photo.keyline?.rect ?? photo.frame;

function pages(perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape', count: number, heroAt?: number, look: LookName = 'classic') {
  const photos = Array.from({ length: count }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249, ...(index === heroAt && { hero: true }) } }));
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', imagesPerPage: perPage, orientation }, texts, photos, measure });
}

describe("Classico's rules on the photo grid (the review of issue 35)", () => {
  it.each([
    [6, 'portrait', 12],
    // Ten, not eight: eight close on a page of three, one photo over both rows of the 6-per-page cells (decision 1103), whose wider
    // edges every page after the first then shares, as with wide photos (decision 1098).
    [4, 'portrait', 10],
    [9, 'landscape', 18],
    // One page: the opening page's whole grid, not the one-row-fewer grid of a catalogue that goes on (decision 1057).
    [4, 'portrait', 4],
  ] as const)('starts and ends the header and footer rules with the photos, %i per page in %s (%i photos)', (perPage, orientation, count) => {
    const all = pages(perPage, orientation, count);
    // Every grid page's rules stand on the catalogue's grid (decision 1068), a short page's too, its rows centred inside it (decision 1079).
    const onGrid = all.flatMap((page) => page.photos);
    for (const page of all) {
      const photos = [...page.photos, ...onGrid];
      const left = Math.min(...photos.map((photo) => outline(photo).x));
      const right = Math.max(...photos.map((photo) => outline(photo).x + outline(photo).width));
      const rules = page.rules.filter((rule) => rule.role === 'header-rule' || rule.role === 'footer-rule');
      // The header's rule closes page 1's header; later pages' running titles stand without one (decision 1063).
      expect(rules.map((rule) => rule.role), `page ${page.number}`).toEqual(page.number === 1 ? ['header-rule', 'footer-rule'] : ['footer-rule']);
      for (const rule of rules) {
        // 8 mm apart before: the rules ran from margin to margin.
        expect(rule.x, `page ${page.number} ${rule.role}`).toBeCloseTo(left, 3);
        expect(rule.x + rule.width, `page ${page.number} ${rule.role}`).toBeCloseTo(right, 3);
      }
      const folio = page.texts.find((text) => text.role === 'page-number');
      if (folio) expect(folio.centreX + folio.width / 2, `page ${page.number}`).toBeCloseTo(right, 3);
    }
  });

  it.each([
    [6, 'portrait'],
    [4, 'portrait'],
    [9, 'landscape'],
  ] as const)('never lets a hero and the photos beside it stand past the rules, %i per page in %s', (perPage, orientation) => {
    // The second independent review: a hero's group stood 3.4 mm past Classico's rules on each side.
    for (const page of pages(perPage, orientation, 13, 0)) {
      const left = Math.min(...page.photos.map((photo) => outline(photo).x));
      const right = Math.max(...page.photos.map((photo) => outline(photo).x + outline(photo).width));
      // Page 1's header rule closes a header set beside a hero raised into its band (decision 1068): it stays in the white beside it.
      const found = page.photos.find((photo) => photo.index === 0);
      const hero = found && outline(found);
      for (const rule of page.rules.filter((candidate) => candidate.role === 'header-rule')) if (hero && hero.y < rule.y) expect(rule.x >= hero.x + hero.width - 1e-6 || rule.x + rule.width <= hero.x + 1e-6, `page ${page.number}`).toBe(true);
      for (const rule of page.rules.filter((candidate) => candidate.role === 'footer-rule' || (candidate.role === 'header-rule' && !(hero && hero.y < candidate.y)))) {
        expect(rule.x, `page ${page.number} ${rule.role}`).toBeLessThanOrEqual(left + 1e-6);
        expect(rule.x + rule.width, `page ${page.number} ${rule.role}`).toBeGreaterThanOrEqual(right - 1e-6);
      }
    }
  });

  it.each([
    ['classic', 4, 'portrait'],
    ['editorial', 4, 'portrait'],
    ['classic', 6, 'landscape'],
    ['editorial', 6, 'landscape'],
  ] as const)('never runs page 1’s rules past its photos, %s, %i per page in %s (decision 1092)', (look, perPage, orientation) => {
    // The sixth review (finding 10): at 4 per page the hero alone under page 1's header is narrower
    // than the grid, and the rules ran 1.9 mm (Classico) and 3.5 mm (Editoriale) past it.
    const [first, second] = pages(perPage, orientation, 13, 0, look);
    if (!first || !second) throw new Error('no pages 1 and 2');
    // A caption beside its photo (decision 1090) is part of the block the rules span. The 6 landscape
    // cover sets its captions under the photos and its header from the companion's edge to the grid's
    // (decision 1110): its rules span no further than page 2's, which on the companion alone cut the title.
    const gridRules = orientation === 'landscape' && perPage === 6 ? second.rules.filter((rule) => rule.role === 'footer-rule' || rule.role === 'header-rule') : [];
    const shown = [...first.photos.map((photo) => captionedFrame({ frame: outline(photo), captionBand: photo.captionBand }, pageLook(look))), ...gridRules.map((rule) => ({ x: rule.x, width: rule.width }))];
    const left = Math.min(...shown.map((box) => box.x));
    const right = Math.max(...shown.map((box) => box.x + box.width));
    const rules = first.rules.filter((rule) => rule.role === 'header-rule' || rule.role === 'footer-rule');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.x, rule.role).toBeGreaterThanOrEqual(left - 1e-6);
      expect(rule.x + rule.width, rule.role).toBeLessThanOrEqual(right + 1e-6);
    }
  });
});
