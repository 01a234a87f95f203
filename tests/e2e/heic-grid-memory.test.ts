/**
 * Issue 38.4: HEIC grids at the 100-megapixel limit (60-75 KB files: one small tile repeated, as
 * phones store large photos) cost the page their decode while they are prepared and give it back
 * at once. A WebAssembly heap never shrinks and an idle worker collects its garbage when it gets to
 * it: three of them left Chromium holding 1.2 GB more for 17 s after their cards were ready (eight:
 * 2 GB), until the workers happened to collect. The photo worker that decoded one is now replaced by
 * a fresh one (src/web/engine/worker-heap.ts): the page is back within 0.2 GB of where it started
 * when the last card is ready.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heicGrid } from '../fixtures/heic/heic-grid.js';
import { browserMemoryMb } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { signIn, upload } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'griglie', crediti: 1 }]);
});

afterAll(async () => {
  await app?.close();
});

/** 24 × 24 tiles of 480 × 360: 11,520 × 8,640 pixels, 99.5 MP, just inside the limit. */
const GRID = Buffer.from(heicGrid({ rows: 24, columns: 24 }));
const COUNT = 3;
/** What the page may keep once the grids are prepared: their thumbnails and prepared JPEGs are a few MB. */
const HELD_MB = 500;

it('gives back the memory of three 100 MP HEIC grids as soon as they are prepared', { timeout: 600_000 }, async () => {
  const page = await app.browser.newPage();
  await signIn(page, app.server.url, 'griglie');
  await page.getByTestId('upload-input').waitFor({ state: 'attached' });
  const before = await browserMemoryMb();

  await upload(page, Array.from({ length: COUNT }, (_, index) => ({ name: `griglia-${index + 1}.heic`, mimeType: 'image/heic', buffer: GRID })));
  // Each grid is a full 100 MP decode in WebAssembly: minutes on a busy 2-core machine, not seconds.
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="image-card"][data-status="ready"]').length === count,
    COUNT,
    { timeout: 480_000, polling: 500 },
  );

  // A few seconds for the ended workers' threads to be torn down, far less than a collection waited for.
  await expect.poll(async () => (await browserMemoryMb()) - before, { timeout: 5_000, interval: 250 }).toBeLessThan(HELD_MB);
  await page.close();
});
