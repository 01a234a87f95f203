/**
 * Issue 36.2 and 36.3 in WebKit (webkit2gtk's WebKitWebDriver under Xvfb, as the bench drives it):
 * the built public page under its strict CSP renders the catalogue, opens a product and totals a
 * quantity in the catalogue's currency, and the draft survives a reload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/free-port.js';
import { driverReady, newSession, type WebDriverSession } from '../../scripts/bench/webdriver-client.js';
import { startXvfb, waitFor } from '../../scripts/bench/webkit-run.js';
import type { PlacedOrder } from '../../src/shared/schemas/published.js';
import { samplePageData } from '../fixtures/vetrina-page-data.js';
import { startVetrinaServer, type VetrinaServer } from './support/vetrina-server.js';

const DATA = samplePageData();
const ID = DATA.status === 'ok' ? DATA.catalogue.id : '';
const PLACED: PlacedOrder = { number: 'V-2026-000003', receipt: 'r', currency: 'EUR', lines: [], pieces: 0, total: 0, unpricedPieces: 0, createdAt: '2026-11-28T10:00:00.000Z' };
const TOTAL = '4 capi · 758,00\u00a0€';

let server: VetrinaServer;
let xvfb: ChildProcess | undefined;
let driver: ChildProcess | undefined;
let session: WebDriverSession;

const until = (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => waitFor(check, `WebKit: ${what}`, timeoutMs);
const text = async (selector: string) => String((await session.executeSync('const found = document.querySelector(arguments[0]); return found ? found.textContent : "";', [selector])) ?? '');

beforeAll(async () => {
  server = await startVetrinaServer(DATA, PLACED);
  const display = await startXvfb();
  xvfb = display.process;
  const port = await freePort();
  driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display.display } });
  const base = `http://127.0.0.1:${port}`;
  await until(() => driverReady(base), 'WebKitWebDriver ready', 15_000);
  session = await newSession(base, {}, 120_000);
  await session.navigate(`${server.url}/v/${ID}`);
  await until(async () => (await text('header h1')) !== '', 'the cover');
}, 120_000);

afterAll(async () => {
  await session?.delete().catch(() => undefined);
  driver?.kill();
  xvfb?.kill();
  await server?.stop();
});

describe('the public page in WebKit', () => {
  it('renders the catalogue with its photos', async () => {
    expect(await text('header h1')).toBe('Autunno Inverno');
    await until(async () => (await session.executeSync('const image = document.querySelector("header img"); return Boolean(image && image.complete && image.naturalWidth > 0);', [])) === true, 'the cover photo');
    expect(await session.executeSync('return [...document.querySelectorAll(\'section[aria-labelledby="prodotti"] li button\')].map((button) => button.textContent);', [])).toEqual(['Giacca in tweed', 'Maglione a coste', '<img src=x onerror="window.__pwned=1">', 'Foto 5']);
  });

  it('totals a quantity from the product view, and keeps it over a reload', async () => {
    // The page is drawn by the server and hydrated after its script loads: a click before that
    // finds no handler (CI once waited 60 s on one). Click again until the view opens, as a person would.
    const openFirstProduct = 'if (!document.querySelector("dialog[open]")) document.querySelector(\'section[aria-labelledby="prodotti"] li button\').click(); return Boolean(document.querySelector("dialog[open]"));';
    await until(async () => (await session.executeSync(openFirstProduct, [])) === true, 'the product view');
    await session.sendKeys('input[aria-label="Giacca in tweed, Blu notte, taglia M"]', '4');
    await until(async () => (await text('[data-testid="order-total"]')) === TOTAL, 'the total');
    await session.navigate(`${server.url}/v/${ID}`);
    await until(async () => (await text('[data-testid="order-total"]')) === TOTAL, 'the total after a reload');
    expect(await session.executeSync('return window.__pwned === undefined;', [])).toBe(true);
  });
});
