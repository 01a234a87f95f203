import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/index.js';
import { createDeepLProvider } from './deepl.js';
import { TranslationFailedError, TranslationUnavailableError } from './errors.js';
import { createLibreTranslateProvider } from './libretranslate.js';
import {
  deeplEcho,
  libreTranslateEcho,
  stubServers,
  unreachableUrl,
} from './stub-server.testing.js';
import { createTranslator, translationCacheKey, type TranslationCache, type TranslationLogger } from './translator.js';

const startStub = stubServers();

const libreTranslate = (url: string) => createLibreTranslateProvider({ url });

function recordingLogger(): TranslationLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_details, message) => warnings.push(message) };
}

describe('translator', () => {
  it('translates once and answers the same text in the same language from the cache', async () => {
    const stub = await startStub(libreTranslateEcho);
    const cache = new Map<string, string>();
    const translator = createTranslator({ providers: [libreTranslate(stub.url)], cache });

    expect(await translator.translate('Collezione primavera', 'Francese')).toBe('[fr] Collezione primavera');
    expect(await translator.translate('Collezione primavera', 'Francese')).toBe('[fr] Collezione primavera');
    expect(stub.requests).toHaveLength(1);
    expect([...cache.entries()]).toEqual([
      [translationCacheKey('Collezione primavera', 'Francese'), '[fr] Collezione primavera'],
    ]);

    expect(await translator.translate('Collezione primavera', 'Tedesco')).toBe('[de] Collezione primavera');
    expect(stub.requests).toHaveLength(2);
  });

  it('keys the cache by a sha256 of language and text, so a translation serves every provider', async () => {
    const deepl = await startStub(deeplEcho);
    const libre = await startStub(libreTranslateEcho);
    const cache = new Map<string, string>();
    const key = translationCacheKey('Ciao', 'Russo');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(translationCacheKey('Ciao', 'Giapponese'));

    await createTranslator({ providers: [createDeepLProvider({ apiKey: 'abc', url: deepl.url })], cache }).translate(
      'Ciao',
      'Russo',
    );
    const later = createTranslator({ providers: [libreTranslate(libre.url)], cache });
    expect(await later.translate('Ciao', 'Russo')).toBe('[RU] Ciao');
    expect(libre.requests).toHaveLength(0);
  });

  it('shares one provider call between identical requests that arrive together', async () => {
    const stub = await startStub(libreTranslateEcho);
    const translator = createTranslator({ providers: [libreTranslate(stub.url)], cache: new Map() });

    const answers = await Promise.all([1, 2, 3].map(() => translator.translate('Novità', 'Olandese')));
    expect(answers).toEqual(['[nl] Novità', '[nl] Novità', '[nl] Novità']);
    expect(stub.requests).toHaveLength(1);
  });

  it('returns a text made only of whitespace as it is, without a call or a cache entry', async () => {
    const stub = await startStub(libreTranslateEcho);
    const cache = new Map<string, string>();
    const translator = createTranslator({ providers: [libreTranslate(stub.url)], cache });

    expect(await translator.translate(' \n\t ', 'Spagnolo')).toBe(' \n\t ');
    expect(stub.requests).toHaveLength(0);
    expect(cache.size).toBe(0);
  });

  it('is unavailable, in Italian, when no provider is configured', async () => {
    const translator = createTranslator({ providers: [], cache: new Map() });

    const failure = await translator.translate('Ciao', 'Spagnolo').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationUnavailableError);
    expect(failure).toMatchObject({
      message: MESSAGES.errors.translationUnavailable,
      detail: 'no translation provider is configured',
    });
  });

  it('tries the next provider when the first cannot be reached', async () => {
    const stub = await startStub(libreTranslateEcho);
    const logger = recordingLogger();
    const translator = createTranslator({
      providers: [createDeepLProvider({ apiKey: 'abc', url: await unreachableUrl() }), libreTranslate(stub.url)],
      cache: new Map(),
      logger,
    });

    expect(await translator.translate('Ciao', 'Spagnolo')).toBe('[es] Ciao');
    expect(logger.warnings).toEqual(['translation provider unreachable']);
  });

  it('tries the next provider when the first does not answer in time', async () => {
    const slow = await startStub(() => 'hang');
    const fast = await startStub(libreTranslateEcho);
    const translator = createTranslator({
      providers: [libreTranslate(slow.url), libreTranslate(fast.url)],
      cache: new Map(),
      timeoutMs: 200,
    });

    expect(await translator.translate('Ciao', 'Giapponese')).toBe('[ja] Ciao');
    expect(slow.requests).toHaveLength(1);
  });

  it('is unavailable when no provider can be reached, and caches nothing', async () => {
    const slow = await startStub(() => 'hang');
    const cache = new Map<string, string>();
    const translator = createTranslator({
      providers: [libreTranslate(await unreachableUrl()), libreTranslate(slow.url)],
      cache,
      timeoutMs: 200,
    });

    await expect(translator.translate('Ciao', 'Spagnolo')).rejects.toMatchObject({
      name: 'TranslationUnavailableError',
      detail: 'no translation provider could be reached (LibreTranslate, LibreTranslate)',
    });
    expect(cache.size).toBe(0);
  });

  it('reports a provider error instead of hiding it behind the next provider, and asks again next time', async () => {
    let quotaExceeded = true;
    const deepl = await startStub((request) =>
      quotaExceeded ? { status: 456, json: { message: 'Quota exceeded' } } : deeplEcho(request),
    );
    const libre = await startStub(libreTranslateEcho);
    const logger = recordingLogger();
    const translator = createTranslator({
      providers: [createDeepLProvider({ apiKey: 'abc', url: deepl.url }), libreTranslate(libre.url)],
      cache: new Map(),
      logger,
    });

    const failure = await translator.translate('Ciao', 'Spagnolo').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationFailedError);
    expect(failure).toMatchObject({ reason: 'quota', message: MESSAGES.errors.translationQuota });
    expect(libre.requests).toHaveLength(0);
    expect(logger.warnings).toEqual(['translation failed']);

    quotaExceeded = false;
    expect(await translator.translate('Ciao', 'Spagnolo')).toBe('[ES] Ciao');
    expect(deepl.requests).toHaveLength(2);
  });

  it('refuses an empty translation of a text that has words', async () => {
    const stub = await startStub(() => ({ status: 200, json: { translatedText: '  ' } }));
    const cache = new Map<string, string>();
    const logger = recordingLogger();
    const translator = createTranslator({ providers: [libreTranslate(stub.url)], cache, logger });

    await expect(translator.translate('Ciao', 'Spagnolo')).rejects.toMatchObject({
      name: 'TranslationFailedError',
      reason: 'invalid-answer',
    });
    expect(cache.size).toBe(0);
    expect(logger.warnings).toEqual(['translation failed']);
  });

  it('still translates when the cache cannot be read or written', async () => {
    const stub = await startStub(libreTranslateEcho);
    const brokenCache: TranslationCache = {
      get: () => Promise.reject(new Error('connection terminated')),
      set: () => Promise.reject(new Error('connection terminated')),
    };
    const logger = recordingLogger();
    const translator = createTranslator({ providers: [libreTranslate(stub.url)], cache: brokenCache, logger });

    expect(await translator.translate('Ciao', 'Portoghese')).toBe('[pt] Ciao');
    expect(logger.warnings).toEqual(['translation cache read failed', 'translation cache write failed']);
  });
});
