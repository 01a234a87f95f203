import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDED_ADMIN_ROUTES, GUARDED_USER_ROUTES, type RouteCase } from './support/routes.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
let user: string;
/** The credentials route renames the administrator; the routes after it sign in with the new name. */
let credentialsChanged = false;
const adminCredentials = () =>
  credentialsChanged ? { username: 'nuovo-admin', password: 'password-nuova' } : { username: 'admin', password: 'admin' };

beforeAll(async () => {
  t = await startTestApp();
  const { input } = await createUser(t.app, await adminToken(t.app));
  user = await userToken(t.app, input.username, input.password);
});
afterAll(() => t.close());

const sendTo = (route: RouteCase, headers: Record<string, string>) =>
  t.app.inject({ method: route.method, url: route.url, headers, ...(route.valid ? { payload: route.valid } : {}) });

// Before the administrator's routes: their last one resets the database.
describe.each(GUARDED_USER_ROUTES)('$method $url (user route)', (route) => {
  it('is 401 without a session or with a garbage token', async () => {
    const response = await sendTo(route, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await sendTo(route, bearer('garbage'))).statusCode).toBe(401);
  });

  it('is 403 with an administrator token', async () => {
    const response = await sendTo(route, bearer(await adminToken(t.app)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe.each(GUARDED_ADMIN_ROUTES)('$method $url', (route) => {
  const send = (headers: Record<string, string>) => sendTo(route, headers);

  it('is 401 without a token', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is 401 with a garbage token', async () => {
    expect((await send(bearer('garbage'))).statusCode).toBe(401);
    expect((await send({ authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode).toBe(401);
    expect((await send({ cookie: 'vetrina_admin_session=garbage' })).statusCode).toBe(401);
  });

  it('is 403 with a user token', async () => {
    const response = await send(bearer(user));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('opens with an administrator token', async () => {
    const response = await send(bearer(await adminToken(t.app, adminCredentials())));
    // The per-user routes are given an unknown (well-formed) id: 404 proves they reached the handler.
    const perUser = /\/users\/[0-9a-f-]{36}|\/publications\/:id/.test(route.url);
    expect(response.statusCode).toBe(perUser ? 404 : route.method === 'POST' && route.url.endsWith('/users') ? 201 : 200);
    if (route.url.endsWith('/credentials')) credentialsChanged = true;
  });
});

