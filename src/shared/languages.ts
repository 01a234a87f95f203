/**
 * The 9 catalogue languages (spec 3). Codes are the spec's Italian names; DECISIONS maps them
 * to ISO codes and to DeepL's target codes.
 */
export const LANGUAGES = [
  { code: 'Inglese', displayName: 'English', iso: 'en', deepl: 'EN-GB' },
  { code: 'Spagnolo', displayName: 'Español', iso: 'es', deepl: 'ES' },
  { code: 'Francese', displayName: 'Français', iso: 'fr', deepl: 'FR' },
  { code: 'Tedesco', displayName: 'Deutsch', iso: 'de', deepl: 'DE' },
  { code: 'Portoghese', displayName: 'Português', iso: 'pt', deepl: 'PT-PT' },
  { code: 'Italiano', displayName: 'Italiano', iso: 'it', deepl: 'IT' },
  { code: 'Olandese', displayName: 'Nederlands', iso: 'nl', deepl: 'NL' },
  { code: 'Russo', displayName: 'Русский', iso: 'ru', deepl: 'RU' },
  { code: 'Giapponese', displayName: '日本語', iso: 'ja', deepl: 'JA' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'Inglese';

export function languageInfo(code: LanguageCode): (typeof LANGUAGES)[number] {
  const info = LANGUAGES.find((l) => l.code === code);
  if (!info) throw new Error(`Unknown language ${code}`);
  return info;
}

/** Spec 5: only languages other than Italiano and Inglese are translated. */
export function needsTranslation(code: LanguageCode): boolean {
  return code !== 'Italiano' && code !== 'Inglese';
}
