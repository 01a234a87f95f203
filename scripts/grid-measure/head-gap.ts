/**
 * `npx tsx scripts/grid-measure/head-gap.ts`: for every look, count and orientation, the white in
 * points from the running head's baseline to the photos' top on the pages after the first, 2:3
 * photos with captions, and their frames' sides and gutters across in millimetres (decision 1077).
 * It asserts nothing.
 */
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../src/shared/index.js';
import { describePages } from '../../src/catalog/index.js';
import { GRID_FORMATS } from '../../tests/fixtures/grid-formats.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: '', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const mm = (points: number) => ((points * 25.4) / 72).toFixed(1);

for (const look of LOOKS) {
  for (const format of GRID_FORMATS) {
    const photos = Array.from({ length: 3 * format.imagesPerPage }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249 } }));
    const page = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', ...format }, texts, photos, measure })[1];
    const head = page?.texts.find((text) => text.role === 'running-title');
    if (!page || !head) continue;
    const frames = page.photos.map((photo) => photo.frame);
    const top = Math.min(...frames.map((frame) => frame.y));
    const row = frames.filter((frame) => Math.abs(frame.y - top) < 1e-3).sort((a, b) => a.x - b.x);
    const gutter = row.length > 1 && row[0] && row[1] ? mm(row[1].x - row[0].x - row[0].width) : '-';
    const ratio = row[0] ? (row[0].width / row[0].height).toFixed(3) : '-';
    console.info(`${look} ${format.orientation} ${format.imagesPerPage}: head to photos ${(top - head.baseline).toFixed(1)} pt, side ${mm(Math.min(...frames.map((frame) => frame.x)))} mm, gutter ${gutter} mm, frame ${ratio}`);
  }
}
