/**
 * Issue 6.9 and 6.10 in Chromium: the administrator searches, sorts and pages the users and the
 * catalogue log, downloads the log as CSV and reads it, and sees the notifications change after
 * users generate catalogues.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, saveScreenshot, seriousViolations } from './support/browser.js';
import { dismissCredentialsDialog } from './support/admin-ui.js';
import { AdminClient, chargeAsUser } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, waitForToast } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

/** 21 customers with 10 credits each (never low), and a username a spreadsheet would run. */
const CUSTOMERS = Array.from({ length: 21 }, (_, i) => `cliente-${String(i + 1).padStart(2, '0')}`);
const FORMULA_USER = '=SOMMA(1;2)';
const LOGGED = [...CUSTOMERS, FORMULA_USER];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  for (const [index, username] of CUSTOMERS.entries()) {
    await admin.createUser({ username, nomeAzienda: `Maison ${String.fromCharCode(90 - index)}`, crediti: 10 + index });
  }
  await admin.createUser({ username: FORMULA_USER, email: 'formula@atelier.example', crediti: 10 });
  await admin.createUser({ username: 'marta', crediti: 3 });
  await admin.createUser({ username: 'bruno', crediti: 1 });
  // One catalogue each, with as many photos as the position: the log's 'Immagini' tells them apart.
  for (const [index, username] of LOGGED.entries()) await chargeAsUser(server.url, username, index + 1);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A desktop browser signed in on the dashboard (the table, not the phone cards). */
async function openDashboard(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await dismissCredentialsDialog(page);
  return { context, page };
}

const bodyRows = (table: Locator) => table.locator('tbody tr');
/** A column's cells once the table shows the page it was asked for (the log is busy while it loads). */
async function column(table: Locator, index: number): Promise<string[]> {
  await table.locator('xpath=self::*[not(@aria-busy="true")]').waitFor();
  return bodyRows(table).locator(`td:nth-child(${index})`).allTextContents();
}

