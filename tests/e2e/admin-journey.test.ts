import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { launchBrowser } from './support/browser.js';
import { dismissCredentialsDialog } from './support/admin-ui.js';
import { chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { waitForToast, eventually } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the administrator journey', () => {
  it('initialises, signs in, manages users, credits and the limit, sees the log and changes the credentials', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();

    await page.goto(`${server.url}/admin/init`);
    await page.getByRole('button', { name: UI_TEXTS.admin.initButton }).click();
    await page.getByText('Admin creato con successo! Ora puoi accedere.').first().waitFor();
    await waitForToast(page, UI_TEXTS.admin.initSuccessTitle);
    await page.getByRole('link', { name: "Vai all'accesso amministratore" }).click();

    // The default credentials are hinted while in force; signing in with them opens the dialog.
    await page.getByLabel('Credenziali predefinite').getByText('admin', { exact: true }).first().waitFor();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
    await dismissCredentialsDialog(page);
    await page.getByText('Stai usando le credenziali predefinite').waitFor();

    await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
    const form = page.getByRole('dialog', { name: 'Crea Nuovo Utente' });
    await form.getByLabel('Username').fill('marco');
    await form.getByLabel('Password').fill('password-123');
    await form.getByLabel('Nome azienda').fill('Maison Rossi');
    await form.getByLabel('Nome persona').fill('Marco Rossi');
    await form.getByLabel('Telefono').fill('+39 06 7654321');
    await form.getByLabel('Email').fill('marco@maison.example');
    await form.getByRole('button', { name: 'Crea Utente' }).click();
    await waitForToast(page, UI_TEXTS.admin.userCreated);
    const row = page.getByRole('row', { name: /Maison Rossi/ });
    await row.waitFor();
    expect(await row.getByText('0', { exact: true }).getAttribute('class')).toContain('bg-danger');

    await row.getByRole('button', { name: 'Modifica crediti di marco' }).click();
    await row.getByRole('spinbutton', { name: 'crediti di marco' }).fill('5');
    await row.getByRole('button', { name: 'Conferma crediti di marco' }).click();
    await waitForToast(page, UI_TEXTS.admin.creditsUpdated);
    await row.getByText('5', { exact: true }).waitFor();
    await eventually(() => page.getByRole('definition').allTextContents()).toEqual(['1', '5', '0']);

    await page.getByRole('button', { name: 'Modifica limite immagini' }).click();
    await page.getByRole('spinbutton', { name: 'limite immagini' }).fill('48');
    await page.getByRole('button', { name: 'Conferma limite immagini' }).click();
    await waitForToast(page, UI_TEXTS.admin.limitUpdatedTitle);
    await eventually(() => page.getByTestId('max-images-value').textContent()).toBe('48');

    // A catalogue charged by the user shows up in the log with an Italian date.
    await chargeAsUser(server.url, 'marco', 12);
    await page.reload();
    // The defaults are still in force, so the dashboard asks again for new credentials.
    await dismissCredentialsDialog(page);
    const logRow = page.getByRole('region', { name: 'Log dei cataloghi' }).getByRole('row', { name: /marco/ });
    await logRow.waitFor();
    expect(await logRow.getByRole('cell').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(await logRow.getByRole('cell').last().textContent()).toBe('12');
    await eventually(() => page.getByRole('definition').allTextContents()).toEqual(['1', '4', '1']);

    await page.getByRole('button', { name: 'Credenziali' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambia Credenziali Amministratore' });
    await dialog.getByLabel('Nuovo username').fill('direzione');
    await dialog.getByLabel('Nuova password').fill('password-sicura-1');
    await dialog.getByRole('button', { name: 'Aggiorna Credenziali' }).click();
    await waitForToast(page, UI_TEXTS.admin.credentialsUpdated);
    await eventually(() => page.getByTestId('admin-username').textContent()).toBe('direzione');
    await eventually(() => page.getByText('Stai usando le credenziali predefinite').count()).toBe(0);

    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin`);
    expect(await page.getByLabel('Credenziali predefinite').count()).toBe(0);
    await context.close();
  });

  it('resets the database after the exact confirmation, and the default administrator is back', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/reset`);
    // The reset page is guarded like the dashboard.
    await page.getByLabel('Username').fill('direzione');
    await page.getByLabel('Password').fill('password-sicura-1');
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
    await page.getByTestId('admin-username').waitFor();
    await page.goto(`${server.url}/admin/reset`);
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Resetta il database' }).click();
    await waitForToast(page, UI_TEXTS.admin.resetSuccessTitle);
    expect(confirmations).toEqual([UI_TEXTS.admin.resetConfirm]);
    await page.getByLabel('Credenziali predefinite').waitFor();
    expect(page.url()).toBe(`${server.url}/admin`);
    await context.close();
  });
});
