/**
 * Issues 35.1, 35.6 and 38.4 in Chromium, as a user meets them: the footer field shows the
 * account's contact line an empty footer prints; a JPEG whose header lies about its size is refused
 * on its card, in Italian, while the others are prepared; 'Riempi' offers the frames' shape, and the
 * catalogue is generated with 2:3 frames from the preview to the PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { makeJpeg } from '../fixtures/photos.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForPhotosReady } from './support/user-ui.js';

let app: CustomerApp;
let downloads: string;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'aurora', crediti: 2 }]);
  downloads = await mkdtemp(join(tmpdir(), 'vetrina-frames-'));
});

afterAll(async () => {
  await app?.close();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

/** A real 1200 × 1600 JPEG whose frame header says 10000 × 10000 (decision 0992). */
async function lyingJpeg(): Promise<Buffer> {
  const jpeg = await makeJpeg({ width: 1200, height: 1600, seed: 9 });
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2) {
      jpeg.writeUInt16BE(10000, at + 5);
      jpeg.writeUInt16BE(10000, at + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header');
}

describe('frames, the contact footer and photos that lie about their size', () => {
  it('shows what an empty footer prints, refuses the lying photo by name, and fills 2:3 frames', async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'aurora');
    // The account's contact line replaces the language's word once the profile has come back.
    await eventually(() => page.getByLabel('Piè di pagina').getAttribute('placeholder')).toBe('Atelier Aurora · aurora@atelier.example · +39 02 1234567');

    const photos = await Promise.all([1, 2, 3].map(async (seed) => ({ name: `abito-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 800, height: 1200, seed }) })));
    await upload(page, [...photos, { name: 'bugiarda.jpg', mimeType: 'image/jpeg', buffer: await lyingJpeg() }]);
    const lying = page.locator('[data-testid="image-card"][data-status="failed"]');
    await lying.getByText('La foto "bugiarda.jpg" dichiara 10000 × 10000 pixel ma i suoi dati ne contengono solo una parte').waitFor();
    await eventually(() => page.locator('[data-testid="image-card"][data-status="ready"]').count()).toBe(3);

    await expect(page.getByRole('group', { name: 'Formato delle foto' }).count()).resolves.toBe(0);
    await choose(page, /Riempi/);
    await page.getByRole('group', { name: 'Formato delle foto' }).waitFor();
    expect(await page.getByRole('radio', { name: /Automatico/ }).isChecked()).toBe(true);
    await choose(page, /^2:3/);

    await page.getByRole('button', { name: 'Rimuovi bugiarda.jpg' }).click();
    await waitForPhotosReady(page, 3);
    // The preview draws each photo clipped to its frame: 2:3, as the PDF will.
    await eventually(async () => {
      const frames = await page.getByTestId('preview-cropped').evaluateAll((svgs) => svgs.map((svg) => Number(svg.getAttribute('width')) / Number(svg.getAttribute('height'))));
      return frames.length === 3 && frames.every((ratio) => Math.abs(ratio - 2 / 3) < 0.001);
    }).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(downloads, 'catalogo.pdf');
    await (await download).saveAs(path);
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain('Atelier Aurora · aurora@atelier.example · +39 02 1234567');
    await context.close();
  });
});
