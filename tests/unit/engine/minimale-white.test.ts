/**
 * Decision 1085 (the fifth review's finding 1, issue 35): Minimale the airiest look, its photos
 * set wider apart than any other look's; still 40 % of a page after the first at 4 and 6 per page
 * (opening-rows.test.ts holds that floor). Decision 1092 (the sixth review, findings 4 and 9): its
 * white scattered in sides, gutters and rows read as empty, not airy; it now stands in one place,
 * the page's foot, the photos larger.
 */import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { captionedFrame, mmToPoints } from '../../../src/catalog/layout/geometry.js';
import { PAGE_LOOKS } from '../../../src/catalog/layout/looks.js';
import { inBlocks } from '../../fixtures/cell-photos.js';
import { FORM_FORMATS } from '../../fixtures/grid-formats.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const FORMATS = FORM_FORMATS;

function following(look: (typeof LOOKS)[number], format: (typeof FORMATS)[number]): PageDescription {
  const photos = Array.from({ length: 30 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `PE27-${index + 1}`, price: 129 } }));
  const page = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, ...format, look, photoFit: 'fill' }, texts, photos, measure })[1];
  if (!page) throw new Error('a second page expected');
  return page;
}

/** What shows of a photo: its keyline where it has one (Classico), or its frame. */
const outline = (photo: PageDescription['photos'][number]) => photo.keyline?.rect ?? photo.frame;

/** The white between the first two outlines side by side, from the first's caption where it stands beside it (decision 1090). */
function across(page: PageDescription, look: keyof typeof PAGE_LOOKS): number {
  const [first, second] = page.photos;
  if (!first || !second) throw new Error('two photos side by side expected');
  const end = Math.max(outline(first).x + outline(first).width, captionedFrame(first, PAGE_LOOKS[look]).x + captionedFrame(first, PAGE_LOOKS[look]).width);
  return outline(second).x - end;
}

/** The share of the page its photos cover. */
const cover = (page: PageDescription) => page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (page.size.width * page.size.height);

describe('Minimale’s white (decisions 1085, 1092)', () => {
  it('sets its photos 7 mm apart across, wider than any other look, and 12 mm from the page’s sides', () => {
    for (const format of FORMATS) {
      const name = `${format.orientation} ${format.imagesPerPage}`;
      const page = following('minimal', format);
      expect(across(page, 'minimal'), name).toBeCloseTo(mmToPoints(7), 6);
      // Against the others' gutters: Editoriale's larger photo leaves its block's white after a caption beside it (decision 1090).
      const gutters = LOOKS.filter((other) => other !== 'minimal').map((look) => [look, following(look, format)] as const).filter(([, other]) => inBlocks(other.photos).length === 0);
      for (const [look, other] of gutters) expect(across(page, 'minimal'), `${name} against ${look}`).toBeGreaterThan(across(other, look) + 1);
      // 10 mm where captions beside the photos take the landscape page's width (6 per page, decision 1090).
      const side = format.orientation === 'landscape' && format.imagesPerPage === 6 ? 10 : 12;
      expect(Math.min(...page.photos.map((photo) => photo.frame.x)), name).toBeGreaterThanOrEqual(mmToPoints(side) - 1e-6);
    }
  });

  it('keeps its white at the foot at 6 per page in portrait: rows 5 mm apart, over 25 mm under the captions, the photos half the page', () => {
    const page = following('minimal', FORMATS[1]);
    const [first] = page.photos;
    const next = page.photos.find((photo) => first && photo.frame.y > first.frame.y + 1);
    if (!first?.captionBand || !next) throw new Error('two rows expected');
    // 5 mm, and the 1 mm every caption band keeps under it (document-grid.ts ROW_AIR); rows 15 mm apart before.
    expect(next.frame.y - (first.captionBand.y + first.captionBand.height)).toBeCloseTo(mmToPoints(5 + 1), 6);
    const foot = page.size.height - Math.max(...page.photos.map((photo) => (photo.captionBand ? photo.captionBand.y + photo.captionBand.height : 0)));
    expect(foot).toBeGreaterThan(mmToPoints(25));
    // 46 % under 18 mm sides, rows 15 mm apart.
    expect(cover(page)).toBeGreaterThanOrEqual(0.5);
  });
});
