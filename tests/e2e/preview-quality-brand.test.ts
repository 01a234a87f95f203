/**
 * The beyond issue, points 3, 5 and 6 in Chromium: the live preview of every page, the 'Stampa' and
 * 'Web' qualities with the expected size, and the brand's logo and accent colour, each checked
 * against the PDF the page downloads, read with poppler.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENT_BLUE } from '../../src/catalog/describe/palette.js';
import { pageZones } from '../../src/catalog/layout/geometry.js';
import { logoFrame } from '../../src/catalog/layout/logo.js';
import { MESSAGES, UI_TEXTS } from '../../src/shared/index.js';
import { LOGO_MESSAGES } from '../../src/web/features/generator/look/logo-rules.js';
import { makeJpeg } from '../fixtures/photos.js';
import { pdfImages, pdfInfo, renderPage } from '../unit/engine/poppler.js';
import { launchBrowser, saveScreenshot, seriousViolations } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { choose, eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

const ACCENT = '#2e7d4f';
const LOGO_COLOUR = { r: 200, g: 16, b: 16 };
const LOGO_SIZE = { width: 600, height: 200 };

let server: RunningServer;
let browser: Browser;
let downloads: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'marta', crediti: 5 });
  downloads = await mkdtemp(join(tmpdir(), 'vetrina-look-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

const preview = (page: Page) => page.getByTestId('catalog-preview');
const pageLabel = (page: Page) => page.getByTestId('preview-page-label').textContent();
const previewPhotos = (page: Page) => preview(page).getByTestId('preview-photo');

/** 'Dimensione stimata: circa 3,2 MB' in bytes. */
async function estimatedBytes(page: Page): Promise<number> {
  const estimate = page.getByTestId('size-estimate');
  await estimate.filter({ hasText: 'circa' }).waitFor();
  const match = /circa ([\d.,]+) (KB|MB)/.exec((await estimate.textContent()) ?? '');
  if (!match) throw new Error('No estimate');
  return Number((match[1] ?? '').replace(/\./g, '').replace(',', '.')) * (match[2] === 'MB' ? 1e6 : 1e3);
}

/** Clicks generate, waits for the charged download, saves it; returns its path. */
async function generate(page: Page, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
  const path = join(downloads, name);
  await (await download).saveAs(path);
  await waitForToast(page, UI_TEXTS.generator.generatedTitle);
  return path;
}

const near = (actual: { r: number; g: number; b: number }, hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  return Math.abs(actual.r - r) + Math.abs(actual.g - g) + Math.abs(actual.b - b) < 30;
};

