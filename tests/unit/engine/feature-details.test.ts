/**
 * The ninth review, finding 5 (decision 1109): levelling a row's details (decision 1104) treated
 * Editoriale's feature as a plate of the row, so its one-line name left a line of white above its
 * code (Editoriale 4p p2: 12.7 pt under 'Trench in gabardine di cotone') because the plate beside
 * it broke its name. A feature keeps its details under its own name, as the hero's do.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { laidOutReviewSet as laidOut } from './review-set.js';

/** caption-fit.ts's em box: a quarter of the size below the baseline, three quarters above. */
const DESCENT = 0.25;
const lines = (photo: DescribedPhoto, role: string) => photo.caption.filter((line) => line.role === role);

describe("a feature's code stands under its own name (decision 1109)", () => {
  it.each([
    ['editorial', 2],
    ['minimal', 3],
  ] as const)('%s 4 portrait p%i: the code line starts at most 2 pt under the name', async (look, pageNumber) => {
    const page = (await laidOut(look, 4, 'portrait'))[pageNumber - 1];
    const feature = page?.photos.reduce((largest, photo) => (photo.frame.height > largest.frame.height ? photo : largest));
    const names = feature ? lines(feature, 'caption-name') : [];
    const code = feature ? lines(feature, 'caption-details')[0] : undefined;
    expect(names.length).toBeGreaterThan(0);
    expect(code).toBeDefined();
    if (!code) return;
    const nameFoot = Math.max(...names.map((name) => name.baseline + DESCENT * name.size));
    const codeTop = code.baseline - (1 - DESCENT) * code.size;
    expect(codeTop - nameFoot, `code at ${code.baseline.toFixed(1)}, name's foot at ${nameFoot.toFixed(1)}`).toBeLessThanOrEqual(2);
  });
});
