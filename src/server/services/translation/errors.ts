import { MESSAGES } from '../../../shared/index.js';

/**
 * Why a provider's answer was an error. The route picks the Italian text from it; only 'quota'
 * has a text of its own (DECISIONS "Catalogue text and translation").
 */
export type TranslationFailureReason =
  /** The monthly character quota is used up (DeepL 456). */
  | 'quota'
  /** Too many requests (429). */
  | 'rate-limited'
  /** The provider refused the request: bad key, banned, invalid parameters (other 4xx). */
  | 'rejected'
  /** The provider broke while answering (5xx or an unexpected status). */
  | 'provider-error'
  /** The answer was not the JSON of the provider's contract, or an empty translation. */
  | 'invalid-answer';

/**
 * No provider is configured, or none could be reached (network error, timeout). `message` is the
 * Italian text for people; `detail` is English, for the server log only.
 */
export class TranslationUnavailableError extends Error {
  override readonly name = 'TranslationUnavailableError';

  constructor(
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(MESSAGES.errors.translationUnavailable, options);
  }
}

/**
 * A provider answered, with an error. `message` is the Italian text for people; `detail` is
 * English, for the server log only (it may hold the provider's own words).
 */
export class TranslationFailedError extends Error {
  override readonly name = 'TranslationFailedError';

  constructor(
    readonly reason: TranslationFailureReason,
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(reason === 'quota' ? MESSAGES.errors.translationQuota : MESSAGES.errors.translationFailed, options);
  }
}
