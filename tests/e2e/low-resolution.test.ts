/**
 * Issue 11.6 in Chromium: a photo that would print under 150 ppi says so on its card with its
 * effective ppi, the figure follows the layout, and the photos are listed once before generating.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { makeJpeg } from '../fixtures/photos.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForPhotosReady } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'lidia', crediti: 2 }]);
});

afterAll(() => app?.close());

describe('low-resolution photos', () => {
  it('are flagged on their card with their ppi, updated with the layout, and listed once before generating', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'lidia');
    await upload(page, [
      { name: 'minuscola.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 40, height: 40, seed: 1 }) },
      { name: 'nitida.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 1600, height: 1200, seed: 2 }) },
    ]);
    await waitForPhotosReady(page, 2);

    const small = page.getByTestId('image-card').filter({ hasText: 'minuscola.jpg' });
    const sharp = page.getByTestId('image-card').filter({ hasText: 'nitida.jpg' });
    const warning = small.getByTestId('low-resolution');
    await warning.waitFor();
    const ppiOf = async () => Number(/(\d+) ppi/.exec((await warning.textContent()) ?? '')?.[1]);
    const atFour = await ppiOf();
    expect(await warning.textContent()).toBe(UI_TEXTS.generator.lowResolution(atFour));
    expect(atFour).toBeLessThan(20);
    expect(await sharp.getByTestId('low-resolution').count()).toBe(0);
    expect(await page.getByTestId('low-resolution-summary').textContent()).toBe(UI_TEXTS.generator.lowResolutionSummary(`minuscola.jpg (${atFour} ppi)`));

    // Nine to a page, a landscape page: its two photos alone print larger there (decision 1068), the figure follows.
    await choose(page, '9 (3×3)');
    await eventually(ppiOf).toBeLessThan(atFour);
    expect(await page.getByTestId('low-resolution-summary').textContent()).toContain(`minuscola.jpg (${await ppiOf()} ppi)`);
    expect(await seriousViolations(page)).toEqual([]);

    // Without the small photo nothing is flagged.
    await page.getByRole('button', { name: 'Rimuovi minuscola.jpg' }).click();
    await eventually(() => page.getByTestId('low-resolution-summary').count()).toBe(0);
    await context.close();
  });
});
