/**
 * A grid photo's passe-partout (decision 1085): where its look frames photos, a hairline keyline a
 * mat's width outside the photo's frame, in the muted grey of the captions' details, whatever the
 * accent, so the page keeps one accent (issue 35.6). The hairlines' grey (#cccac4) faded into the
 * light backdrops of studio photos at 110 dpi.
 */
import { matWidth, outset } from '../layout/geometry.js';
import type { PageLook } from '../layout/looks.js';
import type { DescribedPhoto } from './page-description.js';
import { HAIRLINE_WIDTH, MUTED } from './palette.js';

export function withKeyline(photo: DescribedPhoto, look: PageLook): DescribedPhoto {
  const mat = matWidth(look);
  if (mat <= 0) return photo;
  return { ...photo, keyline: { rect: outset(photo.frame, mat), thickness: HAIRLINE_WIDTH, colour: MUTED } };
}