describe('the administrator lists', () => {
  it('searches, sorts and pages the users in the browser', async () => {
    const { context, page } = await openDashboard();
    const section = page.getByRole('region', { name: 'Gestione Utenti' });
    const table = page.getByRole('region', { name: 'Tabella utenti' });
    const pager = page.getByRole('navigation', { name: 'Pagine degli utenti' });

    // 24 users, newest first: page 1 holds 20, page 2 the 4 oldest.
    await section.getByText('24 utenti').waitFor();
    await pager.getByText('Pagina 1 di 2').waitFor();
    expect(await bodyRows(table).count()).toBe(20);
    expect((await column(table, 3))[0]).toBe('bruno');
    expect(await seriousViolations(page)).toEqual([]);
    await pager.getByRole('button', { name: 'Successiva' }).click();
    await pager.getByText('Pagina 2 di 2').waitFor();
    expect(await column(table, 3)).toEqual(['cliente-04', 'cliente-03', 'cliente-02', 'cliente-01']);
    expect(await pager.getByRole('button', { name: 'Successiva' }).getAttribute('aria-disabled')).toBe('true');
    await pager.getByRole('button', { name: 'Precedente' }).click();
    await pager.getByText('Pagina 1 di 2').waitFor();

    // Sorting by credits starts from the largest; a second click turns it round.
    const credits = table.getByRole('columnheader', { name: 'Crediti' });
    expect(await credits.getAttribute('aria-sort')).toBeNull();
    await credits.getByRole('button').click();
    await eventually(() => credits.getAttribute('aria-sort')).toBe('descending');
    expect((await column(table, 6)).slice(0, 3)).toEqual(['29', '28', '27']);
    await credits.getByRole('button').click();
    await eventually(() => credits.getAttribute('aria-sort')).toBe('ascending');
    expect((await column(table, 6)).slice(0, 3)).toEqual(['1', '3', '9']);
    // Companies A to Z, with the keyboard.
    await table.getByRole('columnheader', { name: 'Azienda' }).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await eventually(() => table.getByRole('columnheader', { name: 'Azienda' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await credits.getAttribute('aria-sort')).toBeNull();
    expect((await column(table, 1)).slice(0, 2)).toEqual(['Atelier Aurora', 'Atelier Aurora']);
    expect((await column(table, 1)).at(-1)).toBe('Maison V');

    // The search waits for a pause in typing, looks in every field, ignores case, and resets paging.
    await section.getByRole('searchbox', { name: 'Cerca utenti' }).fill('MAISON Z');
    await section.getByText('1 utente', { exact: true }).waitFor();
    expect(await column(table, 3)).toEqual(['cliente-01']);
    expect(await pager.count()).toBe(0);
    await section.getByRole('searchbox', { name: 'Cerca utenti' }).fill('nessuno-così');
    await section.getByText('Nessun risultato per “nessuno-così”').waitFor();
    await section.getByRole('searchbox', { name: 'Cerca utenti' }).fill('');
    await section.getByText('24 utenti').waitFor();

    // On a phone the users are cards, without column headers: the same sorts come from a menu.
    await page.setViewportSize(PHONE);
    const cards = page.getByRole('list', { name: 'Utenti' }).getByRole('listitem');
    expect(await section.getByLabel('Ordina per').inputValue()).toBe('nomeAzienda:asc');
    await section.getByLabel('Ordina per').selectOption({ label: 'Crediti, decrescente' });
    await eventually(async () => (await cards.first().textContent()) ?? '').toContain('cliente-21');
    expect(await cards.count()).toBe(20);
    await context.close();
  });

  it('searches, sorts and pages the log on the server, and exports it as CSV', async () => {
    const { context, page } = await openDashboard();
    const section = page.getByRole('region', { name: 'Log Cataloghi Generati' });
    const table = page.getByRole('region', { name: 'Log dei cataloghi' });
    const pager = page.getByRole('navigation', { name: 'Pagine del log' });
    // The counter of catalogues comes from the log's total: 9..29 credits left to the customers, 9 + 3 + 1 to the others.
    await eventually(() => page.getByRole('definition').allTextContents()).toEqual(['24', '412', '22']);

    await section.getByText('22 cataloghi').waitFor();
    await pager.getByText('Pagina 1 di 2').waitFor();
    expect((await column(table, 2))[0]).toBe(FORMULA_USER);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/catalog-logs/search')) asked.push(new URL(request.url()).search);
    });
    await pager.getByRole('button', { name: 'Successiva' }).click();
    await pager.getByText('Pagina 2 di 2').waitFor();
    expect(await column(table, 2)).toEqual(['cliente-02', 'cliente-01']);
    expect(asked.at(-1)).toBe('?sort=dataGenerazione&dir=desc&page=2&pageSize=20');

    // Sorting goes back to page 1; 'Immagini' starts from the largest.
    const images = table.getByRole('columnheader', { name: 'Immagini' });
    await images.getByRole('button').click();
    await eventually(() => images.getAttribute('aria-sort')).toBe('descending');
    await pager.getByText('Pagina 1 di 2').waitFor();
    await eventually(async () => (await column(table, 3)).slice(0, 3)).toEqual(['22', '21', '20']);

    // Typing searches by the whole text typed (how many requests a busy machine lets through
    // while typing is not the behaviour under test: the result is).
    await section.getByRole('searchbox', { name: 'Cerca nel log per username' }).pressSequentially('cliente-1', { delay: 30 });
    await section.getByText('10 cataloghi').waitFor();
    expect(asked.at(-1)).toBe('?sort=numeroImmagini&dir=desc&q=cliente-1&page=1&pageSize=20');
    await eventually(() => column(table, 2)).toEqual(['cliente-19', 'cliente-18', 'cliente-17', 'cliente-16', 'cliente-15', 'cliente-14', 'cliente-13', 'cliente-12', 'cliente-11', 'cliente-10']);
    expect(await pager.count()).toBe(0);

    // The CSV holds the current search in the current order: Excel's Italian form.
    const searched = await downloadCsv(page, section);
    expect(searched.name).toMatch(/^vetrina-log-cataloghi-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(searched.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvLines(searched.bytes);
    expect(header).toBe('Data (ora italiana);Username;Immagini');
    expect(rows.map((row) => row.split(';').slice(1).join(';'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `cliente-${19 - i};${19 - i}`),
    );
    expect(rows[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};/);
    await saveScreenshot(page, 'admin-lists-log-search');

    // Without a search, every row, the formula defused.
    await section.getByRole('searchbox', { name: 'Cerca nel log per username' }).fill('');
    await section.getByText('22 cataloghi').waitFor();
    const all = csvLines((await downloadCsv(page, section)).bytes).slice(1);
    expect(all).toHaveLength(22);
    expect(all[0]).toMatch(/;"'=SOMMA\(1;2\)";22$/);
    await context.close();
  });

  it('counts what happened since the last visit, lists it, and starts again once seen', async () => {
    const { context, page } = await openDashboard();

    // First visit: the last seven days, here every catalogue (one line per user).
    const bell = page.getByRole('button', { name: /^Notifiche/ });
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifiche: 22');
    expect(await page.getByTestId('notifications-badge').textContent()).toBe('22');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifiche' });
    await panel.getByText('22 cataloghi generati').waitFor();
    await panel.getByText('Novità dal').waitFor();
    await panel.getByRole('button', { name: 'Segna come lette' }).click();
    await waitForToast(page, 'Notifiche segnate come lette');
    await panel.getByText('Nessuna novità dall’ultima visita.').waitFor();
    // Focus stays in the panel (the button it was on is gone). Closed with its button: an Escape
    // would first dismiss the toast, the topmost layer.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifiche: 0');
    expect(await page.getByTestId('notifications-badge').count()).toBe(0);

    // Users generate catalogues: marta goes down to 2 credits, bruno to 0.
    await chargeAsUser(server.url, 'marta', 5);
    await chargeAsUser(server.url, 'bruno', 6);
    await page.reload();
    await dismissCredentialsDialog(page);
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifiche: 4');
    await bell.click();
    await panel.getByText('2 cataloghi generati').waitFor();
    const lines = await panel.getByRole('listitem').allTextContents();
    expect(lines).toEqual([
      'bruno · Atelier Aurora: 1 catalogo',
      'marta · Atelier Aurora: 1 catalogo',
      'bruno · Atelier Aurora: 0 crediti',
      'marta · Atelier Aurora: 2 crediti rimasti',
    ]);
    await panel.getByRole('heading', { name: 'Crediti esauriti' }).waitFor();
    await panel.getByRole('heading', { name: 'Crediti in esaurimento (2 o meno)' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-lists-notifications');

    // Seen here stays seen after a reload.
    await panel.getByRole('button', { name: 'Segna come lette' }).click();
    await panel.getByText('Nessuna novità dall’ultima visita.').waitFor();
    await page.reload();
    await dismissCredentialsDialog(page);
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifiche: 0');
    await context.close();
  });
});

async function downloadCsv(page: Page, section: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Esporta CSV' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

function csvLines(bytes: Buffer): string[] {
  return bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);
}
