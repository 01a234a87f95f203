/**
 * Issue 35.5 in Chromium: 'Pagina intera' ticked on a photo's card gives it a page of its own in
 * the preview (its caption in the white foot, decision 1071) and in the downloaded PDF, where the photo stands whole
 * on a plate (decision 1093) and was prepared for it, not for a grid cell; 'In evidenza' gives a photo the top half of its page;
 * Galleria's 'Una foto per pagina, al vivo' gives every photo such a page.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mmToPoints } from '../../src/catalog/layout/geometry.js';
import { UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { makeJpeg } from '../fixtures/photos.js';
import { imagePlacements, pdfImages, pdfInfo, pdfText } from '../unit/engine/poppler.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'nadia', crediti: 2 }, { username: 'greta', crediti: 1 }]);
});

afterAll(() => app?.close());

describe("'Pagina intera'", () => {
  it('gives the photo a page of its own in the preview and in the PDF, prepared for the whole page', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'nadia');
    await upload(page, await Promise.all([1, 2, 3, 4].map(async (seed) => ({ name: `capo-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 1600, height: 2400, seed }) }))));
    await waitForPhotosReady(page, 4);
    const card = page.getByTestId('image-card').filter({ hasText: 'capo-2.jpg' });
    await card.getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di capo-2.jpg` }).click();
    await card.getByLabel(DRAFT_TEXTS.captionName).fill('Abito lungo in seta');
    await card.getByLabel(DRAFT_TEXTS.fullPage).check();
    // The first photo 'In evidenza': at 4 per page page 1's row holds no block beside its header, so the hero opens
    // the catalogue under it, the grid's whole width (decision 1073; before, page 2 alone); the full page follows it.
    const first = page.getByTestId('image-card').filter({ hasText: 'capo-1.jpg' });
    await first.getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di capo-1.jpg` }).click();
    await first.getByLabel(DRAFT_TEXTS.hero).check();
    // The preview shows one page at a time: three now, the second the photo's own.
    await eventually(() => page.getByTestId('preview-page-label').textContent()).toContain('di 3');
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await eventually(() => page.getByTestId('preview-page-label').textContent()).toContain('2 di 3');
    // Its caption in the white foot under the photo, no panel over it (decisions 1071, 1073).
    expect(await page.getByTestId('catalog-preview').getByTestId('preview-panel').count()).toBe(0);
    expect(await page.getByTestId('catalog-preview').getByTestId('preview-photo').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-full-page-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    expect((await pdfInfo(path)).Pages).toBe('3');
    const placements = await imagePlacements(path, 841.89);
    const heroes = placements.filter((image) => image.page === 1);
    const others = placements.filter((image) => image.page === 3);
    expect(heroes).toHaveLength(1);
    expect(others).toHaveLength(2);
    expect(heroes[0]?.height).toBeGreaterThan(1.15 * (others[0]?.height ?? Infinity));
    const placed = placements.filter((image) => image.page === 2);
    expect(placed).toHaveLength(1);
    // A 2:3 photo is narrower than the page: it prints whole on a plate inside the page's margins,
    // rather than cut at its crown and feet to cover it (decisions 1093, 1099).
    expect(placed[0]?.x).toBeGreaterThanOrEqual(mmToPoints(10) - 0.5);
    expect((placed[0]?.x ?? 0) + (placed[0]?.width ?? 0)).toBeLessThanOrEqual(595.28 - mmToPoints(10) + 0.5);
    expect(placed[0]?.height).toBeGreaterThan(841.89 * 0.7);
    expect((placed[0]?.height ?? 0) / (placed[0]?.width ?? 1)).toBeCloseTo(1.5, 1);
    expect(await pdfText(path, 2)).toContain('Abito lungo in seta');
    // Prepared for the plate, not for a quarter of the page.
    expect(Math.max(...(await pdfImages(path)).filter((image) => image.page === 2).map((image) => image.width))).toBe(1600);
    await context.close();
  });
});

describe("Galleria's 'Una foto per pagina, al vivo'", () => {
  it('gives every photo a full-bleed page after the title, in the preview and in the PDF, prepared for the page', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'greta');
    await page.getByLabel('Titolo', { exact: true }).fill('Lookbook');
    await upload(page, await Promise.all([1, 2, 3].map(async (seed) => ({ name: `capo-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 1600, height: 2400, seed }) }))));
    await waitForPhotosReady(page, 3);
    const onePerPage = page.getByLabel('Una foto per pagina, al vivo');
    // Offered in Galleria only.
    expect(await onePerPage.count()).toBe(0);
    await choose(page, /^Galleria/);
    await onePerPage.check();
    await eventually(() => page.getByTestId('preview-page-label').textContent()).toBe('Pagina 1 di 4');
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await eventually(() => page.getByTestId('preview-page-label').textContent()).toBe('Pagina 2 di 4');
    expect(await page.getByTestId('catalog-preview').getByTestId('preview-photo').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-one-per-page-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    expect((await pdfInfo(path)).Pages).toBe('4');
    expect(await pdfText(path, 1)).toContain('Lookbook');
    const placements = await imagePlacements(path, 841.89);
    for (const number of [2, 3, 4]) {
      const [image, ...others] = placements.filter((placement) => placement.page === number);
      expect(others).toEqual([]);
      expect(image?.width).toBeGreaterThanOrEqual(595);
      expect(image?.height).toBeGreaterThanOrEqual(841.89 - 0.5);
    }
    // Each photo prepared for the whole page (1600 px across 210 mm), not for a cell.
    expect(Math.max(...(await pdfImages(path)).map((image) => image.width))).toBe(1600);
    await context.close();
  });
});
