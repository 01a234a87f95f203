import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationCache } from '../../src/server/db/schema.js';
import { libreTranslateEcho, stubServers } from '../../src/server/services/translation/stub-server.testing.js';
import { MESSAGES } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

async function signedIn(t: TestApp): Promise<string> {
  const { input } = await createUser(t.app, await adminToken(t.app));
  return userToken(t.app, input.username, input.password);
}

const translate = (t: TestApp, token: string, text: string, targetLanguage = 'Francese') =>
  t.app.inject({ method: 'POST', url: '/api/translate', headers: bearer(token), payload: { text, targetLanguage } });

describe('POST /api/translate without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/translate', payload: { text: 'Ciao', targetLanguage: 'Russo' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 503 TRANSLATION_UNAVAILABLE in Italian', async () => {
    const response = await translate(t, await signedIn(t), 'Nuova collezione');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: MESSAGES.errors.translationUnavailable, code: 'TRANSLATION_UNAVAILABLE' });
  });
});

describe('POST /api/translate with LibreTranslate', () => {
  const stub = stubServers();

  it('translates, caches in the database, and reports a provider failure as 502', async () => {
    let failing = false;
    const libre = await stub((request) => (failing ? { status: 500, json: { error: 'boom' } } : libreTranslateEcho(request)));
    const t = await startTestApp({ env: { LIBRETRANSLATE_URL: libre.url } });
    try {
      const token = await signedIn(t);
      const first = await translate(t, token, 'Nuova collezione');
      expect(first.json()).toEqual({ translatedText: '[fr] Nuova collezione' });
      expect((await translate(t, token, 'Nuova collezione')).json()).toEqual({ translatedText: '[fr] Nuova collezione' });
      expect(libre.requests).toHaveLength(1);
      expect(await t.database.db.$count(translationCache)).toBe(1);

      failing = true;
      const failed = await translate(t, token, 'Altro testo', 'Tedesco');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: MESSAGES.errors.translationFailed, code: 'TRANSLATION_FAILED' });
    } finally {
      await t.close();
    }
  });
});
