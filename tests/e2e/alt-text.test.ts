/**
 * Issue 12.3 in Chromium: an alternative text typed in the caption editor survives a reload in the
 * draft and reaches the downloaded PDF's structure tree; a photo without one is read by its place.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { makeJpeg } from '../fixtures/photos.js';
import { structureOf } from '../unit/engine/pdf-reader.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

const ALT = 'Cappotto lungo color cammello, vista frontale';
let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'irene', crediti: 2 }]);
});

afterAll(() => app?.close());

describe('alternative texts', () => {
  it('are typed in the caption editor, kept in the draft and found in the downloaded PDF’s tree', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'irene');
    await upload(page, [
      { name: 'cappotto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 1 }) },
      { name: 'borsa.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 800, height: 600, seed: 2 }) },
    ]);
    await waitForPhotosReady(page, 2);
    const card = (name: string) => page.getByTestId('image-card').filter({ hasText: name });

    await card('cappotto.jpg').getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di cappotto.jpg` }).click();
    const alt = card('cappotto.jpg').getByLabel(DRAFT_TEXTS.captionAlt);
    expect(await alt.getAttribute('maxlength')).toBe('250');
    await alt.fill(ALT);
    await card('borsa.jpg').getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di borsa.jpg` }).click();
    await card('borsa.jpg').getByText(DRAFT_TEXTS.captionAltHint('Foto 2')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Kept in the draft: back after a reload.
    await page.reload();
    await waitForPhotosReady(page, 2);
    await card('cappotto.jpg').getByRole('button', { name: `${DRAFT_TEXTS.editCaption} di cappotto.jpg` }).click();
    await eventually(() => card('cappotto.jpg').getByLabel(DRAFT_TEXTS.captionAlt).inputValue()).toBe(ALT);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-alt-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    const figures = (await structureOf(path)).filter((node) => node.role === 'Figure');
    expect(figures.map((figure) => figure.alt)).toEqual([ALT, 'Foto 2']);
    await context.close();
  });
});
