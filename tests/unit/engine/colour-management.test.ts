/**
 * Issue 11.1, from the command line's engine: photos print with the colours a colour-managed viewer
 * shows. The same card written in sRGB, Display P3 and Adobe RGB, small (it fits the 300 ppi ceiling,
 * so an sRGB one passes through untouched) and large (always re-encoded), renders in poppler and in
 * MuPDF within 12 of the sRGB card, channel by channel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LCMS_FILE_CARDS, colourFixture, colourMismatches, lcmsReference, makeColourCard, makeLcmsCard, patchCentres, referenceMismatches, type CardProfile, type LcmsCard } from '../../fixtures/colour-cards.js';
import { buildCatalog, placedPages, type BuiltCatalog } from './build-catalog.js';
import { renderPage, type Renderer } from './poppler.js';

const PROFILES: CardProfile[] = ['srgb', 'p3', 'adobe-rgb'];
const SIZES = { small: [300, 200], large: [3000, 2000] } as const;

describe.each(Object.entries(SIZES))('colour cards, %s', (size, [width, height]) => {
  let catalog: BuiltCatalog;
  const cards = new Map<CardProfile, Buffer>();
  beforeAll(async () => {
    for (const profile of PROFILES) cards.set(profile, await makeColourCard(profile, width, height));
    catalog = await buildCatalog(PROFILES.map((profile) => ({ name: `${profile}.jpg`, bytes: cards.get(profile) ?? Buffer.alloc(0) })));
  });

  it('passes only the sRGB card through untouched when it fits; the others are converted', () => {
    expect(catalog.rejected).toEqual([]);
    const untouched = catalog.prepared.map((photo, index) => Buffer.from(photo.bytes).equals(cards.get(PROFILES[index] ?? 'srgb') ?? Buffer.alloc(0)));
    expect(untouched).toEqual(size === 'small' ? [true, false, false] : [false, false, false]);
  });

  it.each<Renderer>(['poppler', 'mupdf'])('renders every card like the sRGB one in %s', async (renderer) => {
    const sizes = catalog.prepared.map((photo) => ({ width: photo.widthPx, height: photo.heightPx }));
    const [firstPage] = placedPages(sizes);
    const page = await renderPage(catalog.path, 1, 72, renderer);
    const measured = (firstPage?.placements ?? []).map((placement, index) => ({
      name: PROFILES[index] ?? '?',
      colours: patchCentres(placement.frame).map((point) => page.pixelAt(point.x, point.y)),
    }));
    expect(measured).toHaveLength(PROFILES.length);
    expect(colourMismatches(measured)).toEqual([]);
  });
});

/**
 * Issue 25.1: cards made with Little CMS itself (tests/fixtures/colour): JPEGs tagged with a linear
 * RGB profile or a gamma 1.8 or 1.0 grey profile, small (they would pass through) and large, HEIC
 * photos described by a Display P3 ICC profile or by nclx codes (P3, BT.2020), CMYK and YCCK JPEGs
 * written as Photoshop writes them (inverted, Adobe APP14), with a profile and without one (the
 * default CMYK profile), and a 16-bit PNG with a Display P3 profile, print within 12 of what lcms
 * says each patch is in sRGB, in poppler and in MuPDF.
 */
const LCMS_CARDS: { name: string; expected: LcmsCard; make: () => Promise<Buffer> }[] = [
  ...(['linear-srgb', 'grey-gamma-1.8', 'grey-gamma-1.0'] as const).flatMap((card) =>
    Object.entries(SIZES).map(([size, [width, height]]) => ({ name: `${card} ${size}`, expected: card, make: () => makeLcmsCard(card, width, height) })),
  ),
  ...LCMS_FILE_CARDS.map(({ file, expected }) => ({ name: file, expected, make: async () => colourFixture(file) })),
];

describe('cards made with lcms, in the command line engine', () => {
  let catalog: BuiltCatalog;
  beforeAll(async () => {
    const photos = await Promise.all(LCMS_CARDS.map(async (card) => ({ name: card.name, bytes: await card.make() })));
    catalog = await buildCatalog(photos, { imagesPerPage: 4 });
  });

  it.each<Renderer>(['poppler', 'mupdf'])('prints every patch within 12 of lcms in %s', async (renderer) => {
    expect(catalog.rejected).toEqual([]);
    const sizes = catalog.prepared.map((photo) => ({ width: photo.widthPx, height: photo.heightPx }));
    const failures: string[] = [];
    for (const [pageIndex, described] of placedPages(sizes).entries()) {
      const page = await renderPage(catalog.path, pageIndex + 1, 72, renderer);
      failures.push(
        ...referenceMismatches(
          described.placements.map((placement, index) => {
            const card = LCMS_CARDS[pageIndex * 4 + index];
            return { name: card?.name ?? '?', colours: patchCentres(placement.frame).map((point) => page.pixelAt(point.x, point.y)), expected: lcmsReference(card?.expected ?? 'display-p3') };
          }),
        ),
      );
    }
    expect(failures).toEqual([]);
  });
});
