/**
 * The independent review of issue 35: Galleria's frames stood 2.3 mm apart across and 17 mm apart
 * down (the caption band), so a row read as one strip. Decision 1052 kept its 7 mm margin between
 * them; the catalogue's one grid (decision 1068) set its own gutter, 4 mm, the other looks' 4.5-5.
 * Decision 1085 makes Galleria a gallery's wall of prints (the fifth review, finding 1): 2.5 mm
 * between frames, the block 5.5 mm from the page's sides where the page's width binds it; decision
 * 1098 10 mm, the one outer margin of the look at every format (the seventh review, finding 8).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { captionedFrame, mmToPoints } from '../../../src/catalog/layout/geometry.js';
import { PAGE_LOOKS } from '../../../src/catalog/layout/looks.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 19 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}` } }));

describe("Galleria's gutters across (decisions 1052, 1068, 1085)", () => {
  it('keeps 2.5 mm between frames side by side on every grid page, in both orientations', () => {
    for (const orientation of ['portrait', 'landscape'] as const) {
      for (const imagesPerPage of [4, 6, 9] as const) {
        const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'gallery', photoFit: 'fill', imagesPerPage, orientation }, texts, photos, measure });
        for (const page of pages) {
          page.photos.forEach((photo, index) => {
            const next = page.photos[index + 1];
            if (!next || Math.abs(next.frame.y - photo.frame.y) > 0.01) return;
            // From a caption beside the photo where it stands there (6 per page in landscape, decision 1090).
            const captioned = captionedFrame(photo, PAGE_LOOKS.gallery);
            expect(next.frame.x - (captioned.x + captioned.width), `${orientation} ${imagesPerPage}, page ${page.number}`).toBeCloseTo(mmToPoints(2.5), 6);
          });
        }
      }
    }
  });

  it('sets a full row 10 mm from both sides of the page at 6 per page in portrait, where the width binds the frames', () => {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'gallery', photoFit: 'fill', imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });
    const following = pages[1];
    if (!following) throw new Error('a second page expected');
    const left = Math.min(...following.photos.map((photo) => photo.frame.x));
    const right = Math.max(...following.photos.map((photo) => photo.frame.x + photo.frame.width));
    expect(left).toBeCloseTo(mmToPoints(10), 6);
    expect(following.size.width - right).toBeCloseTo(mmToPoints(10), 6);
  });

  it.each([
    // [count, orientation, the most white beside a full page's block in mm (before decision 1092; 1098's 10 mm sides), photos: page 2 full]
    [4, 'portrait', 27.5, 19], // 26.5; 18 in 3:4 frames (decision 1092), which cut the floor under 2:3 figures (decision 1103)
    [6, 'landscape', 15, 19], // 15; 6 with 5.5 mm sides
    [9, 'landscape', 17.5, 14], // 16; 6 with 5.5 mm sides
  ] as const)('brings a full page’s block near the sides where the height binds it, %i per page in %s (decision 1092)', (imagesPerPage, orientation, most, count) => {
    // The sixth review (finding 4): Galleria's sides on every page, not only at 6 per page in portrait.
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'gallery', photoFit: 'fill', imagesPerPage, orientation }, texts, photos: photos.slice(0, count), measure });
    const following = pages[1];
    if (!following) throw new Error('a second page expected');
    const shown = following.photos.map((photo) => captionedFrame(photo, PAGE_LOOKS.gallery));
    const left = Math.min(...shown.map((box) => box.x));
    const right = following.size.width - Math.max(...shown.map((box) => box.x + box.width));
    expect(Math.max(left, right)).toBeLessThanOrEqual(mmToPoints(most));
  });
});

