/**
 * Issue 11.1 in the browser engine (Chromium): colour cards in sRGB, Display P3 and Adobe RGB,
 * small (an sRGB one would pass through) and large (re-encoded in a worker), print within 12 of the
 * sRGB card in poppler and in MuPDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS } from '../../src/shared/index.js';
import { LCMS_FILE_CARDS, colourFixture, colourMismatches, lcmsReference, makeColourCard, makeLcmsCard, patchCentres, referenceMismatches, type CardProfile, type LcmsCard } from '../fixtures/colour-cards.js';
import { openHarness, type OpenHarness } from '../harness/open-harness.js';
import { placedPages } from '../unit/engine/build-catalog.js';
import { renderPage, savePdf, type Renderer } from '../unit/engine/poppler.js';

const PROFILES: CardProfile[] = ['srgb', 'p3', 'adobe-rgb'];
/** Six per page: the small cards first, then the large ones, one per profile each. */
const CARDS = [
  ...PROFILES.map((profile) => ({ id: `small-${profile}`, profile, width: 300, height: 200 })),
  ...PROFILES.map((profile) => ({ id: `large-${profile}`, profile, width: 3000, height: 2000 })),
];

/** The cards through the browser engine, 6 a page: every one printed, the PDF saved as `fileName`. */
async function buildInBrowser(photos: Parameters<typeof openHarness>[0], fileName: string): Promise<{ harness: OpenHarness; pdf: string }> {
  const harness = await openHarness(photos);
  const { page } = harness;
  const settings = { ...DEFAULT_CATALOG_SETTINGS, imagesPerPage: 6 as const, title: 'Colori' };
  await page.evaluate((layout) => window.vetrinaHarness.prepare({ layout }), { orientation: settings.orientation, imagesPerPage: settings.imagesPerPage });
  const texts = { ...defaultTextsFor('Italiano'), title: 'Colori' };
  const result = await page.evaluate((request) => window.vetrinaHarness.build(request), { settings, texts, author: 'Atelier Prova' });
  expect(result.printedCount).toBe(photos.length);
  return { harness, pdf: await savePdf(Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64'), fileName) };
}

describe('colour management in the browser engine', () => {
  let harness: OpenHarness;
  let pdf: string;

  beforeAll(async () => {
    const photos = await Promise.all(
      CARDS.map(async (card) => ({ id: card.id, name: `${card.id}.jpg`, bytes: await makeColourCard(card.profile, card.width, card.height) })),
    );
    ({ harness, pdf } = await buildInBrowser(photos, 'colori.pdf'));
  });

  afterAll(() => harness?.close());

  it.each<Renderer>(['poppler', 'mupdf'])('prints every card like the sRGB one in %s', async (renderer) => {
    const layout = placedPages(CARDS.map((card) => ({ width: card.width, height: card.height })), 6);
    const failures: string[] = [];
    for (const [pageIndex, described] of layout.entries()) {
      const rendered = await renderPage(pdf, pageIndex + 1, 72, renderer);
      const measured = described.placements.map((placement) => ({
        name: CARDS[placement.index]?.id ?? '?',
        colours: patchCentres(placement.frame).map((point) => rendered.pixelAt(point.x, point.y)),
      }));
      failures.push(...colourMismatches(measured));
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Issue 25.1 in the browser engine (Chromium): cards made with lcms (tests/fixtures/colour). JPEGs
 * tagged with a linear RGB profile or a gamma 1.8 or 1.0 grey profile, small (they used to pass
 * through untouched) and large, HEIC photos described by a Display P3 ICC profile or by nclx codes
 * (P3, BT.2020), decoded by libheif and converted by lcms in the photo workers, CMYK and YCCK JPEGs
 * with a profile and without one (decoded as ink amounts and converted by lcms, with the default
 * CMYK profile when they carry none) and a 16-bit Display P3 PNG, print within 12 of what lcms says
 * each patch is in sRGB, in poppler and in MuPDF.
 */
const LCMS_CARDS: { id: string; name: string; expected: LcmsCard; width: number; height: number; bytes: () => Promise<Buffer> }[] = [
  ...(['linear-srgb', 'grey-gamma-1.8', 'grey-gamma-1.0'] as const).flatMap((card) =>
    (
      [
        ['small', 300, 200],
        ['large', 3000, 2000],
      ] as const
    ).map(([size, width, height]) => ({ id: `${card}-${size}`, name: `${card}-${size}.jpg`, expected: card, width, height, bytes: () => makeLcmsCard(card, width, height) })),
  ),
  ...LCMS_FILE_CARDS.map(({ file, expected }) => ({ id: file.replace('.', '-'), name: file, expected, width: 600, height: 400, bytes: async () => colourFixture(file) })),
];

describe('colour from lcms references in the browser engine', () => {
  let harness: OpenHarness;
  let pdf: string;

  beforeAll(async () => {
    const photos = await Promise.all(LCMS_CARDS.map(async (card) => ({ id: card.id, name: card.name, bytes: await card.bytes() })));
    ({ harness, pdf } = await buildInBrowser(photos, 'colori-lcms.pdf'));
  });

  afterAll(() => harness?.close());

  it.each<Renderer>(['poppler', 'mupdf'])('prints every patch within 12 of lcms in %s', async (renderer) => {
    const layout = placedPages(LCMS_CARDS.map((card) => ({ width: card.width, height: card.height })), 6);
    const failures: string[] = [];
    for (const [pageIndex, described] of layout.entries()) {
      const rendered = await renderPage(pdf, pageIndex + 1, 72, renderer);
      const measured = described.placements.map((placement) => {
        const card = LCMS_CARDS[placement.index];
        return { name: card?.id ?? '?', colours: patchCentres(placement.frame).map((point) => rendered.pixelAt(point.x, point.y)), expected: lcmsReference(card?.expected ?? 'display-p3') };
      });
      failures.push(...referenceMismatches(measured));
    }
    expect(failures).toEqual([]);
  });
});
