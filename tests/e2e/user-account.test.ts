/**
 * Issue 6.8 in Chromium: 'Il mio account' shows the user's catalogues and credit changes, and a
 * password change signs every other browser out while this one stays signed in.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, PRODUCT_TIME_ZONE, UI_TEXTS } from '../../src/shared/index.js';
import { DESKTOP, PHONE, launchBrowser, saveScreenshot, seriousViolations } from './support/browser.js';
import { AdminClient, chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, signIn, waitForRefocusedField, waitForToast } from './support/user-ui.js';

const OLD_PASSWORD = 'password-123';
const NEW_PASSWORD = 'nuova-password-456';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  // One customer per test, so that each stands alone (the first changes its customer's password).
  for (const username of ['marta', 'lucia', 'sara']) {
    await admin.createUser({ username, crediti: 3 });
    // A catalogue of 4 photos, charged as a programmatic client would: 3 credits become 2.
    await chargeAsUser(server.url, username, 4);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const today = () => new Intl.DateTimeFormat('it-IT', { timeZone: PRODUCT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

async function openAccount(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Il mio account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Il mio account' });
  await dialog.waitFor();
  return dialog;
}

/** The visible text of each row, cells separated by a space. */
async function rows(dialog: Locator, testId: string): Promise<string[]> {
  const texts = await dialog.getByTestId(testId).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.querySelector('[aria-hidden="true"]') ?? td).textContent?.trim()).join(' | ')),
  );
  return texts;
}

async function fillPasswords(dialog: Locator, current: string, next: string, confirmation = next): Promise<void> {
  await dialog.getByLabel('Password attuale').fill(current);
  await dialog.getByLabel('Nuova password', { exact: true }).fill(next);
  await dialog.getByLabel('Conferma nuova password').fill(confirmation);
  await dialog.getByRole('button', { name: 'Aggiorna password' }).click();
}

describe('the user’s own account', () => {
  it('shows the history, changes the password, signs the other browser out and keeps this one signed in', async () => {
    const [here, elsewhere] = await Promise.all([browser.newContext({ viewport: DESKTOP }), browser.newContext({ viewport: DESKTOP })]);
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await signIn(page, server.url, 'marta');
    await signIn(other, server.url, 'marta');
    await eventually(() => page.getByTestId('credits').textContent()).toBe('2 crediti');

    // The history: the catalogue (it-IT date, 4 photos) and both credit changes, newest first.
    const dialog = await openAccount(page);
    await dialog.getByTestId('catalog-history-row').first().waitFor();
    const [catalogRow, ...moreCatalogs] = await rows(dialog, 'catalog-history-row');
    expect(moreCatalogs).toEqual([]);
    expect(catalogRow).toMatch(new RegExp(`^${today().replaceAll('/', '\\/')}, \\d{2}:\\d{2} \\| 4$`));
    const credits = await rows(dialog, 'credit-history-row');
    expect(credits.map((row) => row.split(' | ').slice(1).join(' | '))).toEqual([
      `${ACCOUNT_MESSAGES.creditCatalog} | 3 → 2`,
      `${ACCOUNT_MESSAGES.creditTopUp} | 0 → 3`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-desktop');

    // A wrong current password: told on the field, which takes the focus; nothing changes.
    await fillPasswords(dialog, 'sbagliata-123', NEW_PASSWORD);
    await dialog.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
    // A confirmation that differs is caught in the browser, before any call.
    await fillPasswords(dialog, OLD_PASSWORD, NEW_PASSWORD, 'nuova-password-457');
    await dialog.getByText(ACCOUNT_MESSAGES.confirmMismatch).waitFor();
    await waitForRefocusedField(dialog.getByLabel('Conferma nuova password'));
    // A short one gets the same rule as the administrator's user creation.
    await fillPasswords(dialog, OLD_PASSWORD, 'corta');
    await dialog.getByText(MESSAGES.validation.tooShort(8)).waitFor();
    await waitForRefocusedField(dialog.getByLabel('Nuova password', { exact: true }));

    await fillPasswords(dialog, OLD_PASSWORD, NEW_PASSWORD);
    await waitForToast(page, ACCOUNT_MESSAGES.passwordChanged);
    await dialog.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.passwordChanged }).waitFor();
    expect(await dialog.getByLabel('Password attuale').inputValue()).toBe('');

    // The other browser is signed out on its next call, and told so.
    await other.getByRole('button', { name: 'Il mio account' }).click();
    await waitForToast(other, UI_TEXTS.generator.sessionExpired);
    await other.getByRole('button', { name: UI_TEXTS.login.submit }).waitFor();

    // This one stays signed in. The dialog closes from the keyboard (Escape would first dismiss the
    // toast, the newest layer), the focus returns to the button, a reload keeps the session.
    await dialog.getByRole('button', { name: 'Chiudi' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Il mio account');
    await page.reload();
    await page.getByRole('heading', { name: 'Personalizza il Catalogo' }).waitFor();

    // The old password no longer signs in; the new one does.
    await other.getByLabel('Username').fill('marta');
    await other.getByLabel('Password').fill(OLD_PASSWORD);
    await other.getByRole('button', { name: UI_TEXTS.login.submit }).click();
    await waitForToast(other, MESSAGES.errors.invalidCredentials);
    await signIn(other, server.url, 'marta', NEW_PASSWORD);

    await Promise.all([here.close(), elsewhere.close()]);
  });

  it('shows a catalogue generated since the last opening, with its credit change, on the next opening by keyboard', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, server.url, 'lucia', OLD_PASSWORD);
    let dialog = await openAccount(page);
    await dialog.getByTestId('catalog-history-row').first().waitFor();
    expect(await dialog.getByTestId('catalog-history-row').count()).toBe(1);
    await page.keyboard.press('Escape');

    await chargeAsUser(server.url, 'lucia', 6);
    const trigger = page.getByRole('button', { name: 'Il mio account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Il mio account' });
    await eventually(() => dialog.getByTestId('catalog-history-row').count()).toBe(2);
    expect((await rows(dialog, 'catalog-history-row'))[0]).toMatch(/ \| 6$/);
    expect((await rows(dialog, 'credit-history-row'))[0]).toMatch(new RegExp(`\\| ${ACCOUNT_MESSAGES.creditCatalog} \\| 2 → 1$`));
    await context.close();
  });

  it('fits a phone: the header keeps the account button by its name, the dialog scrolls and passes axe', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, server.url, 'sara', OLD_PASSWORD);
    const dialog = await openAccount(page);
    await dialog.getByTestId('credit-history-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-phone');
    await context.close();
  });
});
