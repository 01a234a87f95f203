/**
 * Issue 5, cross-site requests (DECISIONS "Accounts and sessions"): a state change carried only by
 * the browser's cookies is refused from a foreign Origin and with a body a form can send (text/plain,
 * urlencoded, multipart); no GET changes the database (the session's last-use time aside).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_ROUTES, type RouteCase } from '../support/routes.js';
import { adminToken, createUser, startTestApp, userToken, type TestApp } from '../support/test-app.js';
import { apiRoutes } from './support/route-inventory.js';
import { snapshotTables } from './support/table-snapshot.js';

const MINUTE = 60 * 1000;

let t: TestApp;
let cookies: Record<string, string>;
let targetUserId: string;

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_DEBUG: 'true' } });
  const admin = await adminToken(t.app);
  const { input, user } = await createUser(t.app, admin, { crediti: 5 });
  targetUserId = user.id;
  cookies = { vetrina_session: await userToken(t.app, input.username, input.password), vetrina_admin_session: admin };
});
afterAll(() => t?.close());

const urlOf = (route: RouteCase) => route.url.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, targetUserId);

const formOf = (route: RouteCase) => new URLSearchParams(Object.entries(route.valid ?? { a: '1' }).map(([key, value]) => [key, String(value)])).toString();

/** What a hostile page can make a browser send with the victim's cookies. */
const FORGERIES: { name: string; headers: (route: RouteCase) => Record<string, string>; payload: (route: RouteCase) => string; status: number }[] = [
  {
    name: 'JSON from a foreign Origin',
    headers: () => ({ origin: 'https://evil.example', 'content-type': 'application/json' }),
    payload: (route) => JSON.stringify(route.valid ?? {}),
    status: 403,
  },
  {
    name: 'JSON marked cross-site by the browser',
    headers: () => ({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }),
    payload: (route) => JSON.stringify(route.valid ?? {}),
    status: 403,
  },
  {
    name: 'JSON from an opaque (null) Origin',
    headers: () => ({ origin: 'null', 'content-type': 'application/json' }),
    payload: (route) => JSON.stringify(route.valid ?? {}),
    status: 403,
  },
  {
    name: 'a look-alike Origin',
    headers: () => ({ origin: 'http://localhost.evil.example', 'content-type': 'application/json' }),
    payload: (route) => JSON.stringify(route.valid ?? {}),
    status: 403,
  },
  {
    name: 'a text/plain form carrying JSON',
    headers: () => ({ 'content-type': 'text/plain' }),
    payload: (route) => JSON.stringify(route.valid ?? {}),
    status: 415,
  },
  {
    name: 'a text/plain form from a foreign Origin',
    headers: () => ({ origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' }),
    payload: (route) => JSON.stringify(route.valid ?? {}),
    status: 403,
  },
  {
    name: 'an urlencoded form',
    headers: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
    payload: formOf,
    status: 415,
  },
  {
    name: 'a multipart form',
    headers: () => ({ 'content-type': 'multipart/form-data; boundary=x' }),
    payload: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    status: 415,
  },
];

describe('cross-site requests carried by the cookies', () => {
  for (const forgery of FORGERIES) {
    it(`refuses ${forgery.name} on every state-changing route, and nothing changes`, async () => {
      const before = await snapshotTables(t.database.db);
      for (const route of BODY_ROUTES) {
        const response = await t.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: forgery.headers(route),
          cookies,
          payload: forgery.payload(route),
        });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: forgery.status,
        });
        expect(response.json()).toHaveProperty('code', forgery.status === 403 ? 'CROSS_SITE_REQUEST' : 'UNSUPPORTED_MEDIA_TYPE');
      }
      expect(await snapshotTables(t.database.db)).toEqual(before);
    });
  }

  it('the sweep covers every POST, PATCH and DELETE route', () => {
    expect(BODY_ROUTES.map((route) => `${route.method} ${route.url.replace(/[0-9a-f-]{36}/, ':id')}`).sort()).toEqual(
      apiRoutes(t.app, ['POST', 'PATCH', 'DELETE']),
    );
  });
});

describe('GET never changes state', () => {
  it('leaves every table as it was after every GET and HEAD route, signed in as user and administrator', async () => {
    // Past the slide interval, so the one allowed write (the session's last use) does happen.
    t.clock.advance(5 * MINUTE);
    const before = await snapshotTables(t.database.db);
    const gets = apiRoutes(t.app, ['GET', 'HEAD']);
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const [method, url] = route.split(' ') as ['GET' | 'HEAD', string];
      const response = await t.app.inject({ method, url, cookies, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode, route).toBeLessThan(500);
    }
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('leaves every table as it was when state-changing URLs and web pages are fetched with GET', async () => {
    const before = await snapshotTables(t.database.db);
    const urls = [
      ...BODY_ROUTES.map(urlOf),
      ...BODY_ROUTES.map((route) => `${urlOf(route)}?_method=${route.method}&numeroImmagini=1&crediti=0`),
      '/',
      '/admin/init',
      '/admin/reset',
      '/admin/test?username=admin&password=admin',
      '/logout',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, cookies });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });
});
