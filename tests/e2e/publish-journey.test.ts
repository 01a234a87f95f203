/**
 * Issue 36 end to end in Chromium against the real server: a user publishes a catalogue with a
 * product file ('Pubblica online', one credit), a buyer opens the link on a phone with no session,
 * orders two styles in several sizes and gets an order number, and the seller finds the order in
 * 'Ordini', priced by the server; the administrator blocks the link and it answers 410.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../fixtures/photos.js';
import { UI_TEXTS } from '../../src/shared/index.js';
import { dismissCredentialsDialog } from './support/admin-ui.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { eventually, signIn, upload, waitForPhotosReady } from './support/user-ui.js';

const PHONE = { width: 390, height: 844 };
const LIST = ['Codice;Nome;Colore;Taglie;Ingrosso;Prezzo al pubblico', 'GC-01;Giacca in lino;Sabbia;S-L;120,00;290,00', 'GC-02;Giacca in lino;Nero;S-L;120,00;290,00', 'PN-01;Pantalone ampio;Blu notte;40-44;80,00;190,00'].join('\r\n');

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'sara', crediti: 3 }]);
});

afterAll(() => app?.close());

describe('a published catalogue', () => {
  it('is published for one credit, ordered from on a phone and found in the seller’s orders', async () => {
    const seller = await app.browser.newContext({ viewport: DESKTOP });
    const page = await seller.newPage();
    await signIn(page, app.server.url, 'sara');
    await upload(page, await Promise.all(['GC-01.jpg', 'GC-02.jpg', 'PN-01.jpg'].map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 1200, height: 1800, seed: index + 3 }) }))));
    await waitForPhotosReady(page, 3);
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione PE27');
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('Italiano');
    await page.getByTestId('products-input').setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: Buffer.from(LIST) });
    const products = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await eventually(() => products.getByTestId('products-summary').textContent()).toContain('3 foto su 3 abbinate');
    await products.getByRole('button', { name: 'Applica alle didascalie' }).click();
    await products.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Pubblica online (1 credito)' }).click();
    const published = page.getByRole('dialog', { name: 'Catalogo pubblicato' });
    await published.waitFor({ timeout: 60_000 });
    const link = await published.getByLabel('Link del catalogo').inputValue();
    expect(link).toMatch(/\/v\/[A-Za-z0-9_-]{22,}$/u);

    // The buyer: a phone, no session.
    const buyer = await app.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phone = await buyer.newPage();
    await phone.goto(link);
    await phone.getByRole('heading', { level: 1, name: 'Collezione PE27' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    const cards = phone.getByRole('region', { name: 'Prodotti' }).locator('li button');
    // The two colours of the jacket are one style with two colourways.
    await eventually(() => cards.count()).toBe(2);
    await cards.first().click();
    const jacket = phone.getByRole('dialog', { name: 'Giacca in lino' });
    await jacket.getByLabel('Giacca in lino, Sabbia, taglia S').fill('2');
    await jacket.getByLabel('Giacca in lino, Sabbia, taglia M').fill('3');
    await jacket.getByLabel('Giacca in lino, Sabbia, taglia L').fill('1');
    await jacket.getByRole('button', { name: 'Chiudi' }).click();
    await cards.nth(1).click();
    const trousers = phone.getByRole('dialog', { name: 'Pantalone ampio' });
    await trousers.getByLabel('Pantalone ampio, Blu notte, taglia 42').fill('4');
    await trousers.getByRole('button', { name: 'Chiudi' }).click();
    // 6 jackets at 120 and 4 trousers at 80.
    await phone.getByTestId('order-total').filter({ hasText: '10 capi · 1.040,00\u00a0€' }).waitFor();
    await phone.getByLabel('Negozio / Ragione sociale').fill('Boutique Sole');
    await phone.getByLabel('Referente').fill('Marta Bianchi');
    await phone.getByLabel('Email').fill('marta@sole.example');
    await phone.getByLabel('Indirizzo di consegna').fill('Via Roma 1, Torino');
    await phone.getByRole('checkbox', { name: 'Accetto le condizioni di vendita' }).check();
    await phone.getByRole('button', { name: 'Invia ordine' }).dblclick();
    const number = phone.getByText(/Numero d'ordine: V-\d{4}-\d{6}/u);
    await number.waitFor();
    await phone.screenshot({ path: `${process.env.VETRINA_SCREENSHOTS ?? '/tmp'}/vetrina-ordine-telefono.png`, fullPage: false });

    // The seller: one order, the server's total, the buyer's shop.
    await page.goto(`${app.server.url}/ordini`);
    await page.getByText('Boutique Sole').first().waitFor();
    expect(await page.getByText(/1\.040,00/u).count()).toBeGreaterThan(0);
    await seller.close();

    // The administrator sees the link and blocks it for abuse: the link then says so, in Italian, and shows nothing.
    const office = await app.browser.newContext({ viewport: DESKTOP });
    const admin = await office.newPage();
    await admin.goto(`${app.server.url}/admin`);
    await admin.getByLabel('Username').fill('admin');
    await admin.getByLabel('Password').fill('admin');
    await admin.getByRole('button', { name: UI_TEXTS.admin.loginSubmit }).click();
    await dismissCredentialsDialog(admin);
    const links = admin.getByTestId('admin-published');
    await links.getByRole('link', { name: 'Collezione PE27' }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await links.getByRole('button', { name: 'Blocca Collezione PE27' }).click();
    await links.getByRole('button', { name: 'Sblocca Collezione PE27' }).waitFor();
    const answer = await phone.goto(link);
    expect(answer?.status()).toBe(410);
    expect(await phone.locator('body').textContent()).not.toContain('Giacca in lino');
    await office.close();
    await buyer.close();
  });
});
