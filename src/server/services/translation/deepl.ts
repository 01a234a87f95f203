import { z } from 'zod';
import { endpoint, postJson } from './http.js';
import type { Fetch, TranslationProvider } from './provider.js';

export interface DeepLOptions {
  /** `DEEPL_API_KEY`; free-plan keys end with `:fx`. */
  apiKey: string;
  /** `DEEPL_API_URL`; by default the free or the pro API, following the key. */
  url?: string;
  fetch?: Fetch;
}

/** We send one text, so exactly one translation comes back. */
const DeepLAnswer = z.object({
  translations: z.tuple([z.object({ text: z.string(), detected_source_language: z.string().optional() })]),
});

/** DeepL serves free-plan keys (ending in `:fx`) on its own host. */
export function defaultDeepLUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** DeepL's `POST /v2/translate`, source language detected (DECISIONS "Catalogue text and translation"). */
export function createDeepLProvider(options: DeepLOptions): TranslationProvider {
  const url = endpoint(options.url ?? defaultDeepLUrl(options.apiKey), 'v2/translate');
  const headers = { authorization: `DeepL-Auth-Key ${options.apiKey}` };
  const fetchJson = options.fetch ?? fetch;
  const name = 'DeepL';
  return {
    name,
    async translate(text, target, signal) {
      const body = { text: [text], target_lang: target.deepl };
      const answer = await postJson({ provider: name, fetch: fetchJson, url, headers, body, signal }, DeepLAnswer);
      return answer.translations[0].text;
    },
  };
}
