import { createDeepLProvider } from './deepl.js';
import { createLibreTranslateProvider } from './libretranslate.js';
import type { Fetch, TranslationProvider } from './provider.js';

/** The translation settings of the server's config (DECISIONS "Catalogue text and translation"). */
export interface TranslationConfig {
  libreTranslateUrl?: string;
  libreTranslateApiKey?: string;
  deeplApiKey?: string;
  deeplApiUrl?: string;
  fetch?: Fetch;
}

/**
 * The configured providers in the order the translator tries them: DeepL first (see
 * docs/decisions/0300-translation-providers.md), none when nothing is set. An empty string counts
 * as not set, as an empty variable in an env file means.
 */
export function providersFromConfig(config: TranslationConfig): TranslationProvider[] {
  const providers: TranslationProvider[] = [];
  const deeplApiKey = setting(config.deeplApiKey);
  if (deeplApiKey) {
    providers.push(createDeepLProvider({ apiKey: deeplApiKey, url: setting(config.deeplApiUrl), fetch: config.fetch }));
  }
  const libreTranslateUrl = setting(config.libreTranslateUrl);
  if (libreTranslateUrl) {
    providers.push(
      createLibreTranslateProvider({
        url: libreTranslateUrl,
        apiKey: setting(config.libreTranslateApiKey),
        fetch: config.fetch,
      }),
    );
  }
  return providers;
}

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
