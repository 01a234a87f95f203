import { describe, expect, it } from 'vitest';
import { languageInfo } from '../../../shared/index.js';
import { providersFromConfig } from './config.js';
import { deeplEcho, libreTranslateEcho, stubServers } from './stub-server.testing.js';

const startStub = stubServers();

describe('providersFromConfig', () => {
  it('configures no provider when nothing, or only empty values, are set', () => {
    expect(providersFromConfig({})).toEqual([]);
    expect(providersFromConfig({ libreTranslateUrl: '', deeplApiKey: ' ', libreTranslateApiKey: 'k' })).toEqual([]);
  });

  it('puts DeepL before LibreTranslate when both are set', () => {
    const providers = providersFromConfig({ libreTranslateUrl: 'http://127.0.0.1:5000', deeplApiKey: 'abc:fx' });
    expect(providers.map((provider) => provider.name)).toEqual(['DeepL', 'LibreTranslate']);
  });

  it('passes the URLs and keys on to the providers', async () => {
    const deepl = await startStub(deeplEcho);
    const libre = await startStub(libreTranslateEcho);
    const providers = providersFromConfig({
      deeplApiKey: 'abc',
      deeplApiUrl: deepl.url,
      libreTranslateUrl: libre.url,
      libreTranslateApiKey: 'chiave',
    });

    for (const provider of providers) {
      await provider.translate('Ciao', languageInfo('Tedesco'), AbortSignal.timeout(5_000));
    }
    expect(deepl.requests[0]?.headers.authorization).toBe('DeepL-Auth-Key abc');
    expect(libre.requests[0]?.body).toMatchObject({ api_key: 'chiave', target: 'de' });
  });
});
