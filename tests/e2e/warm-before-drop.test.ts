/**
 * Issue 37: a user looks at the upload zone before dropping photos on it, and what a drop needs is
 * started meanwhile (decision 1094): the header worker, a photo worker per lane and the PDF worker
 * are running before the first photo, so the first photos wait for no worker to load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { eventually, signIn } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'giulia', crediti: 1 }]);
});

afterAll(() => app?.close());

describe('the generator before the first drop', () => {
  it('starts the header, photo and PDF workers once the upload zone is in view', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'giulia');
    const zone = page.getByTestId('upload-input').locator('xpath=..');
    await zone.scrollIntoViewIfNeeded();
    const running = () => page.workers().map((worker) => new URL(worker.url()).pathname.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '') ?? '');
    await eventually(() => running().sort()).toEqual(expect.arrayContaining(['header-worker', 'photo-worker', 'photo-worker', 'render-worker']));
    expect(await page.getByTestId('image-card').count()).toBe(0);
    await context.close();
  });
});
