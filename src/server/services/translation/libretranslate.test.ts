import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, languageInfo } from '../../../shared/index.js';
import { TranslationFailedError } from './errors.js';
import { createLibreTranslateProvider } from './libretranslate.js';
import { libreTranslateEcho, stubServers } from './stub-server.testing.js';

const portuguese = languageInfo('Portoghese');
const signal = () => AbortSignal.timeout(5_000);
const startStub = stubServers();

describe('LibreTranslate provider', () => {
  it('posts the text as JSON to /translate with the source detected and returns translatedText', async () => {
    const stub = await startStub(libreTranslateEcho);
    const provider = createLibreTranslateProvider({ url: stub.url });

    const translation = await provider.translate('Benvenuti nel catalogo', portuguese, signal());
    expect(translation).toBe('[pt] Benvenuti nel catalogo');
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/translate');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ q: 'Benvenuti nel catalogo', source: 'auto', target: 'pt', format: 'text' });
  });

  it('sends api_key only when one is configured, and accepts a base URL with a path and a trailing slash', async () => {
    const stub = await startStub(libreTranslateEcho);
    const provider = createLibreTranslateProvider({ url: `${stub.url}/libre/`, apiKey: 'chiave-segreta' });

    await provider.translate('Ciao', portuguese, signal());
    expect(stub.requests[0]?.path).toBe('/libre/translate');
    expect(stub.requests[0]?.body).toMatchObject({ api_key: 'chiave-segreta' });
  });

  it('asks for the ISO code of every catalogue language', async () => {
    const stub = await startStub(libreTranslateEcho);
    const provider = createLibreTranslateProvider({ url: stub.url });

    for (const language of LANGUAGES) await provider.translate('Ciao', language, signal());
    const targets = stub.requests.map((request) => (request.body as { target: string }).target);
    expect(targets).toEqual(['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ru', 'ja']);
  });

  it.each([
    [400, 'Invalid request: missing q parameter', 'rejected'],
    [403, 'Banned', 'rejected'],
    [429, 'Slowdown: 30 per 1 minute', 'rate-limited'],
    [500, 'Cannot translate text', 'provider-error'],
  ] as const)('reports the error status %i as a failure (%s -> %s)', async (status, error, reason) => {
    const stub = await startStub(() => ({ status, json: { error } }));
    const provider = createLibreTranslateProvider({ url: stub.url });

    const failure = await provider.translate('Ciao', portuguese, signal()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationFailedError);
    expect(failure).toMatchObject({ reason, message: MESSAGES.errors.translationFailed });
    expect((failure as TranslationFailedError).detail).toBe(`LibreTranslate answered ${status}: ${error}`);
  });
});
