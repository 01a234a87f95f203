/**
 * Issue 6.9: the catalogue log searched, sorted and paged on the server, and exported as CSV; the
 * spec's list calls keep their array answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogLogs } from '../../src/server/db/schema.js';
import { catalogLogBatches, searchCatalogLogs } from '../../src/server/services/catalog-log-search.js';
import { CATALOG_LOG_SORTS, SORT_DIRECTIONS, type CatalogLogEntry, type CatalogLogPage } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;

let t: TestApp;
let admin: string;

/** Usernames that a naive LIKE or a naive CSV writer would get wrong. */
const TRICKY = ['sconto%50', 'sconto_50', 'sconto950', 'back\\slash', '=HYPERLINK("http://x")', '+somma', '-meno', '@menzione', '=1+1', 'punto;virgola"citato'];
/** 'marta' generates these, one a minute; each tricky user generates one catalogue after her. */
const MARTA_IMAGES = [12, 3, 36, 7, 7, 20, 1, 9, 15, 4];

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  const users = [{ username: 'marta', crediti: MARTA_IMAGES.length }, ...TRICKY.map((username) => ({ username, crediti: 1 }))];
  const charges: [string, number][] = [
    ...MARTA_IMAGES.map((images): [string, number] => ['marta', images]),
    ...TRICKY.map((username, index): [string, number] => [username, index + 1]),
  ];
  const tokens = new Map<string, string>();
  for (const user of users) {
    const { input } = await createUser(t.app, admin, user);
    tokens.set(user.username, await userToken(t.app, input.username, input.password));
  }
  for (const [username, numeroImmagini] of charges) {
    t.clock.advance(MINUTE);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-catalog',
      headers: bearer(tokens.get(username) ?? ''),
      payload: { numeroImmagini },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t?.close());

const TOTAL = MARTA_IMAGES.length + TRICKY.length;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const search = async (query: string) => {
  const response = await get(`/api/admin/catalog-logs/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogLogPage>();
};
const usernames = (page: CatalogLogPage) => page.items.map((item) => item.username);

describe('the spec list calls', () => {
  it('keep their array answers', async () => {
    const logs = (await get('/api/admin/catalog-logs')).json<CatalogLogEntry[]>();
    expect(Array.isArray(logs)).toBe(true);
    expect(logs).toHaveLength(TOTAL);
    expect(Array.isArray((await get('/api/admin/users')).json())).toBe(true);
  });
});

describe('GET /api/admin/catalog-logs/search', () => {
  it('answers the first 20, newest first, as the spec list orders them, with the total', async () => {
    const page = await search('');
    const all = (await get('/api/admin/catalog-logs')).json<CatalogLogEntry[]>();
    expect(page).toEqual({ items: all.slice(0, 20), total: TOTAL, page: 1, pageSize: 20 });
    expect(page.items[0]?.username).toBe(TRICKY.at(-1));
  });

  it('pages through every row once, the last page partial, beyond it nothing', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await search(`pageSize=6&page=${page}`);
      expect(result).toMatchObject({ total: TOTAL, page, pageSize: 6 });
      expect(result.items).toHaveLength(page < 4 ? 6 : TOTAL - 18);
      seen.push(...result.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(TOTAL);
    expect(await search('pageSize=6&page=5')).toEqual({ items: [], total: TOTAL, page: 5, pageSize: 6 });
    expect((await search('pageSize=100')).items).toHaveLength(TOTAL);
  });

  it('sorts by each column both ways, ascending being exactly descending reversed', async () => {
    for (const sort of CATALOG_LOG_SORTS) {
      const ascending = await search(`sort=${sort}&dir=asc&pageSize=100`);
      const descending = await search(`sort=${sort}&dir=desc&pageSize=100`);
      expect(ascending.items.map((item) => item.id)).toEqual(descending.items.map((item) => item.id).reverse());
    }
    const byImages = await search('sort=numeroImmagini&dir=desc&pageSize=100');
    const images = byImages.items.map((item) => item.numeroImmagini);
    expect(images).toEqual([...images].sort((a, b) => b - a));
    // Ties (marta's two 7s) fall back to the date, in the same direction.
    const sevens = byImages.items.filter((item) => item.numeroImmagini === 7 && item.username === 'marta');
    expect(sevens.map((item) => item.createdAt)).toEqual(sevens.map((item) => item.createdAt).sort().reverse());
    const byDate = await search('sort=dataGenerazione&dir=asc&pageSize=3');
    expect(usernames(byDate)).toEqual(['marta', 'marta', 'marta']);
    expect(byDate.items.map((item) => item.numeroImmagini)).toEqual(MARTA_IMAGES.slice(0, 3));
    const byName = await search('sort=username&dir=asc&pageSize=100');
    expect(usernames(byName).filter((name) => name === 'marta')).toHaveLength(MARTA_IMAGES.length);
  });

  it('searches usernames ignoring case; % _ and \\ are letters, not wildcards', async () => {
    expect(await search('q=MARTA')).toMatchObject({ total: MARTA_IMAGES.length });
    expect(usernames(await search('q=%25'))).toEqual(['sconto%50']);
    expect(usernames(await search('q=o_5'))).toEqual(['sconto_50']);
    expect(usernames(await search('q=_'))).toEqual(['sconto_50']);
    expect(usernames(await search(`q=${encodeURIComponent('\\')}`))).toEqual(['back\\slash']);
    expect(usernames(await search('q=sconto&sort=username&dir=asc')).sort()).toEqual(['sconto%50', 'sconto950', 'sconto_50'].sort());
    expect(await search('q=nessuno')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    // Blank space around the search is ignored; a blank search is no search.
    expect((await search('q=%20marta%20')).total).toBe(MARTA_IMAGES.length);
    expect((await search('q=%20%20')).total).toBe(TOTAL);
  });

  it('refuses what it does not know, in the one error shape, never a 5xx', async () => {
    const refused = [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=1e3',
      'page=%201',
      'page=0x10',
      'page=',
      'page=1000001',
      'page=99999999999999999999',
      'pageSize=0',
      'pageSize=101',
      'sort=password_hash',
      'sort=',
      'dir=up',
      'dir=ASC',
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
      'page=1&page=2',
      'q=a&q=b',
      'limit=5',
      '__proto__=1',
      'constructor[prototype][x]=1',
    ];
    for (const query of refused) {
      const response = await get(`/api/admin/catalog-logs/search?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
    }
    expect((await search('page=1000000')).items).toEqual([]);
  });
});

