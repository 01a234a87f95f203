/**
 * A row's captions on shared baselines, so a buyer reads price, code and colours across the row.
 *
 * Centred captions (the seventh review, finding 6; decision 1097): where one name of a row wraps,
 * the captions of one-line names step down a line whole. An empty line left under a one-line name
 * read as a line missing (decision 1071), so the white goes over it, between the photo and the
 * name, and the names' last lines are level.
 *
 * Flush-left captions (the eighth review, finding 5; decision 1104): a one-line name stepped down
 * would stand apart from its neighbours' first lines under one left edge, and Minimale and
 * Editoriale tabulate the price on the name's first line, so the names stay where they hang and
 * every caption keeps its row's longest name's height: only the lines under the name move.
 */
import type { DescribedText, DescribedPhoto } from './page-description.js';

/** The em box reaches a quarter of the size below the baseline (caption-fit.ts): a line moved down keeps it in the band. */
const DESCENT = 0.25;
const EPSILON = 1e-6;

const nameLines = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name');
const lastNameBaseline = (photo: DescribedPhoto) => Math.max(...nameLines(photo).map((line) => line.baseline));
/** The lines under the name: code, price and colours, not a price set on the name's first line. */
const underName = (photo: DescribedPhoto) => (line: DescribedText) => line.baseline > lastNameBaseline(photo) + EPSILON;
const firstUnderName = (photo: DescribedPhoto) => Math.min(...photo.caption.filter(underName(photo)).map((line) => line.baseline));

/** How a row is levelled: the baseline its captions share, and which of a caption's lines move to it. */
interface Levelling {
  level: (photo: DescribedPhoto) => number;
  moves: (photo: DescribedPhoto) => (line: DescribedText) => boolean;
}

const WHOLE_CAPTION: Levelling = { level: lastNameBaseline, moves: () => () => true };
const UNDER_THE_NAME: Levelling = { level: firstUnderName, moves: underName };

/** Whether the moving lines, `shift` lower, stay in the caption's band. */
function holds(photo: DescribedPhoto, lines: readonly DescribedText[], shift: number): boolean {
  const band = photo.captionBand;
  return band !== null && lines.every((line) => line.baseline + shift + DESCENT * line.size <= band.y + band.height + EPSILON);
}

function levelled(photos: readonly DescribedPhoto[], rowOf: (index: number) => string | undefined, { level, moves }: Levelling): DescribedPhoto[] {
  const named = (photo: DescribedPhoto) => nameLines(photo).length > 0 && Number.isFinite(level(photo));
  const lowest = new Map<string, number>();
  photos.forEach((photo, index) => {
    const row = rowOf(index);
    if (row !== undefined && named(photo)) lowest.set(row, Math.max(lowest.get(row) ?? -Infinity, level(photo)));
  });
  return photos.map((photo, index) => {
    const row = rowOf(index);
    const target = row === undefined ? undefined : lowest.get(row);
    if (target === undefined || !named(photo)) return photo;
    const shift = target - level(photo);
    const moving = moves(photo);
    if (shift <= EPSILON || !holds(photo, photo.caption.filter(moving), shift)) return photo;
    return { ...photo, caption: photo.caption.map((line) => (moving(line) ? { ...line, baseline: line.baseline + shift } : line)) };
  });
}

/**
 * The photos, each caption `rowOf` puts in a row (`undefined`: none, as a caption beside its photo)
 * lowered whole so its name's last line stands on the row's lowest, where its band holds it.
 */
export function onSharedRowBaselines(photos: readonly DescribedPhoto[], rowOf: (index: number) => string | undefined): DescribedPhoto[] {
  return levelled(photos, rowOf, WHOLE_CAPTION);
}

/**
 * The photos, each flush-left caption `rowOf` puts in a row with its lines under the name lowered
 * onto the row's lowest first line under a name, where its band holds them.
 */
export function withDetailsOnSharedRowBaselines(photos: readonly DescribedPhoto[], rowOf: (index: number) => string | undefined): DescribedPhoto[] {
  return levelled(photos, rowOf, UNDER_THE_NAME);
}
