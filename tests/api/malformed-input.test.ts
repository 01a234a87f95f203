import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../src/shared/index.js';
import { BODY_ROUTES, type RouteCase } from './support/routes.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
let tokens: { admin: string; user: string };
beforeAll(async () => {
  t = await startTestApp();
  const admin = await adminToken(t.app);
  const { input } = await createUser(t.app, admin, { crediti: 100 });
  tokens = { admin, user: await userToken(t.app, input.username, input.password) };
});
afterAll(() => t.close());

function authFor(url: string): Record<string, string> {
  if (url.startsWith('/api/admin/') && !/\/(init|test-login|auth\/login)$/.test(url)) return bearer(tokens.admin);
  if (url === '/api/generate-catalog' || url === '/api/translate' || url.startsWith('/api/user/')) return bearer(tokens.user);
  return {};
}

interface Malformed {
  name: string;
  payload: string;
  contentType?: string;
}

const json = (value: unknown) => JSON.stringify(value);

/** Each field replaced by a value of the wrong kind: numbers as strings, strings as numbers, and so on. */
function fieldMutations(valid: Record<string, unknown>): Malformed[] {
  return Object.entries(valid).flatMap(([field, value]) => {
    const wrong = typeof value === 'number' ? [String(value), true, null, [value], { value }, 1.5] : [123, true, null, [value], { value }];
    const asText = typeof value === 'string' ? [`${value}\u0000`, 'x'.repeat(10_000)] : [];
    return [...wrong, ...asText].map((bad) => ({ name: `${field} = ${json(bad).slice(0, 30)}`, payload: json({ ...valid, [field]: bad }) }));
  });
}

function malformedBodies(route: RouteCase): Malformed[] {
  const valid = route.valid ?? {};
  return [
    { name: 'invalid JSON', payload: '{"numeroImmagini": ' },
    { name: 'JSON with a trailing comma', payload: '{"a": 1,}' },
    { name: 'prototype pollution', payload: '{"__proto__": {"admin": true}}' },
    { name: 'an array', payload: json([valid]) },
    { name: 'a string', payload: json('testo') },
    { name: 'a number', payload: '42' },
    { name: 'an extra field', payload: json({ ...valid, ruolo: 'admin' }) },
    { name: 'a 10,000-character unknown field', payload: json({ ...valid, ['k'.repeat(10_000)]: 1 }) },
    { name: 'a 2 MB body', payload: json({ ...valid, riempitivo: 'x'.repeat(2 * 1024 * 1024) }) },
    { name: 'text/plain', payload: json(valid), contentType: 'text/plain' },
    { name: 'a form', payload: 'username=admin&password=admin', contentType: 'application/x-www-form-urlencoded' },
    { name: 'multipart', payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
    ...fieldMutations(valid),
    ...(Object.keys(valid).length > 0 ? [{ name: 'an empty object', payload: '{}' }, { name: 'null', payload: 'null' }] : []),
  ];
}

describe.each(BODY_ROUTES)('$method $url refuses malformed input with a 4xx in the error shape', (route) => {
  it.each(malformedBodies(route))('$name', async ({ payload, contentType }) => {
    const response = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...authFor(route.url), 'content-type': contentType ?? 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const body = ErrorResponse.parse(response.json());
    expect(body.error).not.toMatch(/SQL|select|insert|stack|at .*\.ts|Error:/i);
  });
});

describe('specific refusals', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': contentType }, payload });

  it('names the codes of fastify-level failures', async () => {
    expect((await post('{bad')).json()).toMatchObject({ code: 'INVALID_JSON' });
    expect((await post(json({ username: 'x'.repeat(2 * 1024 * 1024) }))).statusCode).toBe(413);
    expect((await post(json({ username: 'a', password: 'b' }), 'text/plain')).statusCode).toBe(415);
    const unknownField = await post(json({ username: 'a', password: 'b', extra: 1 }));
    expect(unknownField.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ message: 'Campo non previsto: extra.' }] });
  });

  it('treats a malformed id as an unknown one, before any query', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: "/api/admin/users/1' OR '1'='1/credits",
      headers: bearer(tokens.admin),
      payload: { crediti: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers JSON 404 for unknown API paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/user'],
      ['DELETE', '/api/admin/users'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
