/**
 * Issue 6.9 in Chromium: the administrator edits a user, sets a password, reads the credit history,
 * disables and re-enables, and deletes a user from the dashboard; a second browser, signed in as
 * that user, feels each change. Each test signs the administrator in on a page of its own and
 * closes it, so a step lost in one test cannot leave a dialog open for the next (issue 27.10).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UI_TEXTS } from '../../src/shared/index.js';
import { USER_ACTION_TEXTS as T } from '../../src/web/features/admin/dashboard/user-actions/texts.js';
import { DESKTOP, launchBrowser } from './support/browser.js';
import { AdminClient, chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, signIn, waitForRefocusedField, waitForToast } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;
/** What each test opened, closed after it whatever happened. */
let contexts: BrowserContext[] = [];

/**
 * Each test has a user of its own, made before the administrator signs in, so that no test leans on
 * what another did or on the order they run in (issue 13.9).
 */
const USERS = {
  edit: { username: 'chiara', nomeAzienda: 'Sartoria Chiara' },
  password: { username: 'marta', nomeAzienda: 'Camiceria Marta' },
  history: { username: 'paola', nomeAzienda: 'Pelletteria Paola' },
  disable: { username: 'sara', nomeAzienda: 'Sartoria Sara' },
  remove: { username: 'elena', nomeAzienda: 'Modisteria Elena' },
} as const;
/** Every user starts with 3 credits; these spend one on a catalogue of 5 photos. */
const CHARGED = [USERS.history.username, USERS.remove.username];

const ADMIN = { username: 'direzione', password: 'password-sicura-1' };

/** The table row of a user, found by the company name. */
const rowOf = (admin: Page, company: string) => admin.getByRole('region', { name: 'Tabella utenti' }).getByRole('row', { name: new RegExp(company) });

/** A browser of the user's own, for one test. */
async function userBrowser(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  contexts.push(context);
  return context.newPage();
}

/** The administrator's dashboard on a page of the test's own. */
async function adminDashboard(): Promise<Page> {
  const admin = await userBrowser();
  await admin.goto(`${server.url}/admin`);
  await admin.getByLabel('Username').fill(ADMIN.username);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
  await rowOf(admin, 'Maglieria Luca').waitFor();
  return admin;
}

/** The user's browser after a reload: signed out means the login form is back. */
async function userIsSignedOut(user: Page): Promise<void> {
  await user.reload();
  await user.getByRole('button', { name: UI_TEXTS.login.submit }).waitFor();
  expect(await user.getByRole('heading', { name: 'Personalizza il Catalogo' }).count()).toBe(0);
}

async function tryUserSignIn(user: Page, username: string, password: string): Promise<void> {
  await user.goto(`${server.url}/login`);
  await user.getByLabel('Username').fill(username);
  await user.getByLabel('Password').fill(password);
  await user.getByRole('button', { name: UI_TEXTS.login.submit }).click();
}

