import { createHash } from 'node:crypto';
import { languageInfo, type LanguageCode } from '../../../shared/index.js';
import { TranslationFailedError, TranslationUnavailableError } from './errors.js';
import type { LanguageInfo, TranslationProvider } from './provider.js';

export const DEFAULT_TRANSLATION_TIMEOUT_MS = 8_000;

/**
 * Where translations are kept, keyed by `translationCacheKey`. Synchronous or asynchronous, so a
 * `Map<string, string>` serves as well as a database table.
 */
export interface TranslationCache {
  get(key: string): Promise<string | undefined> | string | undefined;
  set(key: string, value: string): unknown;
}

/** The part of the server's logger (pino) the translator uses. */
export interface TranslationLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface TranslatorOptions {
  /** Tried in order; the next one only when the previous could not be reached. */
  providers: readonly TranslationProvider[];
  cache: TranslationCache;
  /** How long each provider may take to answer. */
  timeoutMs?: number;
  logger?: TranslationLogger;
}

export interface Translator {
  /**
   * Translates `text` into `target`, detecting the source language. Throws
   * TranslationUnavailableError or TranslationFailedError, whose `message` is Italian.
   */
  translate(text: string, target: LanguageCode): Promise<string>;
}

/** The same text in the same language is the same translation, whichever provider made it. */
export function translationCacheKey(text: string, target: LanguageCode): string {
  return createHash('sha256').update(`${target}\n${text}`).digest('hex');
}

export function createTranslator(options: TranslatorOptions): Translator {
  const { providers, cache, logger } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TRANSLATION_TIMEOUT_MS;
  /** Identical requests arriving together share one provider call: a text is never paid for twice. */
  const inFlight = new Map<string, Promise<string>>();

  async function cached(key: string): Promise<string | undefined> {
    try {
      return await cache.get(key);
    } catch (error) {
      // A broken cache costs money, not the translation: ask the provider instead.
      logger?.warn({ err: error }, 'translation cache read failed');
      return undefined;
    }
  }

  async function remember(key: string, translation: string): Promise<void> {
    try {
      await cache.set(key, translation);
    } catch (error) {
      logger?.warn({ err: error }, 'translation cache write failed');
    }
  }

  /** The translation, or undefined when the provider could not be reached. */
  async function attempt(
    provider: TranslationProvider,
    text: string,
    target: LanguageInfo,
  ): Promise<string | undefined> {
    try {
      const translation = await provider.translate(text, target, AbortSignal.timeout(timeoutMs));
      if (translation.trim() === '') {
        throw new TranslationFailedError('invalid-answer', `${provider.name} returned an empty translation`);
      }
      return translation;
    } catch (error) {
      if (error instanceof TranslationUnavailableError) {
        logger?.warn({ provider: provider.name, detail: error.detail }, 'translation provider unreachable');
        return undefined;
      }
      if (error instanceof TranslationFailedError) {
        logger?.warn({ provider: provider.name, reason: error.reason, detail: error.detail }, 'translation failed');
      }
      throw error;
    }
  }

  /** A provider that answers with an error is reported, not hidden behind the next one. */
  async function askProviders(text: string, target: LanguageInfo): Promise<string> {
    const unreachable: string[] = [];
    for (const provider of providers) {
      const translation = await attempt(provider, text, target);
      if (translation !== undefined) return translation;
      unreachable.push(provider.name);
    }
    throw new TranslationUnavailableError(
      unreachable.length === 0
        ? 'no translation provider is configured'
        : `no translation provider could be reached (${unreachable.join(', ')})`,
    );
  }

  async function translateOnce(key: string, text: string, target: LanguageCode): Promise<string> {
    const hit = await cached(key);
    if (hit !== undefined) return hit;
    const translation = await askProviders(text, languageInfo(target));
    await remember(key, translation);
    return translation;
  }

  return {
    translate(text, target) {
      // Nothing to translate, nothing to pay for.
      if (text.trim() === '') return Promise.resolve(text);
      const key = translationCacheKey(text, target);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const translation = translateOnce(key, text, target).finally(() => inFlight.delete(key));
      inFlight.set(key, translation);
      return translation;
    },
  };
}
