/**
 * A centred row's captions on shared baselines (the seventh review, finding 6; decision 1097): where
 * one name of a row wraps, the captions of one-line names step down a line, so every price, code
 * and colours line of the row stands on its neighbours' baseline. The name moves with its details:
 * an empty line left under a one-line name read as a line missing (decision 1071), so the white
 * goes over it, between the photo and the name, and the names' last lines are level.
 */
import type { DescribedPhoto } from './page-description.js';

/** The em box reaches a quarter of the size below the baseline (caption-fit.ts): a line moved down keeps it in the band. */
const DESCENT = 0.25;

const lastNameBaseline = (photo: DescribedPhoto) => Math.max(...photo.caption.filter((line) => line.role === 'caption-name').map((line) => line.baseline));

/** Whether the caption's lines, `shift` lower, stay in its band. */
function holds(photo: DescribedPhoto, shift: number): boolean {
  const band = photo.captionBand;
  return band !== null && photo.caption.every((line) => line.baseline + shift + DESCENT * line.size <= band.y + band.height + 1e-6);
}

/**
 * The photos, each caption `rowOf` puts in a row (`undefined`: none, as a caption beside its photo)
 * lowered so its name's last line stands on the row's lowest, where its band holds it.
 */
export function onSharedRowBaselines(photos: readonly DescribedPhoto[], rowOf: (index: number) => string | undefined): DescribedPhoto[] {
  const named = (photo: DescribedPhoto) => photo.caption.some((line) => line.role === 'caption-name');
  const lowest = new Map<string, number>();
  photos.forEach((photo, index) => {
    const row = rowOf(index);
    if (row !== undefined && named(photo)) lowest.set(row, Math.max(lowest.get(row) ?? -Infinity, lastNameBaseline(photo)));
  });
  return photos.map((photo, index) => {
    const row = rowOf(index);
    const target = row === undefined ? undefined : lowest.get(row);
    if (target === undefined || !named(photo)) return photo;
    const shift = target - lastNameBaseline(photo);
    if (shift <= 1e-6 || !holds(photo, shift)) return photo;
    return { ...photo, caption: photo.caption.map((line) => ({ ...line, baseline: line.baseline + shift })) };
  });
}
