/**
 * The texts a catalogue prints (spec 5 as DECISIONS "Catalogue text and translation" settles it):
 * empty fields take the language's defaults; a typed title or subtitle is kept as typed; the typed
 * introduction is translated for languages other than Italiano and Inglese, keeping the original
 * when translation fails; the footer's labels are replaced for Spagnolo, Francese, Tedesco and
 * Portoghese. An empty footer prints the account's contact line when there is one (issue 35.6,
 * decision 0994), else the language's default; that line is also the last grid page's closing
 * block (decision 1115).
 */
import { needsTranslation, type CatalogSettings, type LanguageCode } from '../../shared/index.js';
import type { CatalogTexts } from '../types.js';
import { contactLine, type Contact } from './contact-line.js';
import { defaultTextsFor } from './default-texts.js';
import { replaceFooterLabels } from './footer-labels.js';

export type Translate = (text: string, language: LanguageCode) => Promise<string>;

async function translatedOrOriginal(text: string, language: LanguageCode, translate?: Translate): Promise<string> {
  if (!translate || !needsTranslation(language)) return text;
  try {
    const translated = await translate(text, language);
    return translated.trim() ? translated : text;
  } catch {
    // Spec 5: if translation fails the original text is kept; the caller tells the user.
    return text;
  }
}

export async function resolveCatalogTexts(
  settings: Pick<CatalogSettings, 'title' | 'subtitle' | 'introduction' | 'footer' | 'language'>,
  translate?: Translate,
  contact: Contact = {},
): Promise<CatalogTexts> {
  const defaults = defaultTextsFor(settings.language);
  const typed = (value: string) => value.trim() !== '';
  const line = contactLine(contact);
  return {
    title: typed(settings.title) ? settings.title : defaults.title,
    subtitle: typed(settings.subtitle) ? settings.subtitle : defaults.subtitle,
    introduction: typed(settings.introduction)
      ? await translatedOrOriginal(settings.introduction, settings.language, translate)
      : defaults.introduction,
    footer: typed(settings.footer) ? replaceFooterLabels(settings.footer, settings.language) : line || defaults.footer,
    ...(line && { contact: line }),
  };
}