/** The dashboard's counters: users, credits, catalogues. */
const stats = async (admin: Page) => (await admin.getByRole('definition').allTextContents()).map(Number);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const seed = new AdminClient(server.url);
  await seed.initAndLogin();
  for (const user of [...Object.values(USERS), { username: 'luca', nomeAzienda: 'Maglieria Luca' }]) await seed.createUser({ ...user, crediti: 3 });
  for (const username of CHARGED) await chargeAsUser(server.url, username, 5);
  await seed.setCredentials(ADMIN.username, ADMIN.password);
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the administrator tools for one user', () => {
  it('edits the details; a username already taken is refused with a clear message', async () => {
    const admin = await adminDashboard();
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
    // On a loaded machine the refocus fired while the next field was being typed and took its text.
    await waitForRefocusedField(dialog.getByLabel('Email'));

    const details = { username: 'chiara-atelier', nomeAzienda: 'Atelier Chiara', email: 'chiara@atelier-chiara.example' };
    await dialog.getByLabel('Username').fill(details.username);
    await dialog.getByLabel('Nome azienda').fill(details.nomeAzienda);
    await dialog.getByLabel('Email').fill(details.email);
    const saved = admin.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes('/api/admin/users/'));
    // A click, as a person does: the errors' lines are reserved, so the button stays under the pointer.
    await dialog.getByRole('button', { name: T.editSubmit }).click();
    // What the dialog sent is what was typed, read before the table so that a failure says which went astray.
    expect((await saved).postDataJSON()).toMatchObject(details);
    await waitForToast(admin, T.detailsUpdated);
    await eventually(() => dialog.count()).toBe(0);

    // The table's rows as text, so that a failure shows what the table held.
    await eventually(() => admin.locator('tbody tr').allInnerTexts()).toContainEqual(expect.stringMatching(/Atelier Chiara[\s\S]*chiara-atelier[\s\S]*chiara@atelier-chiara\.example/u));
    // And reachable by role: no dialog left the page hidden from assistive technology.
    await rowOf(admin, 'Atelier Chiara').getByText('chiara-atelier').waitFor();
    expect(await rowOf(admin, 'Sartoria Chiara').count()).toBe(0);

    // The user signs in under the new username.
    await signIn(await userBrowser(), server.url, 'chiara-atelier');
  });

  it('keeps the dialog\'s button in place while refusals and field errors come and go', async () => {
    const admin = await adminDashboard();
    await admin.getByRole('button', { name: T.editLabel('luca') }).click();
    const dialog = admin.getByRole('dialog', { name: T.editTitle });
    const button = dialog.getByRole('button', { name: T.editSubmit });
    const place = async () => JSON.stringify(await button.boundingBox());
    const before = await place();

    await dialog.getByLabel('Email').fill('non-una-email');
    await button.click();
    await dialog.getByText(MESSAGES.validation.emailInvalid).waitFor();
    expect(await place()).toBe(before);
    // Typing the address right takes the error away while the pointer heads for the button.
    await dialog.getByLabel('Email').fill('luca@atelier.example');
    await eventually(() => dialog.getByText(MESSAGES.validation.emailInvalid).count()).toBe(0);
    expect(await place()).toBe(before);

    await dialog.getByLabel('Username').fill('paola');
    await button.click();
    await dialog.getByRole('alert').filter({ hasText: MESSAGES.errors.usernameTaken }).waitFor();
    expect(await place()).toBe(before);
  });

  it('sets a new password: the open session ends, only the new password works', async () => {
    const admin = await adminDashboard();
    const user = await userBrowser();
    await signIn(user, server.url, 'marta');
    await admin.getByRole('button', { name: T.passwordLabel('marta') }).click();
    const dialog = admin.getByRole('dialog', { name: T.passwordTitle });
    await dialog.getByLabel(T.passwordField).fill('corta');
    await dialog.getByRole('button', { name: T.passwordSubmit }).click();
    await dialog.getByText(MESSAGES.validation.tooShort(8)).waitFor();
    await dialog.getByLabel(T.passwordField).fill('nuova-password-9');
    await dialog.getByRole('button', { name: T.passwordSubmit }).click();
    await waitForToast(admin, T.passwordSet);
    await eventually(() => dialog.count()).toBe(0);

    await userIsSignedOut(user);
    await tryUserSignIn(user, 'marta', 'password-123');
    await waitForToast(user, MESSAGES.errors.invalidCredentials);
    await signIn(user, server.url, 'marta', 'nuova-password-9');
  });

  it('shows the credit history from the ledger: who, when, from, to and why', async () => {
    const admin = await adminDashboard();
    const row = rowOf(admin, USERS.history.nomeAzienda);
    await row.getByRole('button', { name: 'Modifica crediti di paola' }).click();
    await row.getByRole('spinbutton', { name: 'crediti di paola' }).fill('6');
    await row.getByRole('button', { name: 'Conferma crediti di paola' }).click();
    await waitForToast(admin, UI_TEXTS.admin.creditsUpdated);

    await admin.getByRole('button', { name: T.historyLabel('paola') }).click();
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
    const admin = await adminDashboard();
    const user = await userBrowser();
    await signIn(user, server.url, 'sara');
    await admin.getByRole('button', { name: T.disableLabel('sara') }).click();
    const confirm = admin.getByRole('dialog', { name: T.disableTitle });
    await confirm.getByRole('button', { name: T.disableConfirm }).click();
    await waitForToast(admin, T.disabled);
    const row = rowOf(admin, USERS.disable.nomeAzienda);
    await row.getByText(T.disabledBadge).waitFor();
    expect(await row.getByText('3', { exact: true }).count()).toBe(1);
    expect(await rowOf(admin, 'Maglieria Luca').getByText(T.disabledBadge).count()).toBe(0);

    await userIsSignedOut(user);
    // A wrong password learns nothing about the account; the right one is told it is disabled.
    await tryUserSignIn(user, 'sara', 'password-sbagliata');
    await waitForToast(user, MESSAGES.errors.invalidCredentials);
    await tryUserSignIn(user, 'sara', 'password-123');
    await waitForToast(user, MESSAGES.userAccounts.accountDisabled);
    expect(await user.getByRole('heading', { name: 'Personalizza il Catalogo' }).count()).toBe(0);

    await admin.getByRole('button', { name: T.enableLabel('sara') }).click();
    await admin.getByRole('dialog', { name: T.enableTitle }).getByRole('button', { name: T.enableConfirm }).click();
    await waitForToast(admin, T.enabled);
    await eventually(() => row.getByText(T.disabledBadge).count()).toBe(0);
    await signIn(user, server.url, 'sara');
  });

  it('deletes the user after a confirmation: the log keeps the catalogue without the name', async () => {
    const admin = await adminDashboard();
    const user = await userBrowser();
    await signIn(user, server.url, 'elena');
    const [users, credits, catalogues] = await stats(admin);
    const deleteButton = admin.getByRole('button', { name: T.deleteLabel('elena') });
    await deleteButton.click();
    const confirm = admin.getByRole('dialog', { name: T.deleteTitle });
    await confirm.getByText(/non si può annullare/).waitFor();
    // The safe choice has the focus: Enter or Escape on a surprise dialog deletes nothing.
    await eventually(() => admin.evaluate(() => document.activeElement?.textContent)).toBe('Annulla');
    await admin.keyboard.press('Escape');
    await eventually(() => confirm.count()).toBe(0);
    expect(await rowOf(admin, USERS.remove.nomeAzienda).count()).toBe(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: T.deleteConfirm }).click();
    await waitForToast(admin, T.deleted);
    await eventually(() => rowOf(admin, USERS.remove.nomeAzienda).count()).toBe(0);
    await rowOf(admin, 'Maglieria Luca').waitFor();

    const log = admin.getByRole('region', { name: 'Log dei cataloghi' });
    const logRow = log.getByRole('row', { name: new RegExp(MESSAGES.userAccounts.deletedUserLabel) });
    await logRow.waitFor();
    expect(await logRow.getByRole('cell').last().textContent()).toBe('5');
    expect(await log.getByText(/elena/).count()).toBe(0);
    // One user and her 2 credits fewer; her catalogue still counts.
    await eventually(() => stats(admin)).toEqual([(users ?? 0) - 1, (credits ?? 0) - 2, catalogues]);

    await userIsSignedOut(user);
    await tryUserSignIn(user, 'elena', 'password-123');
    await waitForToast(user, MESSAGES.errors.invalidCredentials);
  });
});