describe('preview, quality and brand', () => {
  it('previews every page as printed, estimates the size per quality, and prints the logo and accent colour', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, server.url, 'marta');
    await page.getByLabel('Titolo', { exact: true }).fill('Linea Mare');
    await expect(page.getByTestId('size-estimate').textContent()).resolves.toBe('Aggiungi le foto per vedere la dimensione stimata del PDF.');

    // Five camera-sized photos: above 300 ppi in any cell, so both qualities resize them.
    const photos = await Promise.all(
      [1, 2, 3, 4, 5].map(async (seed) => ({ name: `mare-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 2000, height: 2500, seed }) })),
    );
    await upload(page, photos);
    await waitForPhotosReady(page, 5);

    // Point 3: page 1 of 2 with two photos (the engine's thumbnails): the grid's lower row under the
    // title, in the frames of every grid page (decision 1068), the five 2 + 3; page 2 the other
    // three, and the blue folio.
    await eventually(() => pageLabel(page)).toBe('Pagina 1 di 2');
    await eventually(() => previewPhotos(page).count()).toBe(2);
    await preview(page).getByTestId('preview-title').getByText('Linea Mare').waitFor();
    const thumbnails = await preview(page).locator('image').evaluateAll((images) => images.map((image) => image.getAttribute('href') ?? ''));
    expect(thumbnails).toHaveLength(2);
    for (const href of thumbnails) expect(href).toMatch(/^data:image\/jpeg;base64,/);
    expect(await preview(page).locator('[data-role="page-number"]').count()).toBe(0);
    await page.getByText('Altre 3 immagini saranno stampate su 1 pagina aggiuntiva.').waitFor();

    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await eventually(() => pageLabel(page)).toBe('Pagina 2 di 2');
    expect(await previewPhotos(page).count()).toBe(3);
    expect(await preview(page).locator('[data-role="page-number"]').getAttribute('fill')).toBe(ACCENT_BLUE);
    expect(await page.getByRole('button', { name: 'Pagina successiva' }).getAttribute('aria-disabled')).toBe('true');

    // By keyboard: the arrows, Home and End on the focused preview; Enter on the buttons.
    await preview(page).focus();
    await page.keyboard.press('ArrowLeft');
    await eventually(() => pageLabel(page)).toBe('Pagina 1 di 2');
    await page.keyboard.press('End');
    await eventually(() => pageLabel(page)).toBe('Pagina 2 di 2');
    await page.keyboard.press('Home');
    await eventually(() => pageLabel(page)).toBe('Pagina 1 di 2');
    await page.getByRole('button', { name: 'Pagina successiva' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => pageLabel(page)).toBe('Pagina 2 di 2');
    await page.getByRole('button', { name: 'Pagina precedente' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => pageLabel(page)).toBe('Pagina 1 di 2');

    // A layout change redraws it: six per page holds all five, in smaller cells.
    const firstFrame = () => previewPhotos(page).first().locator('image').getAttribute('width');
    const widthAtFour = Number(await firstFrame());
    await choose(page, '6 (2×3 o 3×2)');
    await eventually(() => pageLabel(page)).toBe('Pagina 1 di 1');
    await eventually(() => previewPhotos(page).count()).toBe(5);
    expect(Number(await firstFrame())).toBeLessThan(widthAtFour);
    await choose(page, '4 (2×2)');
    await eventually(() => pageLabel(page)).toBe('Pagina 1 di 2');

    // Point 5: 'Stampa' is the default; 'Web' lowers the estimate to well under half.
    expect(await page.getByRole('radio', { name: /^Stampa/ }).isChecked()).toBe(true);
    // Read once the photos are prepared for 4 per page: until then it counts them by their pixels.
    await waitForPhotosReady(page, 5);
    const printEstimate = await estimatedBytes(page);
    await choose(page, /^Web/);
    await eventually(() => estimatedBytes(page)).toBeLessThan(printEstimate / 2);
    await waitForPhotosReady(page, 5);
    const webEstimate = await estimatedBytes(page);

    const webPdf = await generate(page, 'web.pdf');
    await choose(page, /^Stampa/);
    const printPdf = await generate(page, 'stampa.pdf');

    // The preview's page count is the PDF's; 'Web' prints at 150 ppi, 'Stampa' at 300, and weighs far less.
    for (const path of [webPdf, printPdf]) expect((await pdfInfo(path)).Pages).toBe('2');
    const webPpi = (await pdfImages(webPdf)).map((row) => row.xPpi);
    const printPpi = (await pdfImages(printPdf)).map((row) => row.xPpi);
    expect(webPpi).toHaveLength(5);
    expect(printPpi).toHaveLength(5);
    for (const ppi of webPpi) expect(ppi >= 140 && ppi <= 151, `${ppi} ppi`).toBe(true);
    for (const ppi of printPpi) expect(ppi >= 280 && ppi <= 301, `${ppi} ppi`).toBe(true);
    const webBytes = (await stat(webPdf)).size;
    const printBytes = (await stat(printPdf)).size;
    expect(webBytes).toBeLessThan(printBytes / 2);
    // Prepared photos count with their bytes: the estimates hold within a quarter.
    expect(Math.abs(webEstimate - webBytes) / webBytes).toBeLessThan(0.25);
    expect(Math.abs((await estimatedBytes(page)) - printBytes) / printBytes).toBeLessThan(0.25);

    // Point 6: an SVG or an oversized logo is refused in Italian; a PNG logo is taken.
    const logoInput = page.getByLabel('Carica logo');
    await logoInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByRole('alert').filter({ hasText: LOGO_MESSAGES.format }).waitFor();
    const oversized = Buffer.concat([await sharp({ create: { width: 8, height: 8, channels: 3, background: LOGO_COLOUR } }).png().toBuffer(), Buffer.alloc(2_200_000)]);
    await logoInput.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: oversized });
    await page.getByRole('alert').filter({ hasText: LOGO_MESSAGES.tooLarge }).waitFor();
    const logo = await sharp({ create: { ...LOGO_SIZE, channels: 3, background: LOGO_COLOUR } }).png().toBuffer();
    await logoInput.setInputFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: logo });
    await page.getByTestId('logo-thumbnail').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'logo' }).count()).toBe(0);
    await preview(page).getByTestId('preview-logo').waitFor();

    // The accent colour: a malformed code is explained and ignored; a valid one paints the preview's folio.
    const code = page.getByLabel("Codice del colore d'accento");
    expect(await code.inputValue()).toBe(ACCENT_BLUE);
    await code.fill('#2e7d4');
    await page.getByRole('alert').filter({ hasText: MESSAGES.validation.hexColour }).waitFor();
    await code.fill(ACCENT);
    await eventually(() => page.getByRole('alert').filter({ hasText: MESSAGES.validation.hexColour }).count()).toBe(0);
    expect(await page.getByLabel("Scegli il colore d'accento").inputValue()).toBe(ACCENT);
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await eventually(() => preview(page).locator('[data-role="page-number"]').getAttribute('fill')).toBe(ACCENT);

    await saveScreenshot(page, 'preview-quality-brand');
    expect(await seriousViolations(page)).toEqual([]);

    const brandedPdf = await generate(page, 'marchio.pdf');
    // Page 1 holds two photos (the grid's lower row under the header, decision 1068) and the logo (3:1, prepared for its header box).
    const coverImages = (await pdfImages(brandedPdf)).filter((row) => row.page === 1);
    expect(coverImages).toHaveLength(3);
    expect(coverImages.filter((row) => Math.abs(row.width / row.height - 3) < 0.05)).toHaveLength(1);
    const zones = pageZones('portrait');
    const frame = logoFrame(LOGO_SIZE, zones.header);
    const cover = await renderPage(brandedPdf, 1, 144);
    // At the header's left end, its look's header height in the middle of page 1's taller header band (decision 1068).
    const logoColumn = Array.from({ length: 400 }, (_, step) => cover.pixelAt(frame.x + frame.width / 2, zones.header.y + step));
    expect(logoColumn.some((pixel) => near(pixel, '#c81010'))).toBe(true);
    // The footer's rule and folio carry the accent (decision 0994): the accent's pixels at the
    // footer's right end, wherever the folio's glyphs fall.
    const second = await renderPage(brandedPdf, 2, 288);
    const accentPixels: { x: number; y: number }[] = [];
    for (let x = zones.footer.x + zones.footer.width * 0.8; x <= zones.footer.x + zones.footer.width; x += 0.25) {
      for (let y = zones.footer.y; y <= zones.footer.y + zones.footer.height; y += 0.25) if (near(second.pixelAt(x, y), ACCENT)) accentPixels.push({ x, y });
    }
    expect(accentPixels.length).toBeGreaterThan(0);

    // 'Rimuovi logo' takes it off the draft and the preview.
    await page.getByRole('button', { name: 'Pagina precedente' }).click();
    await page.getByRole('button', { name: 'Rimuovi logo' }).click();
    await eventually(() => preview(page).getByTestId('preview-logo').count()).toBe(0);
    expect(await page.getByTestId('logo-thumbnail').count()).toBe(0);
    await page.getByLabel('Carica logo').waitFor();
    await context.close();
  });
});
