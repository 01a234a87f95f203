/**
 * Issue 37: a user looks at the upload zone before dropping photos on it, and what a drop needs is
 * started meanwhile (decision 1094): the header worker, a photo worker per lane and the PDF worker
 * are running before the first photo, so the first photos wait for no worker to load.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, signIn } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'giulia', crediti: 1 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the generator before the first drop', () => {
  it('starts the header, photo and PDF workers once the upload zone is in view', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, server.url, 'giulia');
    const zone = page.getByTestId('upload-input').locator('xpath=..');
    await zone.scrollIntoViewIfNeeded();
    const running = () => page.workers().map((worker) => new URL(worker.url()).pathname.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '') ?? '');
    await eventually(() => running().sort()).toEqual(expect.arrayContaining(['header-worker', 'photo-worker', 'photo-worker', 'render-worker']));
    expect(await page.getByTestId('image-card').count()).toBe(0);
    await context.close();
  });
});
