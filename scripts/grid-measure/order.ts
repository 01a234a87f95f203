/**
 * `npx tsx scripts/grid-measure/order.ts [count]`: the review set's pages in print order (decision 1078):
 * each page's photo numbers (F a full page), and each grid page's largest frame in pt, beside the
 * catalogue's grid frame, every look × 4/6/9 per page × orientation, marked (01 'In evidenza', 07
 * 'Pagina intera'). With a count over 13 the set goes on in copies of its 2:3 photos, unmarked
 * (decision 1089 measured 30 and 60), and each line ends with the pages and the photos per page
 * (over 30 photos, only those).
 * It asserts nothing: the tests do.
 */
import type { ImagesPerPage, LookName, Orientation } from '../../src/shared/index.js';
import { frameRatioOf } from '../../src/catalog/layout/prepare-target.js';
import { layoutPages } from '../../src/catalog/layout/pages.js';

const LOOKS: LookName[] = ['classic', 'minimal', 'editorial', 'gallery'];
const CASES: [ImagesPerPage, Orientation][] = [[4, 'portrait'], [6, 'portrait'], [6, 'landscape'], [9, 'landscape']];
const COUNT = Math.max(13, Number(process.argv[2] ?? 13));
const PHOTOS = Array.from({ length: COUNT }, (_, index) => {
  const size = index < 9 || index >= 13 ? { width: 1600, height: 2400 } : index < 11 ? { width: 1600, height: 2000 } : { width: 2400, height: 1600 };
  return { ...size, hero: index === 0, fullPage: index === 6 };
});
const number = (index: number) => String(index + 1).padStart(2, '0');
const size = (frame: { width: number; height: number }) => `${Math.round(frame.width)}x${Math.round(frame.height)}`;

for (const look of LOOKS)
  for (const [perPage, orientation] of CASES) {
    const layout = { orientation, imagesPerPage: perPage, captions: true, variants: true, photoFit: 'fill' as const, look };
    const ratio = frameRatioOf(layout, PHOTOS.filter((photo) => !photo.hero && !photo.fullPage));
    const pages = layoutPages(PHOTOS, { orientation, imagesPerPage: perPage, captions: true, variants: true, fill: true, look, ...(ratio && { frame: { ratio, captions: true, variants: true } }) });
    // The grid's frame: the most common frame width on a full grid page.
    const frames = pages.flatMap((page) => (page.fullBleed ? [] : page.placements.map((placement) => placement.frame)));
    const grid = frames.map((frame) => Math.round(frame.width)).sort((a, b) => frames.filter((f) => Math.round(f.width) === b).length - frames.filter((f) => Math.round(f.width) === a).length)[0];
    const described = pages.map((page) => {
      if (page.fullBleed) return `F${number(page.placements[0]?.index ?? 0)}`;
      const plain = page.placements.filter((placement) => !PHOTOS[placement.index]?.hero && (PHOTOS[placement.index]?.width ?? 0) < (PHOTOS[placement.index]?.height ?? 0));
      const largest = plain.reduce<{ width: number; height: number }>((most, placement) => (placement.frame.width > most.width ? placement.frame : most), { width: 0, height: 0 });
      return `${page.placements.map((placement) => number(placement.index)).join(',')}${plain.length ? ` [${size(largest)}]` : ''}`;
    });
    const counts = pages.map((page) => (page.fullBleed ? 'F' : String(page.placements.length))).join('/');
    console.info(`${look.padEnd(9)} ${perPage} ${orientation.padEnd(9)} grid w${grid} | ${COUNT > 30 ? `${pages.length} pages ${counts}` : `${described.join(' | ')} || ${pages.length} pages ${counts}`}`);
  }
