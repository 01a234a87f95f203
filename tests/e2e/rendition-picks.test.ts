/**
 * Decision 1046 in Chromium: the rendition the browser picks from what the page writes. On the
 * phone Lighthouse emulates (412 px wide at 1.75x, so 721 px for the cover) a portrait cover takes
 * its 800 px rendition, not the 1067 px one above it; a catalogue published before the 1200 px step
 * still takes the nearest it has; a landscape cover, drawn wider than the screen to cover its box,
 * takes the rendition that width needs. On a wide screen a product card takes the rendition its
 * 360 px column needs.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder, PublishedPhoto } from '../../src/shared/schemas/published.js';
import { sampleCatalogue, storedName } from '../fixtures/vetrina-page-data.js';
import { launchBrowser } from './support/browser.js';
import { startVetrinaServer, type VetrinaServer } from './support/vetrina-server.js';

const PLACED: PlacedOrder = { number: 'V-2026-000001', receipt: 'ricevuta', currency: 'EUR', lines: [], pieces: 0, total: 0, unpricedPieces: 0, createdAt: '2026-11-28T10:00:00.000Z' };
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A photo's renditions at the given widths, each named after its width; 2:3 unless `heightOf` says otherwise. */
function photoAt(widths: number[], heightOf = (width: number) => Math.round(width * 1.5)): PublishedPhoto {
  return { renditions: widths.map((width) => ({ file: storedName(width % 256), width, height: heightOf(width), bytes: width * 100 })) };
}

/** A catalogue whose every photo has these renditions. */
function catalogueOf(widths: number[], heightOf?: (width: number) => number) {
  const catalogue = sampleCatalogue();
  catalogue.content.photos = catalogue.content.photos.map((photo) => ({ ...photoAt(widths, heightOf), ...(photo.caption && { caption: photo.caption }) }));
  return catalogue;
}

let browser: Browser;
const servers: VetrinaServer[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
});

/** The width of the rendition the browser took for the first image matching `selector`, once loaded. */
async function pickedWidth(widths: number[], context: Parameters<Browser['newContext']>[0], selector: string, heightOf?: (width: number) => number): Promise<number | undefined> {
  const catalogue = catalogueOf(widths, heightOf);
  const server = await startVetrinaServer({ status: 'ok', catalogue }, PLACED);
  servers.push(server);
  const page = await (await browser.newContext(context)).newPage();
  await page.goto(`${server.url}/v/${catalogue.id}`);
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.currentSrc !== '', await image.elementHandle());
  const picked = await image.evaluate((element) => (element as HTMLImageElement).currentSrc.split('/').pop());
  await page.context().close();
  return widths.find((width) => storedName(width % 256) === picked);
}

describe('the rendition the browser picks', () => {
  it('gives a phone the 800 px cover, where the ladder before the 1200 px step gave it 1067', async () => {
    expect(await pickedWidth([533, 800, 1067], LIGHTHOUSE_PHONE, 'header img')).toBe(800);
    expect(await pickedWidth([533, 1067], LIGHTHOUSE_PHONE, 'header img')).toBe(1067);
  });

  it('gives a phone a landscape cover as wide as the box it covers draws it: 1200 px for 680 px of a 412 px screen, where the 800 px one was enlarged 1.65x', async () => {
    expect(await pickedWidth([800, 1200, 1600], LIGHTHOUSE_PHONE, 'header img', (width) => Math.round(width * 0.75))).toBe(1200);
  });

  it('gives a product card of a wide screen the rendition its 360 px column needs', async () => {
    expect(await pickedWidth([533, 800, 1067], { viewport: { width: 1920, height: 1080 } }, '#prodotti ~ ul img')).toBe(533);
  });
});
