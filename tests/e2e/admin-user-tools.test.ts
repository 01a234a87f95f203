/**
 * Issue 6.9 in Chromium: the administrator edits a user, sets a password, reads the credit history,
 * disables and re-enables, and deletes the user from the dashboard; a second browser, signed in as
 * that user, feels each change.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UI_TEXTS } from '../../src/shared/index.js';
import { USER_ACTION_TEXTS as T } from '../../src/web/features/admin/dashboard/user-actions/texts.js';
import { DESKTOP, launchBrowser } from './support/browser.js';
import { AdminClient, chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, signIn, waitForToast } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let userContext: BrowserContext;
let user: Page;

/** The table row of a user, found by the company name. */
const rowOf = (company: string) => admin.getByRole('region', { name: 'Tabella utenti' }).getByRole('row', { name: new RegExp(company) });

/** The user's browser after a reload: signed out means the login form is back. */
async function userIsSignedOut(): Promise<void> {
  await user.reload();
  await user.getByRole('button', { name: UI_TEXTS.login.submit }).waitFor();
  expect(await user.getByRole('heading', { name: 'Personalizza il Catalogo' }).count()).toBe(0);
}

async function tryUserSignIn(username: string, password: string): Promise<void> {
  await user.goto(`${server.url}/login`);
  await user.getByLabel('Username').fill(username);
  await user.getByLabel('Password').fill(password);
  await user.getByRole('button', { name: UI_TEXTS.login.submit }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const seed = new AdminClient(server.url);
  await seed.initAndLogin();
  await seed.createUser({ username: 'chiara', nomeAzienda: 'Sartoria Chiara', crediti: 3 });
  await seed.createUser({ username: 'luca', nomeAzienda: 'Maglieria Luca', crediti: 1 });
  await chargeAsUser(server.url, 'chiara', 5);

  adminContext = await browser.newContext({ viewport: DESKTOP });
  admin = await adminContext.newPage();
  await admin.goto(`${server.url}/admin`);
  await admin.getByLabel('Username').fill('admin');
  await admin.getByLabel('Password').fill('admin');
  await admin.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
  // The defaults are in force: the dashboard asks for new credentials first.
  const credentials = admin.getByRole('dialog', { name: 'Cambia Credenziali Amministratore' });
  await credentials.getByLabel('Nuovo username').fill('direzione');
  await credentials.getByLabel('Nuova password').fill('password-sicura-1');
  await credentials.getByRole('button', { name: 'Aggiorna Credenziali' }).click();
  await waitForToast(admin, UI_TEXTS.admin.credentialsUpdated);
  await rowOf('Sartoria Chiara').waitFor();

  userContext = await browser.newContext({ viewport: DESKTOP });
  user = await userContext.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.sequential('the administrator tools for one user', () => {
  it('edits the details; a username already taken is refused with a clear message', async () => {
    await admin.getByRole('button', { name: T.editLabel('chiara') }).click();
    const dialog = admin.getByRole('dialog', { name: T.editTitle });
    expect(await dialog.getByLabel('Nome azienda').inputValue()).toBe('Sartoria Chiara');

    await dialog.getByLabel('Username').fill('luca');
    await dialog.getByRole('button', { name: T.editSubmit }).click();
    // Told beside the field, not in a toast over the dialog (a toast would take the first Escape).
    await dialog.getByRole('alert').filter({ hasText: MESSAGES.errors.usernameTaken }).waitFor();
    expect(await admin.getByTestId('toast').filter({ hasText: MESSAGES.errors.usernameTaken }).count()).toBe(0);

    await dialog.getByLabel('Email').fill('non-una-email');
    await dialog.getByRole('button', { name: T.editSubmit }).click();
    await dialog.getByText(MESSAGES.validation.emailInvalid).waitFor();

    await dialog.getByLabel('Username').fill('chiara-atelier');
    await dialog.getByLabel('Nome azienda').fill('Atelier Chiara');
    await dialog.getByLabel('Email').fill('chiara@atelier-chiara.example');
    // Sent from the keyboard: a click can land while the refusal above the button is taken away.
    await dialog.getByLabel('Email').press('Enter');
    await waitForToast(admin, T.detailsUpdated);
    await eventually(() => dialog.count()).toBe(0);

    const row = rowOf('Atelier Chiara');
    await row.getByText('chiara-atelier').waitFor();
    await row.getByText('chiara@atelier-chiara.example').waitFor();
    expect(await rowOf('Sartoria Chiara').count()).toBe(0);

    // The user signs in under the new username.
    await signIn(user, server.url, 'chiara-atelier');
  });

  it('sets a new password: the open session ends, only the new password works', async () => {
    await admin.getByRole('button', { name: T.passwordLabel('chiara-atelier') }).click();
    const dialog = admin.getByRole('dialog', { name: T.passwordTitle });
    await dialog.getByLabel(T.passwordField).fill('corta');
    await dialog.getByRole('button', { name: T.passwordSubmit }).click();
    await dialog.getByText(MESSAGES.validation.tooShort(8)).waitFor();
    await dialog.getByLabel(T.passwordField).fill('nuova-password-9');
    await dialog.getByRole('button', { name: T.passwordSubmit }).click();
    await waitForToast(admin, T.passwordSet);
    await eventually(() => dialog.count()).toBe(0);

    await userIsSignedOut();
    await tryUserSignIn('chiara-atelier', 'password-123');
    await waitForToast(user, MESSAGES.errors.invalidCredentials);
    await signIn(user, server.url, 'chiara-atelier', 'nuova-password-9');
  });

  it('shows the credit history from the ledger: who, when, from, to and why', async () => {
    const row = rowOf('Atelier Chiara');
    await row.getByRole('button', { name: 'Modifica crediti di chiara-atelier' }).click();
    await row.getByRole('spinbutton', { name: 'crediti di chiara-atelier' }).fill('6');
    await row.getByRole('button', { name: 'Conferma crediti di chiara-atelier' }).click();
    await waitForToast(admin, UI_TEXTS.admin.creditsUpdated);

    await admin.getByRole('button', { name: T.historyLabel('chiara-atelier') }).click();
    const table = admin.getByRole('dialog', { name: T.historyTitle }).getByRole('region', { name: T.historyTitle });
    await table.getByRole('row').nth(3).waitFor();
    const rows = await table.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.map(([date, ...rest]) => [date?.replace(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, 'data'), ...rest])).toEqual([
      ['data', 'direzione', '2', '6', MESSAGES.userAccounts.creditsAdded],
      ['data', MESSAGES.userAccounts.catalogueActor, '3', '2', 'Catalogo generato (5 immagini)'],
      ['data', 'direzione', '0', '3', MESSAGES.userAccounts.creditsAdded],
    ]);
    await admin.keyboard.press('Escape');
    await eventually(() => table.count()).toBe(0);
  });

  it('disables the user: the session ends, sign-in is refused, credits kept; re-enabling lets them in', async () => {
    await admin.getByRole('button', { name: T.disableLabel('chiara-atelier') }).click();
    const confirm = admin.getByRole('dialog', { name: T.disableTitle });
    await confirm.getByRole('button', { name: T.disableConfirm }).click();
    await waitForToast(admin, T.disabled);
    const row = rowOf('Atelier Chiara');
    await row.getByText(T.disabledBadge).waitFor();
    expect(await row.getByText('6', { exact: true }).count()).toBe(1);
    expect(await rowOf('Maglieria Luca').getByText(T.disabledBadge).count()).toBe(0);

    await userIsSignedOut();
    // A wrong password learns nothing about the account; the right one is told it is disabled.
    await tryUserSignIn('chiara-atelier', 'password-sbagliata');
    await waitForToast(user, MESSAGES.errors.invalidCredentials);
    await tryUserSignIn('chiara-atelier', 'nuova-password-9');
    await waitForToast(user, MESSAGES.userAccounts.accountDisabled);
    expect(await user.getByRole('heading', { name: 'Personalizza il Catalogo' }).count()).toBe(0);

    await admin.getByRole('button', { name: T.enableLabel('chiara-atelier') }).click();
    await admin.getByRole('dialog', { name: T.enableTitle }).getByRole('button', { name: T.enableConfirm }).click();
    await waitForToast(admin, T.enabled);
    await eventually(() => row.getByText(T.disabledBadge).count()).toBe(0);
    await signIn(user, server.url, 'chiara-atelier', 'nuova-password-9');
  });

  it('deletes the user after a confirmation: the log keeps the catalogue without the name', async () => {
    const deleteButton = admin.getByRole('button', { name: T.deleteLabel('chiara-atelier') });
    await deleteButton.click();
    const confirm = admin.getByRole('dialog', { name: T.deleteTitle });
    await confirm.getByText(/non si può annullare/).waitFor();
    // The safe choice has the focus: Enter or Escape on a surprise dialog deletes nothing.
    await eventually(() => admin.evaluate(() => document.activeElement?.textContent)).toBe('Annulla');
    await admin.keyboard.press('Escape');
    await eventually(() => confirm.count()).toBe(0);
    expect(await rowOf('Atelier Chiara').count()).toBe(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: T.deleteConfirm }).click();
    await waitForToast(admin, T.deleted);
    await eventually(() => rowOf('Atelier Chiara').count()).toBe(0);
    await rowOf('Maglieria Luca').waitFor();

    const logRow = admin.getByRole('region', { name: 'Log dei cataloghi' }).getByRole('row', { name: new RegExp(MESSAGES.userAccounts.deletedUserLabel) });
    await logRow.waitFor();
    expect(await logRow.getByRole('cell').last().textContent()).toBe('5');
    expect(await admin.getByRole('region', { name: 'Log dei cataloghi' }).getByText(/chiara/).count()).toBe(0);
    // Users, credits, catalogues: Luca alone with 1 credit; the catalogue still counts.
    await eventually(() => admin.getByRole('definition').allTextContents()).toEqual(['1', '1', '1']);

    await userIsSignedOut();
    await tryUserSignIn('chiara-atelier', 'nuova-password-9');
    await waitForToast(user, MESSAGES.errors.invalidCredentials);
  });
});
