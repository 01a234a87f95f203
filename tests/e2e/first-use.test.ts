/**
 * Issue 15, tried as a new user would: counts in good Italian, the limit as a notice that says how
 * many photos were left out, 'Annulla' after 'Rimuovi Tutte', Italian range messages, one time
 * zone with the full year in the log and its CSV, and dialogs that Escape closes after a refusal.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_LOG_COLUMNS, MESSAGES, UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { dismissCredentialsDialog } from './support/admin-ui.js';
import { DESKTOP, launchBrowser } from './support/browser.js';
import { AdminClient, chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, photoFile, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;
let admin: AdminClient;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'giulia', crediti: 1 });
  await admin.createUser({ username: 'marco', nomePersona: 'Marco Rossi', crediti: 4 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cards = (page: Page) => page.getByTestId('image-card');
const card = (page: Page, fileName: string) => cards(page).filter({ has: page.getByText(fileName, { exact: true }) });
const cardOrder = (page: Page) => cards(page).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));

describe('a new user', () => {
  it("reads '1 credito', is told how many photos the limit left out, and gets 'Rimuovi Tutte' undone with captions and order", async () => {
    await admin.setMaxImages(3);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, server.url, 'giulia');
    await waitForToast(page, UI_TEXTS.login.welcome('Giulia Conti', 1));
    expect(await page.getByTestId('toast').textContent()).toContain('Hai 1 credito disponibile.');
    expect(await page.getByTestId('credits').textContent()).toBe('1 credito');

    // Five photos against a limit of three: a notice, not an error, saying two were left out.
    await upload(page, await Promise.all([1, 2, 3, 4, 5].map((seed) => photoFile('jpeg', seed))));
    await waitForToast(page, UI_TEXTS.generator.limitTitle);
    const notice = page.getByTestId('toast').filter({ hasText: UI_TEXTS.generator.limitTitle });
    expect(await notice.textContent()).toContain('2 immagini non sono state aggiunte: sono entrate solo le prime 3.');
    expect(await notice.getAttribute('class')).not.toContain('bg-danger');
    await waitForPhotosReady(page, 3);

    // A caption and a new order, then 'Rimuovi Tutte' and 'Annulla'.
    const second = card(page, 'foto-2.jpg');
    await second.getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di foto-2.jpg` }).click();
    await second.getByLabel(DRAFT_TEXTS.captionName).fill('Giacca in lana');
    await card(page, 'foto-3.jpg').getByRole('button', { name: `${DRAFT_TEXTS.moveEarlier} foto-3.jpg` }).click();
    await eventually(() => cardOrder(page)).toEqual(['foto-1.jpg', 'foto-3.jpg', 'foto-2.jpg']);

    await page.getByRole('button', { name: 'Rimuovi Tutte' }).click();
    await eventually(() => cards(page).count()).toBe(0);
    await waitForToast(page, UI_TEXTS.generator.removedAll(3));
    await page.getByTestId('toast').getByRole('button', { name: UI_TEXTS.generator.undo }).click();
    await waitForPhotosReady(page, 3);
    expect(await cardOrder(page)).toEqual(['foto-1.jpg', 'foto-3.jpg', 'foto-2.jpg']);
    await eventually(() => card(page, 'foto-2.jpg').getByTestId('caption-summary').textContent()).toBe('Giacca in lana');
    expect(await page.getByText('3 immagini nel catalogo').count()).toBe(1);

    // The restored draft is the saved one: a reload finds the photos, their order and the caption.
    await page.locator('[data-testid="draft-status"][data-state="saved"]').waitFor();
    await page.reload();
    await waitForPhotosReady(page, 3);
    expect(await cardOrder(page)).toEqual(['foto-1.jpg', 'foto-3.jpg', 'foto-2.jpg']);
    await eventually(() => card(page, 'foto-2.jpg').getByTestId('caption-summary').textContent()).toBe('Giacca in lana');
    await context.close();
  });

  it('counts two drops made at once against the limit together, although the first one\'s cards wait for its headers', async () => {
    await admin.setMaxImages(4);
    await admin.createUser({ username: 'sara', crediti: 1 });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, server.url, 'sara');
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => photoFile('jpeg', seed)));
    const bytes = photos.map(({ name, mimeType, buffer }) => ({ name, mimeType, bytes: [...buffer] }));
    // Two drops in one task: the second comes before the first drop's cards are on the page.
    await page.getByTestId('upload-input').evaluate((input, files) => {
      const drop = (part: typeof files) => {
        const transfer = new DataTransfer();
        for (const { name, mimeType, bytes } of part) transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
        input.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      };
      drop(files.slice(0, 3));
      drop(files.slice(3));
    }, bytes);
    await waitForToast(page, UI_TEXTS.generator.limitTitle);
    const notice = page.getByTestId('toast').filter({ hasText: UI_TEXTS.generator.limitTitle });
    expect(await notice.textContent()).toContain(UI_TEXTS.generator.leftOut(2, 1));
    await waitForPhotosReady(page, 4);
    expect(await cardOrder(page)).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg', 'foto-4.jpg']);
    await context.close();
  });
});

describe('a new administrator', () => {
  async function openDashboard(timezoneId: string): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP, timezoneId, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
    await dismissCredentialsDialog(page);
    return page;
  }

  it('reads the log and its CSV in Italian time with the full year, whatever the browser zone', async () => {
    await chargeAsUser(server.url, 'marco', 2);
    const page = await openDashboard('America/New_York');
    const section = page.getByRole('region', { name: 'Log Cataloghi Generati' });
    await section.getByRole('columnheader', { name: CATALOG_LOG_COLUMNS.dataGenerazione }).waitFor();
    const shown = (await section.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Esporta CSV' }).click()]);
    const [header, row] = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Data (ora italiana);Username;Immagini');
    // The same minute on screen and in the file (dd/mm/yyyy hh:mm:ss there).
    expect(row?.slice(0, 16)).toBe(shown.replace(', ', ' '));

    const bell = page.getByRole('button', { name: /^Notifiche/ });
    await bell.click();
    const description = (await page.getByRole('dialog', { name: 'Notifiche' }).getByText(/^Novità dal/).textContent()) ?? '';
    expect(description).toMatch(/^Novità dal \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/);
    await page.close();
  });

  it('refuses an image limit over 100 in Italian, and Escape closes the new-user dialog after a taken username', async () => {
    const page = await openDashboard('Europe/Rome');
    await page.getByRole('button', { name: 'Modifica limite immagini' }).click();
    const input = page.getByRole('spinbutton', { name: 'limite immagini' });
    await input.fill('101');
    await input.press('Enter');
    await page.getByRole('alert').filter({ hasText: MESSAGES.validation.maxImagesRange }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('48');
    await page.getByRole('button', { name: 'Conferma limite immagini' }).click();
    await waitForToast(page, UI_TEXTS.admin.limitUpdatedTitle);
    await eventually(() => page.getByTestId('max-images-value').textContent()).toBe('48');

    await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
    const form = page.getByRole('dialog', { name: 'Crea Nuovo Utente' });
    await form.getByLabel('Username').fill('marco');
    await form.getByLabel('Password').fill('password-123');
    await form.getByLabel('Nome azienda').fill('Maison Rossi');
    await form.getByLabel('Nome persona').fill('Marco Rossi');
    await form.getByLabel('Telefono').fill('+39 06 7654321');
    await form.getByLabel('Email').fill('marco@maison.example');
    await form.getByRole('button', { name: 'Crea Utente' }).click();
    // Told beside the field, which gets focus; no toast to swallow the Escape.
    await form.getByRole('alert').filter({ hasText: MESSAGES.errors.usernameTaken }).waitFor();
    await eventually(() => form.getByLabel('Username').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByTestId('toast').filter({ hasText: MESSAGES.errors.usernameTaken }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    // The credentials toast says something its title does not.
    await page.getByRole('button', { name: 'Credenziali' }).click();
    const credentials = page.getByRole('dialog', { name: 'Cambia Credenziali Amministratore' });
    await credentials.getByLabel('Nuova password').fill('password-nuova-1');
    await credentials.getByRole('button', { name: 'Aggiorna Credenziali' }).click();
    await waitForToast(page, UI_TEXTS.admin.credentialsUpdatedDetail);
    await page.close();
  });
});
