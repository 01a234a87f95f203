import type { languageInfo } from '../../../shared/index.js';

/** One of the 9 catalogue languages with its ISO and DeepL codes (src/shared/languages.ts). */
export type LanguageInfo = ReturnType<typeof languageInfo>;

/** The global `fetch`, injectable so a provider's dependencies are visible in its options. */
export type Fetch = typeof fetch;

/**
 * A machine translation service. `translate` throws TranslationUnavailableError when the service
 * cannot be reached (network error, `signal` aborted) and TranslationFailedError when it answered
 * with an error or with something that is not its contract.
 */
export interface TranslationProvider {
  readonly name: string;
  translate(text: string, target: LanguageInfo, signal: AbortSignal): Promise<string>;
}
