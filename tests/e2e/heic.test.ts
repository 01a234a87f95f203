/**
 * iPhone photos (issue 6 point 7, docs/decisions/0650): HEIC files go through the upload like any
 * photo, are decoded by libheif's WebAssembly build inside the photo workers, fetched only once a
 * HEIC arrives, and print upright (the rotated one carries 'irot' and an EXIF tag saying the same).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_REJECTION_MESSAGES } from '../../src/catalog/images/rejections.js';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, UI_TEXTS } from '../../src/shared/index.js';
import { MARKER_BLUE, MARKER_RED } from '../fixtures/photos.js';
import { PHOTO_INPUT } from '../harness/harness-api.js';
import { buildHarness, serveHarness } from '../harness/serve-harness.js';
import { extractImages, pdfImages, savePdf } from '../unit/engine/poppler.js';
import { launchBrowser } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, photoFile, signIn, upload, waitForToast } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

const heic = (name: string) => readFile(new URL(`../fixtures/heic/${name}`, import.meta.url));

/** What the HEIC decoder costs the network: its lazy chunk and libheif's WebAssembly. */
const isDecoderRequest = (url: string) => /heif-decoder|libheif/.test(new URL(url).pathname);

type Colour = { r: number; g: number; b: number };
const near = (actual: Colour, expected: Colour) =>
  Math.abs(actual.r - expected.r) + Math.abs(actual.g - expected.g) + Math.abs(actual.b - expected.b) < 90;

async function corners(jpeg: Buffer): Promise<{ topLeft: Colour; topRight: Colour }> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
  };
  const inset = Math.round(Math.min(info.width, info.height) * 0.05);
  return { topLeft: at(inset, inset), topRight: at(info.width - 1 - inset, inset) };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'marta', nomePersona: 'Marta Gallo', crediti: 2 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('iPhone photos (HEIC)', () => {
  it('loads the decoder only once a HEIC arrives, prepares HEIC photos and prints them upright', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    const page = await context.newPage();
    await signIn(page, server.url, 'marta');
    expect(await page.getByTestId('upload-input').getAttribute('accept')).toMatch(/image\/heic.*\.heic.*image\/heif.*\.heif/);
    await page.getByText('JPG, PNG, GIF, WEBP o HEIC').waitFor();

    // A JPEG first: the photo workers run, and still nothing of the HEIC decoder is fetched.
    await upload(page, [await photoFile('jpeg', 1), { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('testo') }]);
    await waitForToast(page, UI_TEXTS.generator.unsupported('note.txt'));
    await page.locator('[data-testid="image-card"][data-status="ready"]').first().waitFor();
    expect(requested.filter(isDecoderRequest)).toEqual([]);

    // Two HEICs as browsers hand them over: one typed, one with no type at all (known by its
    // extension), and a file that only pretends to be HEIC (its bytes decide).
    await upload(page, [
      { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: await heic('upright.heic') },
      { name: 'IMG_0002.HEIC', mimeType: '', buffer: await heic('rotated.heic') },
      { name: 'finta.heic', mimeType: '', buffer: Buffer.from('non sono una foto') },
    ]);
    const cards = page.getByTestId('image-card');
    await eventually(() => cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))).toEqual([
      'ready',
      'ready',
      'ready',
      'failed',
    ]);
    await expect.poll(() => cards.nth(2).getByText('Pronta').isVisible()).toBe(true);
    await cards.nth(3).getByText(PHOTO_REJECTION_MESSAGES.unsupported('finta.heic')).waitFor();
    expect(requested.some((url) => new URL(url).pathname.endsWith('.wasm'))).toBe(true);
    // The HEIC thumbnails are real pictures, the rotated one standing upright (portrait).
    const thumbnail = cards.nth(2).getByRole('img', { name: 'IMG_0002.HEIC' });
    // The card says 'Pronta' as its thumbnail's address is set; the picture itself loads after.
    await eventually(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const size = await thumbnail.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    expect(size.height).toBeGreaterThan(size.width);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const pdfPath = await savePdf(await readFile(await (await download).path()), 'heic.pdf');
    await eventually(() => page.getByTestId('credits').textContent()).toBe('1 credito');

    // poppler: the JPEG as given, the upright HEIC landscape, the rotated one portrait, markers on top.
    const images = await pdfImages(pdfPath);
    expect(images.map((image) => [image.width, image.height])).toEqual([
      [380, 480],
      [480, 360],
      [360, 480],
    ]);
    const [, upright, rotated] = await extractImages(pdfPath);
    for (const jpeg of [upright, rotated]) {
      if (!jpeg) throw new Error('missing image');
      const { topLeft, topRight } = await corners(jpeg);
      expect(near(topLeft, MARKER_RED)).toBe(true);
      expect(near(topRight, MARKER_BLUE)).toBe(true);
    }
    await context.close();
  });

  it('ships the LGPL notice and licence of the HEIC decoder beside the app', async () => {
    const response = await fetch(`${server.url}/licenses/libheif.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('libheif and libde265');
    expect(text).toContain('GNU LESSER GENERAL PUBLIC LICENSE');
  });
});

describe('iPhone photos where workers cannot draw', () => {
  it('decodes HEIC on the main thread too, upright', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vetrina-heic-'));
    const harness = await buildHarness(join(work, 'site')).then(() => serveHarness(join(work, 'site')));
    const context = await browser.newContext();
    try {
      const paths = [join(work, 'IMG_0001.HEIC'), join(work, 'IMG_0002.HEIC')];
      await writeFile(paths[0] ?? '', await heic('upright.heic'));
      await writeFile(paths[1] ?? '', await heic('rotated.heic'));
      const page = await context.newPage();
      await page.goto(harness.url);
      await page.waitForFunction(() => 'vetrinaHarness' in window);
      await page.setInputFiles(PHOTO_INPUT, paths);
      await page.evaluate(() => window.vetrinaHarness.useChosenFiles(['upright', 'rotated']));
      const prepared = await page.evaluate(() =>
        window.vetrinaHarness.prepare({ layout: { orientation: 'portrait', imagesPerPage: 4 }, preparation: 'main-thread' }),
      );
      expect(prepared.states.map((state) => state.status)).toEqual(['ready', 'ready']);
      const result = await page.evaluate((request) => window.vetrinaHarness.build(request), {
        settings: DEFAULT_CATALOG_SETTINGS,
        texts: defaultTextsFor('Italiano'),
        author: 'Atelier Prova',
      });
      expect(result.printedCount).toBe(2);
      const pdf = await savePdf(Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64'), 'main-thread.pdf');
      expect((await pdfImages(pdf)).map((image) => [image.width, image.height])).toEqual([
        [480, 360],
        [360, 480],
      ]);
    } finally {
      await context.close();
      await harness.close();
      await rm(work, { recursive: true, force: true });
    }
  });
});
