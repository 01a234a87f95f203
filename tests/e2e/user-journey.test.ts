import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { launchBrowser } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { choose, photoFile, signIn, waitForToast, upload, waitForPhotosReady, eventually } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;
let admin: AdminClient;
let downloads: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'giulia', crediti: 3 });
  // A low limit so the journey can go past it with a handful of photos.
  await admin.setMaxImages(7);
  downloads = await mkdtemp(join(tmpdir(), 'vetrina-downloads-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

describe('the user journey', () => {
  it('signs in, uploads every format, sets every option and downloads the charged catalogue', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, server.url, 'giulia');
    await waitForToast(page, UI_TEXTS.login.welcome('Giulia Conti', 3));
    await eventually(() => page.getByTestId('credits').textContent()).toBe('3 crediti');

    // JPEG, transparent PNG, GIF and WEBP are taken; the text file is refused with the spec's words.
    const photos = await Promise.all([photoFile('jpeg', 1), photoFile('png-alpha', 2), photoFile('gif', 3), photoFile('webp', 4)]);
    await upload(page, [...photos, { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('non una foto') }]);
    await waitForToast(page, UI_TEXTS.generator.unsupported('note.txt'));
    await waitForPhotosReady(page, 4);

    // Four more photos with room for three: only three are added and the limit is explained.
    await upload(page, await Promise.all([5, 6, 7, 8].map((seed) => photoFile('jpeg', seed))));
    await waitForToast(page, 'Puoi caricare al massimo 7 immagini per catalogo.');
    await waitForPhotosReady(page, 7);
    expect(await page.getByText('Immagine 7', { exact: true }).count()).toBe(1);

    // Every option: the title stops at 40 characters, Lora, Italiano, 6 per page in landscape.
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Autunno Inverno 2026 Milano Moda Donna');
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toHaveLength(40);
    await page.getByText('40/40 caratteri').waitFor();
    await page.getByLabel('Sottotitolo').fill('Sartoria contemporanea');
    await page.getByLabel('Introduzione').fill('Capi pensati per durare, in tessuti naturali.');
    await page.getByText('45/360 caratteri').waitFor();
    await page.getByLabel('Piè di pagina').fill('Telefono: +39 02 1234567');
    await choose(page, /^Lora/);
    // No translation provider runs here: the server answers 503 and the page says the original stays.
    await page.getByLabel('Lingua').selectOption('Francese');
    await page.getByText('Traduzione non disponibile: nel PDF resterà il testo originale.').waitFor();
    await page.getByLabel('Lingua').selectOption('Italiano');
    await choose(page, '9 (3×3)');
    expect(await page.getByRole('radio', { name: /Orizzontale/ }).isChecked()).toBe(true);
    await choose(page, '6 (2×3 o 3×2)');
    expect(await page.getByRole('radio', { name: /Orizzontale/ }).isChecked()).toBe(true);
    // Seven photos at six per page print on two pages: the opening page holds the grid's lower row
    // under the title (decision 1068), the others one more page.
    await page.getByText(/^Altre [1-6] immagini saranno stampate su 1 pagina aggiuntiva\.$/).waitFor();
    await page.getByTestId('preview-title').getByText('Collezione Autunno Inverno 2026 Milano M').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('vetrina-catalogo-collezione-autunno-inverno-2026-milano-m.pdf');
    const pdfPath = join(downloads, file.suggestedFilename());
    await file.saveAs(pdfPath);
    await eventually(() => page.getByTestId('credits').textContent()).toBe('2 crediti');
    await waitForToast(page, UI_TEXTS.generator.generated(2));
    expect((await admin.user('giulia')).crediti).toBe(2);
    expect(await admin.catalogLogs()).toEqual([expect.objectContaining({ username: 'giulia', numeroImmagini: 7 })]);

    // The PDF as poppler reads it: 2 landscape A4 pages, the title, every font embedded.
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.27\d? pts \(A4\)/);
    expect(execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' })).toContain('Collezione Autunno Inverno 2026 Milano M');
    const fonts = execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/Lora|Noto/);
    for (const line of fonts) expect(line.split(/\s+/).slice(-5, -4)[0]).toBe('yes');
    await context.close();
  });
});
