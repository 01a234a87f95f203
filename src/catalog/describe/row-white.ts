/**
 * The closing page's rows at the grid's own white, read from the ink (decision 1120). The layout
 * sets a row of the closing page in rows of the user's order (ordered-rows.ts) at the grid's white
 * under the caption bands above it. But a band is as tall as the catalogue's longest caption, and a
 * name that wraps in a grid page's narrow column takes one line in a row across the page: read from
 * the last caption line, as a reader sees it, the white was 11-13 pt more than the grid page's.
 * Each row after the first moves up until the white under the captions above it is the grid page's.
 */
import { movedDown } from '../layout/geometry.js';
import type { DescribedPhoto, PageDescription } from './page-description.js';
import { lastInk } from './ink.js';

/** A page's photos by row (their frames' tops, to a tenth of a point), top to bottom; undefined where a photo spans rows. */
function rowsOf(photos: readonly DescribedPhoto[]): DescribedPhoto[][] | undefined {
  const tops = [...new Set(photos.map((photo) => Math.round(photo.frame.y * 10) / 10))].sort((a, b) => a - b);
  const spans = photos.some((photo) => tops.some((top) => top > photo.frame.y + 0.5 && top < photo.frame.y + photo.frame.height));
  return tops.length < 2 || spans ? undefined : tops.map((top) => photos.filter((photo) => Math.abs(Math.round(photo.frame.y * 10) / 10 - top) < 0.05));
}

const rowTop = (row: readonly DescribedPhoto[]) => Math.min(...row.map((photo) => (photo.keyline?.rect ?? photo.frame).y));

/** The white between a page's first row's last ink and its second row's top; undefined on a page not in rows. */
export function whiteUnderFirstRow(page: Pick<PageDescription, 'photos'>): number | undefined {
  const [first, second] = rowsOf(page.photos) ?? [];
  return first && second ? rowTop(second) - lastInk(first) : undefined;
}

function raised(photo: DescribedPhoto, dy: number): DescribedPhoto {
  return {
    ...photo,
    cell: movedDown(photo.cell, -dy),
    box: movedDown(photo.box, -dy),
    frame: movedDown(photo.frame, -dy),
    ...(photo.image && { image: movedDown(photo.image, -dy) }),
    captionBand: photo.captionBand && movedDown(photo.captionBand, -dy),
    caption: photo.caption.map((line) => ({ ...line, baseline: line.baseline - dy })),
    ...(photo.keyline && { keyline: { ...photo.keyline, rect: movedDown(photo.keyline.rect, -dy) } }),
  };
}

/** The page with each row after the first moved up to `white` under the row above's last ink; rows never move down. */
export function rowsAtWhite(page: PageDescription, white: number): PageDescription {
  const rows = rowsOf(page.photos);
  if (!rows) return page;
  const moved = new Map<DescribedPhoto, DescribedPhoto>();
  let foot = lastInk(rows[0] ?? []);
  for (const row of rows.slice(1)) {
    const dy = Math.max(0, rowTop(row) - (foot + white));
    const shifted = row.map((photo) => raised(photo, dy));
    row.forEach((photo, at) => moved.set(photo, shifted[at] ?? photo));
    foot = lastInk(shifted);
  }
  return { ...page, photos: page.photos.map((photo) => moved.get(photo) ?? photo) };
}
