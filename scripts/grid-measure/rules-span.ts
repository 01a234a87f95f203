/**
 * `npx tsx scripts/grid-measure/rules-span.ts`: for each look and form format, the review set's
 * pages: how far each hairline (header and footer rules) reaches past the photo block's edges (its
 * keylines in Classico, a caption beside its photo included), in millimetres, left and right (decision 1092). It asserts nothing.
 */
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../src/shared/index.js';
import { describePages } from '../../src/catalog/index.js';
import { captionedFrame } from '../../src/catalog/layout/geometry.js';
import { FORM_FORMATS } from '../../tests/fixtures/grid-formats.js';

const texts = { title: 'Collezione Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const mm = (points: number) => ((points * 25.4) / 72).toFixed(1);
const shape = (index: number) => (index < 9 ? { width: 1600, height: 2400 } : index < 11 ? { width: 1600, height: 2000 } : { width: 2400, height: 1600 });
const photos = Array.from({ length: 13 }, (_, index) => ({ ...shape(index), caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249, colours: 'Nero, Blu', sizes: 'XS-XL', hero: index === 0, fullPage: index === 6 } }));

for (const look of LOOKS)
  for (const format of FORM_FORMATS) {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', ...format }, texts, photos, measure });
    const spans = pages.map((page) => {
      const boxes = page.photos.map((photo) => captionedFrame({ frame: photo.keyline?.rect ?? photo.frame, captionBand: photo.captionBand }));
      const left = Math.min(...boxes.map((box) => box.x));
      const right = Math.max(...boxes.map((box) => box.x + box.width));
      const rules = page.rules.filter((rule) => rule.role === 'header-rule' || rule.role === 'footer-rule');
      return rules.map((rule) => `${rule.role[0]}${mm(left - rule.x)}/${mm(rule.x + rule.width - right)}`).join(' ') || '-';
    });
    console.info(`${look.padEnd(9)} ${format.imagesPerPage} ${format.orientation.padEnd(9)} ${spans.join(' | ')}`);
  }