describe('GET /api/admin/catalog-logs.csv', () => {
  const csv = async (query = '') => {
    const response = await get(`/api/admin/catalog-logs.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

  it('is an attachment, UTF-8 with a BOM for Excel, ";"-separated CRLF lines under an Italian header', async () => {
    const response = await csv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vetrina-log-cataloghi-2026-01-15.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Data (ora italiana);Username;Immagini');
    expect(rows).toHaveLength(TOTAL);
    // Newest first; Italian dates in Italy's time (the clock is in January: UTC+1).
    expect(rows.at(-1)).toBe('15/01/2026 11:01:00;marta;12');
    expect(rows[0]).toMatch(/^15\/01\/2026 11:20:00;/);
  });

  it('defuses cells a spreadsheet would run as formulas, and quotes separators and quotes', async () => {
    const rows = lines((await csv('?sort=dataGenerazione&dir=asc')).body).slice(1 + MARTA_IMAGES.length);
    expect(rows.map((row) => row.slice(row.indexOf(';') + 1))).toEqual([
      'sconto%50;1',
      'sconto_50;2',
      'sconto950;3',
      'back\\slash;4',
      `"'=HYPERLINK(""http://x"")";5`,
      "'+somma;6",
      "'-meno;7",
      "'@menzione;8",
      "'=1+1;9",
      '"punto;virgola""citato";10',
    ]);
  });

  it('exports the current search in the current order, all of it', async () => {
    const rows = lines((await csv('?q=marta&sort=numeroImmagini&dir=asc')).body).slice(1);
    expect(rows.map((row) => Number(row.split(';')[2]))).toEqual([...MARTA_IMAGES].sort((a, b) => a - b));
    expect(lines((await csv('?q=nessuno')).body)).toEqual(['Data (ora italiana);Username;Immagini']);
  });

  it('takes the search parameters only, strictly', async () => {
    for (const query of ['?page=2', '?pageSize=5', '?sort=nope', '?q=a%00', '?format=xlsx']) {
      const response = await get(`/api/admin/catalog-logs.csv${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('the export reads in batches', () => {
  it('gives every row once, in the order of the paged search, across ties and microsecond times', async () => {
    const db = t.database.db;
    // Same username, same image count, same time: only the id tells them apart. defaultNow()
    // rows carry microseconds, which a JavaScript Date would round away.
    const tied = new Date('2026-01-15T10:30:00.000Z');
    await db.insert(catalogLogs).values(Array.from({ length: 7 }, () => ({ username: 'gemelli', numeroImmagini: 5, createdAt: tied, dataGenerazione: tied })));
    await db.insert(catalogLogs).values(Array.from({ length: 5 }, () => ({ username: 'gemelli', numeroImmagini: 5 })));
    for (const sort of CATALOG_LOG_SORTS) {
      for (const dir of SORT_DIRECTIONS) {
        for (const q of [undefined, 'gem']) {
          const filter = { sort, dir, ...(q ? { q } : {}) };
          const whole = await searchCatalogLogs(db, { ...filter, page: 1, pageSize: 100 });
          const batched: string[] = [];
          for await (const batch of catalogLogBatches(db, filter, 3)) {
            expect(batch.length).toBeLessThanOrEqual(3);
            batched.push(...batch.map((row) => row.id));
          }
          expect({ filter, ids: batched }).toEqual({ filter, ids: whole.items.map((item) => item.id) });
        }
      }
    }
  });
});
