/**
 * Issue 5, stored XSS: hostile strings saved in every user field through the administrator API are
 * shown as plain text in the administrator's tables and in the generator header, and none of them
 * runs. The browser ignores the page's CSP here (bypassCSP), so what is tested is the rendering
 * itself; the CSP is a second wall, not the one this test leans on.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { launchBrowser } from './support/browser.js';
import { AdminClient, chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, signIn, waitForToast } from './support/user-ui.js';

/** Each payload, if it ever ran, would set window.__pwned and open a dialog. */
const PAYLOADS = [
  `<img src=x onerror="window.__pwned='img';alert(1)">`,
  `"><script>window.__pwned='script';alert(2)</script>`,
  `javascript:window.__pwned='link';alert(3)`,
  `<svg onload="window.__pwned='svg';alert(4)">`,
  `</td></tr><tr><td><iframe src="javascript:top.__pwned='frame';alert(5)"></iframe>`,
  `{{constructor.constructor('window.__pwned="template";alert(6)')()}}`,
  `<a href="javascript:window.__pwned='href'">clicca</a>`,
];
/** Usernames are at most 50 characters. */
const HOSTILE_USERNAMES = ['<img src=x onerror=window.__pwned=1>', '"><script>__pwned=1</script>', 'javascript:__pwned=1'];
/** The email validator refuses markup; an apostrophe (which breaks attribute quoting) gets through. */
const HOSTILE_EMAIL = "o'brien@x.it";

let server: RunningServer;
let browser: Browser;
let admin: AdminClient;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = new AdminClient(server.url);
  await admin.initAndLogin();
  for (const [index, username] of HOSTILE_USERNAMES.entries()) {
    await admin.createUser({
      username,
      nomeAzienda: PAYLOADS[(index * 3) % PAYLOADS.length] ?? '',
      nomePersona: PAYLOADS[(index * 3 + 1) % PAYLOADS.length] ?? '',
      telefono: PAYLOADS[(index * 3 + 2) % PAYLOADS.length] ?? '',
      email: index === 0 ? HOSTILE_EMAIL : `utente${index}@example.com`,
      crediti: 5,
    });
    // The catalogue log shows the username too.
    await chargeAsUser(server.url, username, 3);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records any dialog and reports whether anything of the payloads ran or was parsed as markup. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; dialogs: string[] }> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as Window & { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing of the payloads became an element.
  expect(await page.locator('img[src="x"], svg[onload], iframe, script:not([src]), a[href^="javascript:"]').count()).toBe(0);
}

describe('hostile strings in user fields', () => {
  it('the server refuses markup in an email address', async () => {
    await expect(admin.createUser({ username: 'posta-ostile', email: '"<img src=x onerror=alert(1)>"@x.it' })).rejects.toThrow(/400/);
  });

  it('are shown as text in the administrator tables, and nothing runs', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 900 } });
    const { page, dialogs } = await watchedPage(context);
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Accedi' }).click();
    // The defaults are still in force: the credentials dialog opens first.
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');

    const users = page.getByRole('region', { name: 'Tabella utenti' });
    for (const text of [...PAYLOADS.slice(0, 3 * HOSTILE_USERNAMES.length), ...HOSTILE_USERNAMES, HOSTILE_EMAIL]) {
      await users.getByRole('cell', { name: text, exact: true }).first().waitFor();
    }
    const logs = page.getByRole('region', { name: 'Log dei cataloghi' });
    for (const username of HOSTILE_USERNAMES) await logs.getByRole('cell', { name: username, exact: true }).waitFor();
    await expectNothingRan(page, dialogs);

    // The control: the same payload parsed as markup on this page does run, so the checks above can fail.
    await page.evaluate((payload) => document.body.insertAdjacentHTML('beforeend', payload), PAYLOADS[0] ?? '');
    await eventually(() => page.evaluate(() => (window as Window & { __pwned?: unknown }).__pwned)).toBe('img');
    await eventually(() => dialogs.length).toBe(1);
    await context.close();
  });

  it('are shown as text in the generator header and the welcome, and nothing runs', async () => {
    for (const [index, username] of HOSTILE_USERNAMES.entries()) {
      const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 900 } });
      const { page, dialogs } = await watchedPage(context);
      await signIn(page, server.url, username);
      await waitForToast(page, UI_TEXTS.login.welcome(PAYLOADS[(index * 3 + 1) % PAYLOADS.length] ?? '', 4));
      const header = page.locator('header');
      await eventually(() => header.getByText(PAYLOADS[(index * 3 + 1) % PAYLOADS.length] ?? '', { exact: true }).count()).toBe(1);
      await eventually(() => header.getByText(PAYLOADS[(index * 3) % PAYLOADS.length] ?? '', { exact: true }).count()).toBe(1);
      await expectNothingRan(page, dialogs);
      await context.close();
    }
  });
});
