import { z } from 'zod';
import { endpoint, postJson } from './http.js';
import type { Fetch, TranslationProvider } from './provider.js';

export interface LibreTranslateOptions {
  /** Base URL of the instance, e.g. `https://libretranslate.example.org` (`LIBRETRANSLATE_URL`). */
  url: string;
  /** Sent as `api_key` only when set (`LIBRETRANSLATE_API_KEY`). */
  apiKey?: string;
  fetch?: Fetch;
}

/** With `source: "auto"` LibreTranslate also returns `detectedLanguage`, which we do not need. */
const LibreTranslateAnswer = z.object({ translatedText: z.string() });

/** LibreTranslate's `POST /translate`, source language detected (DECISIONS "Catalogue text and translation"). */
export function createLibreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const url = endpoint(options.url, 'translate');
  const fetchJson = options.fetch ?? fetch;
  const name = 'LibreTranslate';
  return {
    name,
    async translate(text, target, signal) {
      const body = {
        q: text,
        source: 'auto',
        target: target.iso,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };
      const answer = await postJson({ provider: name, fetch: fetchJson, url, body, signal }, LibreTranslateAnswer);
      return answer.translatedText;
    },
  };
}
