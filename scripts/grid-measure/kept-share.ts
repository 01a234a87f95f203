/**
 * `npx tsx scripts/grid-measure/kept-share.ts`: the least share of its width or height any review
 * photo keeps in its frame with 'Riempi' (issue 35, decision 1076), per look × count × orientation,
 * the review set marked (01 'In evidenza', 07 'Pagina intera', captions) and unmarked without
 * captions, and the photo that keeps it. It asserts nothing (tests/unit/engine/kept-share.test.ts does).
 */
import { LOOKS, CASES, reviewLayout, reviewPhotos, worstKept } from '../../tests/fixtures/review-layout.js';

const pct = (share: number) => `${Math.round(100 * share)}%`;
console.info('look       count orientation  marked+captions   unmarked, no captions');
for (const look of LOOKS)
  for (const [perPage, orientation] of CASES) {
    const cells = [true, false].map((marked) => {
      const photos = reviewPhotos(marked);
      const worst = worstKept(photos, reviewLayout(photos, { look, perPage, orientation, captions: marked }));
      return `${pct(worst.share)} (${String(worst.index + 1).padStart(2, '0')})`.padEnd(17);
    });
    console.info(`${look.padEnd(10)} ${perPage}     ${orientation.padEnd(12)} ${cells.join(' ')}`);
  }
