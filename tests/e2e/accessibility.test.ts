import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { dismissCredentialsDialog } from './support/admin-ui.js';
import { DESKTOP, PHONE, launchBrowser, saveScreenshot, seriousViolations } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { photoFile, signIn, upload, waitForPhotosReady } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_DEBUG: 'true' }), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'phone-user', crediti: 2 });
  await admin.createUser({ username: 'desktop-user', crediti: 0 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every screen, in both sizes: axe finds nothing serious or critical, and a screenshot is kept. */
describe.each([
  ['phone', PHONE, 'phone-user'],
  ['desktop', DESKTOP, 'desktop-user'],
] as const)('every screen on a %s', (label, viewport, username) => {
  const found: Record<string, string[]> = {};

  async function check(page: Page, screen: string): Promise<void> {
    await saveScreenshot(page, `${screen}-${label}`);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[screen] = violations;
  }

  it('has no serious or critical accessibility violation', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: UI_TEXTS.login.submit }).waitFor();
    await check(page, 'login');

    await page.goto(`${server.url}/features`);
    await page.getByRole('heading', { name: 'Funzionalità' }).waitFor();
    await check(page, 'features');

    await signIn(page, server.url, username);
    await upload(page, await Promise.all([photoFile('jpeg', 1), photoFile('png-alpha', 2), photoFile('webp', 3), photoFile('gif', 4), photoFile('jpeg', 5)]));
    await waitForPhotosReady(page, 5);
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await check(page, 'generator');

    await page.goto(`${server.url}/pagina-inesistente`);
    await page.getByRole('heading', { name: UI_TEXTS.notFound }).waitFor();
    await check(page, 'not-found');

    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).waitFor();
    await page.getByLabel('Credenziali predefinite').waitFor();
    await check(page, 'admin-login');

    await page.goto(`${server.url}/admin/init`);
    await page.getByRole('button', { name: UI_TEXTS.admin.initButton }).waitFor();
    await check(page, 'admin-init');

    await page.goto(`${server.url}/admin/test`);
    await page.getByRole('button', { name: 'Esegui il test' }).click();
    await page.getByRole('heading', { name: 'Credenziali valide' }).waitFor();
    await check(page, 'admin-test');

    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
    await page.getByRole('dialog', { name: 'Cambia Credenziali Amministratore' }).waitFor();
    await check(page, 'admin-credentials-dialog');
    await dismissCredentialsDialog(page);
    await page.getByText('desktop-user', { exact: true }).filter({ visible: true }).first().waitFor();
    await check(page, 'admin-dashboard');

    await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
    await page.getByRole('dialog', { name: 'Crea Nuovo Utente' }).waitFor();
    await check(page, 'admin-create-user');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/admin/reset`);
    await page.getByRole('heading', { name: 'Operazione irreversibile' }).waitFor();
    await check(page, 'admin-reset');

    await context.close();
    expect(found).toEqual({});
  });
});
