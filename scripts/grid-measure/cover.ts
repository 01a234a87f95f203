/**
 * `npx tsx scripts/grid-measure/cover.ts`: the review set (13 photos, 01 'In evidenza', 07 'Pagina
 * intera', captions with colours and sizes, 'Riempi') in every look and form format: each page's
 * share covered by photos (F a full page), the photo block's sides in millimetres (least of left
 * and right, keylines and captions beside included), the white from the lowest caption band's foot
 * to the page's foot, and how far each hairline (h header, f footer rule) reaches past the block,
 * left/right (decision 1092). It asserts nothing.
 */
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../src/shared/index.js';
import { describePages } from '../../src/catalog/index.js';
import { captionedFrame } from '../../src/catalog/layout/geometry.js';
import { pageLook } from '../../src/catalog/layout/looks.js';
import { FORM_FORMATS } from '../../tests/fixtures/grid-formats.js';

const texts = { title: 'Collezione Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: '' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const mm = (points: number) => Math.round((points * 25.4) / 72);
const shape = (index: number) => (index < 9 ? { width: 1600, height: 2400 } : index < 11 ? { width: 1600, height: 2000 } : { width: 2400, height: 1600 });
const photos = Array.from({ length: 13 }, (_, index) => ({ ...shape(index), caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249, colours: 'Nero, Cammello, Blu notte', sizes: 'XS-XL', hero: index === 0, fullPage: index === 6 } }));

for (const look of LOOKS)
  for (const format of FORM_FORMATS) {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', ...format }, texts, photos, measure });
    const figures = pages.map((page) => {
      const area = page.size.width * page.size.height;
      if (page.photos.length === 1 && page.photos[0]?.index === 6) return 'F';
      const cover = page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / area;
      const shown = page.photos.map((photo) => captionedFrame({ frame: photo.keyline?.rect ?? photo.frame, captionBand: photo.captionBand }, pageLook(look)));
      const side = Math.min(...shown.map((box) => box.x), ...shown.map((box) => page.size.width - box.x - box.width));
      const foot = page.size.height - Math.max(...page.photos.map((photo) => (photo.captionBand ? photo.captionBand.y + photo.captionBand.height : photo.frame.y + photo.frame.height)));
      const left = Math.min(...shown.map((box) => box.x));
      const right = Math.max(...shown.map((box) => box.x + box.width));
      const rules = page.rules.filter((rule) => rule.role === 'header-rule' || rule.role === 'footer-rule');
      const past = rules.map((rule) => ` ${rule.role[0]}${(((left - rule.x) * 25.4) / 72).toFixed(1)}/${(((rule.x + rule.width - right) * 25.4) / 72).toFixed(1)}`).join('');
      return `${Math.round(100 * cover)}% s${mm(side)} f${mm(foot)}${past}`;
    });
    console.info(`${look.padEnd(9)} ${format.imagesPerPage} ${format.orientation.padEnd(9)} ${figures.join(' | ')}`);
  }
