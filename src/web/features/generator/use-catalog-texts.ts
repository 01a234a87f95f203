import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { needsTranslation, type CatalogSettings, type LanguageCode } from '../../../shared/index.js';
import { defaultTextsFor } from '../../../catalog/texts/default-texts.js';
import type { Contact } from '../../../catalog/texts/contact-line.js';
import { resolveCatalogTexts } from '../../../catalog/texts/resolve-texts.js';
import type { CatalogTexts } from '../../../catalog/types.js';
import { userApi } from '../../api/user-api.js';

/** DECISIONS "Catalogue text and translation": translate when the text or language changes, debounced. */
export const TRANSLATE_DEBOUNCE_MS = 600;

type TextSettings = Pick<CatalogSettings, 'title' | 'subtitle' | 'introduction' | 'footer' | 'language'>;

interface Resolution {
  texts: CatalogTexts;
  /** The introduction stayed in the original because translation failed. */
  translationFailed: boolean;
}

const translations = new Map<string, Promise<string>>();

/** One request per (language, text) for the page's life; a failure is not cached, so a later edit retries. */
function translateOnce(text: string, language: LanguageCode): Promise<string> {
  const key = `${language}\u0000${text}`;
  let pending = translations.get(key);
  if (!pending) {
    pending = userApi.translate(text, language).then((r) => r.translatedText);
    pending.catch(() => translations.delete(key));
    translations.set(key, pending);
  }
  return pending;
}

async function resolve(settings: TextSettings, contact: Contact): Promise<Resolution> {
  let translationFailed = false;
  const translate = async (text: string, language: LanguageCode) => {
    try {
      return await translateOnce(text, language);
    } catch (error) {
      translationFailed = true;
      throw error;
    }
  };
  const texts = await resolveCatalogTexts(settings, translate, contact);
  return { texts, translationFailed };
}

/**
 * The texts the PDF will print (an empty footer: the account's `contact` line), kept current for the preview; `settle()` gives the texts for the
 * current settings, waiting for a translation still on its way (the click never races the debounce).
 */
export function useCatalogTexts(settings: TextSettings, contact: Contact) {
  const { title, subtitle, introduction, footer, language } = settings;
  const { company, email, phone } = contact;
  const [resolution, setResolution] = useState<Resolution>(() => ({ texts: defaultTextsFor(language), translationFailed: false }));
  const latest = useRef<Promise<Resolution | null> | null>(null);

  useEffect(() => {
    const current = { title, subtitle, introduction, footer, language };
    const delay = needsTranslation(language) && introduction.trim() ? TRANSLATE_DEBOUNCE_MS : 0;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settleEarly: (value: null) => void = () => undefined;
    const promise = new Promise<Resolution | null>((done) => {
      settleEarly = done;
      timer = setTimeout(() => done(resolve(current, { company, email, phone })), delay);
    });
    latest.current = promise;
    void promise.then((next) => {
      if (!cancelled && next) startTransition(() => setResolution(next));
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // A superseded wait settles at once (as null), so settle() moves on to the newer one.
      settleEarly(null);
    };
  }, [title, subtitle, introduction, footer, language, company, email, phone]);

  const settle = useCallback(async (): Promise<CatalogTexts> => {
    for (;;) {
      const waiting = latest.current;
      if (!waiting) return resolution.texts;
      const result = await waiting;
      if (waiting === latest.current) return result?.texts ?? resolution.texts;
    }
  }, [resolution.texts]);

  return { texts: resolution.texts, translationFailed: resolution.translationFailed, settle };
}
