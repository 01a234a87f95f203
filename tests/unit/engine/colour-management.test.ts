/**
 * Issue 11.1, from the command line's engine: photos print with the colours a colour-managed viewer
 * shows. The same card written in sRGB, Display P3 and Adobe RGB, small (it fits the 300 ppi ceiling,
 * so an sRGB one passes through untouched) and large (always re-encoded), renders in poppler and in
 * MuPDF within 12 of the sRGB card, channel by channel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutPages } from '../../../src/catalog/index.js';
import { colourMismatches, makeColourCard, patchCentres, type CardProfile } from '../../fixtures/colour-cards.js';
import { buildCatalog, type BuiltCatalog } from './build-catalog.js';
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
    const [firstPage] = layoutPages(sizes, { orientation: 'portrait', imagesPerPage: 4 });
    const page = await renderPage(catalog.path, 1, 72, renderer);
    const measured = (firstPage?.placements ?? []).map((placement, index) => ({
      name: PROFILES[index] ?? '?',
      colours: patchCentres(placement.frame).map((point) => page.pixelAt(point.x, point.y)),
    }));
    expect(measured).toHaveLength(PROFILES.length);
    expect(colourMismatches(measured)).toEqual([]);
  });
});
