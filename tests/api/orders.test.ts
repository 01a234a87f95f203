/**
 * Orders on a published catalogue (issue 36): priced by the server from the snapshot, refused in
 * Italian when they break the catalogue or its terms, one per Idempotency-Key, at most 20 per hour
 * per address and link; the seller's list, badge, status, exports (hostile text stays text) and
 * deletion; the buyer's copy by receipt; the seller's e-mail through a real SMTP server.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, NewOrdersCount, OrderDetail, OrderSummary, PlacedOrder, PlaceOrderRequest } from '../../src/shared/index.js';
import { computedRows } from '../unit/order/libreoffice.js';
import { publish, publishable } from './support/publishing.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const mails: string[] = [];
let smtp: SMTPServer;
let t: TestApp;
let dataDir: string;
let token: string;
let linkId: string;
let admin: string;

const BUYER: PlaceOrderRequest['buyer'] = {
  shop: 'Boutique Lina',
  contact: 'Lina Verdi',
  email: 'lina@example.com',
  phone: '+39 06 555',
  vatNumber: 'IT01234567890',
  address: 'Via Roma 1, Roma',
  notes: '@SUM(1+1)',
};
const HYPERLINK_KEY = '=HYPERLINK("http://x") Blu';
const GOOD: PlaceOrderRequest = { buyer: BUYER, quantities: { 'AUR-01 Cammello': { S: 2, M: 2, L: 0 }, [HYPERLINK_KEY]: { '38': 1 } }, termsAccepted: true };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-orders-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` } });
  admin = await adminToken(t.app);
  const { input } = await createUser(t.app, admin, { crediti: 10, email: 'venditore@example.com' });
  token = await userToken(t.app, input.username, input.password);
  linkId = (await publish(t.app, token, await publishable(2, { title: 'Ordini 2026' }))).publication.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const order = (body: unknown, key: string, id = linkId, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v/${id}/orders`, headers: { 'idempotency-key': key }, payload: body as object, remoteAddress });

/** The PDF's text as poppler reads it back. */
function pdfText(bytes: Buffer): string {
  const path = join(dataDir, 'ordine.pdf');
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('a buyer', () => {
  it('places an order the server prices from the snapshot, once per key, and the seller gets an e-mail', async () => {
    const placed = await order(GOOD, 'ordine-1');
    expect(placed.statusCode).toBe(201);
    const body = placed.json<PlacedOrder>();
    expect(body.number).toMatch(/^V-2026-\d{6}$/);
    expect(body).toMatchObject({ currency: 'EUR', pieces: 5, total: 560.5, unpricedPieces: 0 });
    expect(body.lines).toEqual([
      { code: 'AUR-01', name: 'Cappotto Aurora', colour: 'Cammello', size: 'S', quantity: 2, unitPrice: 120, amount: 240 },
      { code: 'AUR-01', name: 'Cappotto Aurora', colour: 'Cammello', size: 'M', quantity: 2, unitPrice: 120, amount: 240 },
      { code: '=HYPERLINK("http://x")', name: 'Abito <img src=x onerror=alert(1)>', colour: 'Blu', size: '38', quantity: 1, unitPrice: 80.5, amount: 80.5 },
    ]);
    const again = await order(GOOD, 'ordine-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>()).toEqual(body);
    expect((await order({ ...GOOD, buyer: { ...BUYER, shop: 'Altro' } }, 'ordine-1')).statusCode).toBe(422);
    await until(() => mails.length > 0);
    expect(mails[0]).toContain(`Subject: =?UTF-8?Q?Nuovo_ordine_${body.number}_`);
    expect(mails[0]).toContain(`Hai ricevuto un nuovo ordine (${body.number})`);
    expect(mails[0]).toContain('To: venditore@example.com');

    const copy = await t.app.inject({ method: 'GET', url: `/api/v/${linkId}/orders/${body.number}.xlsx?receipt=${body.receipt}` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toContain('spreadsheetml');
    expect((await t.app.inject({ method: 'GET', url: `/api/v/${linkId}/orders/${body.number}.xlsx?receipt=sbagliata` })).statusCode).toBe(404);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v/${linkId}/orders/${body.number}.pdf?receipt=${body.receipt}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Ordine ${body.number}`);
    expect(text).toContain('Boutique Lina');
    expect(text).toContain('=HYPERLINK');
  });

  it('downloads its Excel copy as the catalogue’s order sheet filled in: its quantities and buyer, the totals left to the formulas', async () => {
    // Another seller's link: this order stays out of the first seller's list below.
    const { input } = await createUser(t.app, admin, { crediti: 2 });
    const other = await userToken(t.app, input.username, input.password);
    const otherLink = (await publish(t.app, other, await publishable(2, { title: 'Foglio' }))).publication.id;
    const placed = (await order(GOOD, 'ordine-foglio', otherLink)).json<PlacedOrder>();
    const copy = await t.app.inject({ method: 'GET', url: `/api/v/${otherLink}/orders/${placed.number}.xlsx?receipt=${placed.receipt}` });
    expect(copy.headers['content-disposition']).toBe(`attachment; filename="ordine-${placed.number}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(copy.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // The sheet 'Foglio d'ordine (Excel)' writes, in the catalogue's language (English here).
    expect(sheet.name).toBe('Order');
    const rowOf = (first: string, third?: string) => sheet.getRows(1, sheet.rowCount)!.find((row) => row.getCell(1).value === first && (third === undefined || row.getCell(3).value === third))!;
    const headings = (rowOf('Code').values as unknown[]).map((value) => String(value ?? ''));
    const column = (heading: string) => headings.indexOf(heading);
    const coat = rowOf('AUR-01', 'Cammello');
    expect([coat.getCell(column('S')).value, coat.getCell(column('M')).value, coat.getCell(column('L')).value]).toEqual([2, 2, null]);
    // A code written as a formula is a text cell, and its quantity is in its size's column.
    const hostile = rowOf('=HYPERLINK("http://x")');
    expect(hostile.getCell(column('38')).value).toBe(1);
    expect(rowOf('Shop / Company name').getCell(2).value).toBe('Boutique Lina');
    expect(rowOf('Order number').getCell(2).value).toBe(placed.number);
    expect(rowOf('Notes').getCell(2).value).toBe('@SUM(1+1)');
    expect(rowOf('Total').getCell(column('Pieces')).value).toMatchObject({ formula: expect.stringMatching(/^SUM\(/) });
    // As the buyer's office suite computes it: the server's pieces and total.
    const path = join(dataDir, 'copia.xlsx');
    writeFileSync(path, copy.rawPayload);
    const computed = await computedRows(path);
    const total = computed.find((row) => row[0] === 'Total')!;
    expect(Number(total[column('Pieces') - 1])).toBe(placed.pieces);
    expect(Number(total[column('Amount') - 1])).toBeCloseTo(placed.total, 2);
    expect(computed.find((row) => row[0] === '=HYPERLINK("http://x")')).toBeDefined();

    // Once a new version is published, the order's catalogue is no longer stored: its lines, flat.
    await publish(t.app, other, await publishable(1, { title: 'Foglio 2' }), otherLink);
    const older = await t.app.inject({ method: 'GET', url: `/api/v/${otherLink}/orders/${placed.number}.xlsx?receipt=${placed.receipt}` });
    const flat = new ExcelJS.Workbook();
    await flat.xlsx.load(older.rawPayload as unknown as ArrayBuffer);
    expect(flat.worksheets[0]!.name).toBe('Ordini');
    expect(flat.worksheets[0]!.rowCount).toBe(1 + placed.lines.length);
  }, 120_000);

  it('is refused in Italian for what the catalogue does not hold or its terms do not allow', async () => {
    const refusal = async (quantities: PlaceOrderRequest['quantities'], key: string) => {
      const answer = await order({ ...GOOD, quantities }, key);
      expect(answer.statusCode).toBe(400);
      return answer.json<ErrorResponse>().details?.[0]?.message;
    };
    expect(await refusal({}, 'r1')).toBe("L'ordine è vuoto: indica almeno un capo.");
    expect(await refusal({ 'AUR-01 Cammello': { S: 0 } }, 'r2')).toMatch(/vuoto/);
    expect(await refusal({ 'NON-ESISTE Rosso': { S: 4 } }, 'r3')).toBe('Articolo non presente nel catalogo: NON-ESISTE Rosso.');
    expect(await refusal({ 'AUR-01 Nero': { XXL: 4 } }, 'r4')).toBe('Taglia XXL non disponibile per AUR-01 Nero.');
    expect(await refusal({ 'AUR-01 Nero': { S: 1 } }, 'r5')).toMatch(/minimo d'ordine.*AUR-01/);
    const withPrices = await order({ ...GOOD, total: 1 }, 'r6');
    expect(withPrices.statusCode).toBe(400);
    const noTerms = await order({ ...GOOD, termsAccepted: false }, 'r7');
    expect(noTerms.json<ErrorResponse>().details?.[0]?.message).toMatch(/condizioni di vendita/);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/v/${linkId}/orders`, payload: GOOD });
    expect(noKey.statusCode).toBe(400);
    const badEmail = await order({ ...GOOD, buyer: { ...BUYER, email: 'non-una-email' } }, 'r8');
    expect(badEmail.statusCode).toBe(400);
  });

  it('cannot order where prices are hidden, nor more than 20 times an hour from one address on one link', async () => {
    const other = (await publish(t.app, token, await publishable(2, { title: 'Limiti' }))).publication.id;
    await t.app.inject({ method: 'PATCH', url: `/api/publications/${other}`, headers: bearer(token), payload: { priceDisplay: 'retail' } });
    const closed = await order(GOOD, 'chiuso', other);
    expect(closed.statusCode).toBe(403);
    expect(closed.json<ErrorResponse>().error).toBe('Questo catalogo non accetta ordini.');
    await t.app.inject({ method: 'PATCH', url: `/api/publications/${other}`, headers: bearer(token), payload: { priceDisplay: 'all' } });
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await order(GOOD, `raffica-${n}`, other, '10.1.1.1')).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    expect((await order(GOOD, 'altro-indirizzo', other, '10.1.1.2')).statusCode).toBe(201);
    t.clock.advance(61 * 60 * 1000);
    expect((await order(GOOD, 'dopo-un-ora', other, '10.1.1.1')).statusCode).toBe(201);
    token = await userToken(t.app, (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<{ username: string }>().username, 'password-sicura');
  });
});

describe('the seller', () => {
  it('lists, counts, confirms, exports with hostile text as text, and deletes orders', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `/api/orders?link=${linkId}`, headers: bearer(token) })).json<OrderSummary[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ linkId, linkTitle: 'Ordini 2026', shop: 'Boutique Lina', pieces: 5, total: 560.5, currency: 'EUR', status: 'new' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/orders/new-count', headers: bearer(token) })).json<NewOrdersCount>().count;
    expect(before).toBe(23);
    const id = list[0]!.id;
    const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(token), payload: { status: 'confirmed' } });
    expect(confirmed.json<OrderDetail>()).toMatchObject({ status: 'confirmed', buyer: BUYER });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/new-count', headers: bearer(token) })).json<NewOrdersCount>().count).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders?status=confirmed', headers: bearer(token) })).json<OrderSummary[]>()).toHaveLength(1);

    const csv = await t.app.inject({ method: 'GET', url: `/api/orders/export.csv?link=${linkId}`, headers: bearer(token) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csvLines = csv.body.split('\r\n');
    expect(csvLines).toHaveLength(5);
    expect(csvLines[3]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csvLines[1]).toContain("'@SUM(1+1)");

    const xlsx = await t.app.inject({ method: 'GET', url: `/api/orders/${id}/export.xlsx`, headers: bearer(token) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ordini')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(12).value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(4).getCell(16).value).toBe(1);
    expect(sheet.getRow(2).getCell(11).value).toBe('@SUM(1+1)');

    const stranger = await createUser(t.app, await adminToken(t.app), { crediti: 0 });
    const theirs = await userToken(t.app, stranger.input.username, stranger.input.password);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(theirs) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(theirs) })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/non-un-uuid', headers: bearer(token) })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) })).statusCode).toBe(404);
    const stats = await t.app.inject({ method: 'GET', url: `/api/publications/${linkId}/stats`, headers: bearer(token) });
    expect(stats.json()).toMatchObject({ orders: 0, pieces: 0, total: 0 });
  });
});
