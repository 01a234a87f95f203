import { describe, expect, it } from 'vitest';
import { MESSAGES, languageInfo } from '../../../shared/index.js';
import { createDeepLProvider } from './deepl.js';
import { TranslationFailedError, TranslationUnavailableError } from './errors.js';
import { createLibreTranslateProvider } from './libretranslate.js';
import type { TranslationProvider } from './provider.js';
import { stubServers, unreachableUrl } from './stub-server.testing.js';

/** What both providers share: reaching the service, the timeout, answers outside the contract. */
const providers: [string, (url: string) => TranslationProvider][] = [
  ['LibreTranslate', (url) => createLibreTranslateProvider({ url })],
  ['DeepL', (url) => createDeepLProvider({ apiKey: 'abc', url })],
];
const spanish = languageInfo('Spagnolo');
const startStub = stubServers();

describe.each(providers)('%s transport', (name, create) => {
  it('treats a 200 answer that is not JSON as a failure, not a crash', async () => {
    const stub = await startStub(() => ({ status: 200, text: '<html>Bad gateway</html>' }));

    const provider = create(stub.url);
    const failure = await provider.translate('Ciao', spanish, AbortSignal.timeout(5_000)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationFailedError);
    expect(failure).toMatchObject({ reason: 'invalid-answer', message: MESSAGES.errors.translationFailed });
  });

  it('treats JSON of another shape as a failure', async () => {
    const stub = await startStub(() => ({ status: 200, json: { translatedText: 42, translations: 'none' } }));

    await expect(create(stub.url).translate('Ciao', spanish, AbortSignal.timeout(5_000))).rejects.toMatchObject({
      name: 'TranslationFailedError',
      reason: 'invalid-answer',
    });
  });

  it('gives up when no answer arrives before the signal times out', async () => {
    const stub = await startStub(() => 'hang');

    const provider = create(stub.url);
    const failure = await provider.translate('Ciao', spanish, AbortSignal.timeout(200)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationUnavailableError);
    expect(failure).toMatchObject({ message: MESSAGES.errors.translationUnavailable });
    expect((failure as TranslationUnavailableError).detail).toBe(`${name}: no answer before the timeout`);
    expect(stub.requests).toHaveLength(1);
  });

  it('reports an address where nobody listens as unavailable', async () => {
    const failure = await create(await unreachableUrl())
      .translate('Ciao', spanish, AbortSignal.timeout(5_000))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranslationUnavailableError);
    expect((failure as TranslationUnavailableError).detail).toContain('ECONNREFUSED');
  });
});
