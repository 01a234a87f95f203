/**
 * Issue 27.11 in Chromium (WCAG 2.2, 2.4.11 Focus Not Obscured): on every page with a sticky
 * header, an element scrolled into view or focused from below lands under the header, not beneath
 * it. The point just inside the element's top edge must hit the element itself.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { dismissCredentialsDialog } from './support/admin-ui.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { signIn, upload, waitForPhotosReady } from './support/user-ui.js';
import { makeJpeg } from '../fixtures/photos.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'ilaria', crediti: 2 }]);
});

afterAll(() => app?.close());

/** From the bottom of the page, brings the element up the way `how` does; says what covers its top edge. */
async function coverOf(page: Page, target: Locator, how: 'scrollIntoView' | 'focus'): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await target.evaluate((element, way) => (way === 'focus' ? (element as HTMLElement).focus() : element.scrollIntoView()), how);
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 1);
    if (hit && (hit === element || element.contains(hit))) return 'nothing';
    return hit?.closest('header') ? 'the sticky header' : (hit?.tagName ?? 'off screen');
  });
}

async function expectNeverCovered(page: Page, targets: Locator[]): Promise<void> {
  for (const target of targets) {
    for (const how of ['scrollIntoView', 'focus'] as const) expect(`${how}: ${await coverOf(page, target, how)}`).toBe(`${how}: nothing`);
  }
}

describe('the sticky header', () => {
  it('never covers what is scrolled to or focused on the generator page, on a desktop and on a phone', async () => {
    for (const viewport of [{ ...DESKTOP, height: 600 }, PHONE]) {
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, app.server.url, 'ilaria');
      // A photo, so that 'Genera Catalogo PDF' is there and can take the focus.
      await upload(page, [{ name: 'giacca.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 400, height: 300, seed: 1 }) }]);
      await waitForPhotosReady(page, 1);
      await expectNeverCovered(page, [page.getByLabel('Titolo', { exact: true }), page.getByRole('button', { name: UI_TEXTS.generator.generateButton })]);
      await context.close();
    }
  });

  it('never covers what is scrolled to or focused on the administrator dashboard', async () => {
    const context = await app.browser.newContext({ viewport: { ...DESKTOP, height: 600 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
    await dismissCredentialsDialog(page);
    const table = page.getByRole('region', { name: 'Tabella utenti' });
    await table.getByRole('row', { name: /ilaria/ }).waitFor();
    await expectNeverCovered(page, [table, table.getByRole('button').first()]);
    await context.close();
  });
});
