import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, languageInfo } from '../../../shared/index.js';
import { createDeepLProvider, defaultDeepLUrl } from './deepl.js';
import { TranslationFailedError } from './errors.js';
import { deeplEcho, stubServers } from './stub-server.testing.js';

const portuguese = languageInfo('Portoghese');
const signal = () => AbortSignal.timeout(5_000);
const startStub = stubServers();

describe('DeepL provider', () => {
  it('posts to /v2/translate with the key in the Authorization header and returns the translation', async () => {
    const stub = await startStub(deeplEcho);
    const provider = createDeepLProvider({ apiKey: 'abc-123:fx', url: stub.url });

    const translation = await provider.translate('Benvenuti nel catalogo', portuguese, signal());
    expect(translation).toBe('[PT-PT] Benvenuti nel catalogo');
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key abc-123:fx');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ text: ['Benvenuti nel catalogo'], target_lang: 'PT-PT' });
  });

  it("asks for DeepL's target code of every catalogue language", async () => {
    const stub = await startStub(deeplEcho);
    const provider = createDeepLProvider({ apiKey: 'abc', url: stub.url });

    for (const language of LANGUAGES) await provider.translate('Ciao', language, signal());
    const targets = stub.requests.map((request) => (request.body as { target_lang: string }).target_lang);
    expect(targets).toEqual(['EN-GB', 'ES', 'FR', 'DE', 'PT-PT', 'IT', 'NL', 'RU', 'JA']);
  });

  it.each([
    [403, 'Authorization failure, check auth_key', 'rejected', MESSAGES.errors.translationFailed],
    [429, 'Too many requests', 'rate-limited', MESSAGES.errors.translationFailed],
    [456, 'Quota exceeded', 'quota', MESSAGES.errors.translationQuota],
    [500, 'Internal server error', 'provider-error', MESSAGES.errors.translationFailed],
  ] as const)('reports the error status %i as a failure (%s -> %s)', async (status, message, reason, italian) => {
    const stub = await startStub(() => ({ status, json: { message } }));
    const provider = createDeepLProvider({ apiKey: 'abc', url: stub.url });

    const failure = await provider.translate('Ciao', portuguese, signal()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationFailedError);
    expect(failure).toMatchObject({ reason, message: italian });
    expect((failure as TranslationFailedError).detail).toBe(`DeepL answered ${status}: ${message}`);
  });

  it('rejects an answer that does not hold exactly one translation', async () => {
    const stub = await startStub(() => ({ status: 200, json: { translations: [] } }));
    const provider = createDeepLProvider({ apiKey: 'abc', url: stub.url });

    await expect(provider.translate('Ciao', portuguese, signal())).rejects.toMatchObject({ reason: 'invalid-answer' });
  });

  it('uses the free API for keys ending in :fx and the pro API otherwise', () => {
    expect(defaultDeepLUrl('0f1e2d3c-aaaa-bbbb-cccc-123456789abc:fx')).toBe('https://api-free.deepl.com');
    expect(defaultDeepLUrl('0f1e2d3c-aaaa-bbbb-cccc-123456789abc')).toBe('https://api.deepl.com');
  });
});
