/**
 * Issue 11.1 in the browser engine (Chromium): colour cards in sRGB, Display P3 and Adobe RGB,
 * small (an sRGB one would pass through) and large (re-encoded in a worker), print within 12 of the
 * sRGB card in poppler and in MuPDF.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTextsFor, layoutPages } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS } from '../../src/shared/index.js';
import { colourMismatches, makeColourCard, patchCentres, type CardProfile } from '../fixtures/colour-cards.js';
import { launchChromium } from '../harness/chromium.js';
import { PHOTO_INPUT } from '../harness/harness-api.js';
import { buildHarness, serveHarness, type HarnessServer } from '../harness/serve-harness.js';
import { renderPage, savePdf, type Renderer } from '../unit/engine/poppler.js';

const PROFILES: CardProfile[] = ['srgb', 'p3', 'adobe-rgb'];
/** Six per page: the small cards first, then the large ones, one per profile each. */
const CARDS = [
  ...PROFILES.map((profile) => ({ id: `small-${profile}`, profile, width: 300, height: 200 })),
  ...PROFILES.map((profile) => ({ id: `large-${profile}`, profile, width: 3000, height: 2000 })),
];

describe('colour management in the browser engine', () => {
  let work: string;
  let server: HarnessServer;
  let browser: Browser;
  let page: Page;
  let pdf: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vetrina-colour-'));
    await mkdir(join(work, 'photos'));
    const paths: string[] = [];
    for (const card of CARDS) {
      const path = join(work, 'photos', `${card.id}.jpg`);
      await writeFile(path, await makeColourCard(card.profile, card.width, card.height));
      paths.push(path);
    }
    await buildHarness(join(work, 'site'));
    server = await serveHarness(join(work, 'site'));
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => 'vetrinaHarness' in window);
    await page.setInputFiles(PHOTO_INPUT, paths);
    await page.evaluate((ids) => window.vetrinaHarness.useChosenFiles(ids), CARDS.map((card) => card.id));
    const settings = { ...DEFAULT_CATALOG_SETTINGS, imagesPerPage: 6 as const, title: 'Colori' };
    await page.evaluate((layout) => window.vetrinaHarness.prepare({ layout }), { orientation: settings.orientation, imagesPerPage: settings.imagesPerPage });
    const texts = { ...defaultTextsFor('Italiano'), title: 'Colori' };
    const result = await page.evaluate((request) => window.vetrinaHarness.build(request), { settings, texts, author: 'Atelier Prova' });
    expect(result.printedCount).toBe(CARDS.length);
    pdf = await savePdf(Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64'), 'colori.pdf');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it.each<Renderer>(['poppler', 'mupdf'])('prints every card like the sRGB one in %s', async (renderer) => {
    const layout = layoutPages(CARDS.map((card) => ({ width: card.width, height: card.height })), { orientation: 'portrait', imagesPerPage: 6 });
    const failures: string[] = [];
    for (const [pageIndex, described] of layout.entries()) {
      const rendered = await renderPage(pdf, pageIndex + 1, 72, renderer);
      const measured = described.placements.map((placement, index) => ({
        name: CARDS[pageIndex * 6 + index]?.id ?? '?',
        colours: patchCentres(placement.frame).map((point) => rendered.pixelAt(point.x, point.y)),
      }));
      failures.push(...colourMismatches(measured));
    }
    expect(failures).toEqual([]);
  });
});
