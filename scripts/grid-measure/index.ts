/**
 * `npx tsx scripts/grid-measure/index.ts`: the grid's figures for the review set (13 photos, 01 a
 * hero, 07 a full page, captions with colours and sizes, 'Riempi') in every look × 4/6/9 per page
 * × orientation, then the same 13 photos unmarked, read off the layout the page description prints (decision 1068): photos per
 * page, the photo block's side margins, the frames' width, the white between frames across, and
 * the largest share of a grid page's zone left white under its photos. It asserts nothing.
 */
import type { ImagesPerPage, LookName, Orientation } from '../../src/shared/index.js';
import { frameRatioOf } from '../../src/catalog/layout/prepare-target.js';
import { layoutPages, type PageLayout } from '../../src/catalog/layout/pages.js';

const MM = 72 / 25.4;
const mm = (points: number) => Math.round(points / MM);
/** The review photos' shapes: 01-09 2:3, 10-11 4:5, 12-13 3:2; 01 'In evidenza', 07 'Pagina intera'. */
function reviewPhotos(marked: boolean) {
  return Array.from({ length: 13 }, (_, index) => {
    const size = index < 9 ? { width: 1600, height: 2400 } : index < 11 ? { width: 1600, height: 2000 } : { width: 2400, height: 1600 };
    return { ...size, hero: marked && index === 0, fullPage: marked && index === 6 };
  });
}
const LOOKS: LookName[] = ['classic', 'minimal', 'editorial', 'gallery'];
const CASES: [ImagesPerPage, Orientation][] = [[4, 'portrait'], [6, 'portrait'], [6, 'landscape'], [9, 'landscape']];

/** Sides, frame and gutter of a grid page, and the white under its photos over its grid zone. */
function pageFigures(page: PageLayout): string {
  const frames = page.placements.map((placement) => placement.captionBand ? { ...placement.frame, height: placement.captionBand.y + placement.captionBand.height - placement.frame.y } : placement.frame);
  const left = Math.min(...frames.map((frame) => frame.x));
  const right = page.zones.page.width - Math.max(...frames.map((frame) => frame.x + frame.width));
  const bottom = Math.max(...frames.map((frame) => frame.y + frame.height));
  const empty = (page.zones.footer.y - bottom) / (page.zones.footer.y - page.zones.grid.y);
  // A hero's frame is wider than the others: the gutter is read between two frames of the last row.
  const width = page.placements.at(-1)?.frame.width ?? 0;
  const row = page.placements.filter((placement) => Math.abs(placement.frame.y - (page.placements.at(-1)?.frame.y ?? 0)) < 1).map((placement) => placement.frame.x);
  const gutter = row.length > 1 ? Math.min(...row.slice(1).map((x, at) => x - (row[at] ?? 0))) - width : NaN;
  return `${page.placements.length}p L${mm(left)} R${mm(right)} f${mm(width)} g${Number.isNaN(gutter) ? '-' : mm(gutter)} e${Math.round(100 * Math.max(0, empty))}%`;
}

for (const marked of [true, false])
  for (const look of LOOKS)
  for (const [perPage, orientation] of CASES) {
    const PHOTOS = reviewPhotos(marked);
    const layout = { orientation, imagesPerPage: perPage, captions: true, variants: true, photoFit: 'fill' as const, look };
    const ratio = frameRatioOf(layout, PHOTOS.filter((photo) => !photo.hero && !photo.fullPage));
    const pages = layoutPages(PHOTOS, { orientation, imagesPerPage: perPage, captions: true, variants: true, fill: true, look, ...(ratio && { frame: { ratio, captions: true, variants: true } }) });
    const figures = pages.map((page) => (page.fullBleed ? 'FULL' : pageFigures(page)));
    // The share of a 3:2 photo's area its frame shows (decision 1070: 44 % in a 2:3 cell before).
    const wide = pages.flatMap((page) => page.placements).filter((placement) => (PHOTOS[placement.index]?.width ?? 0) > (PHOTOS[placement.index]?.height ?? 0));
    const kept = Math.min(...wide.map(({ frame }) => Math.min(frame.width / frame.height / 1.5, 1.5 / (frame.width / frame.height))));
    console.info(`${marked ? 'marked' : 'plain '} ${look.padEnd(9)} ${perPage} ${orientation.padEnd(9)} ${figures.join(' | ')} | 3:2 kept ${Math.round(100 * kept)}%`);
  }
