/**
 * The language of a run of text in another script than the catalogue's (issue 25.7, decision
 * 0952): the scripts the font chain has faces for beyond Latin, Greek and Cyrillic tell their
 * language apart unambiguously enough for a screen reader to switch voices. Latin, Greek and
 * Cyrillic runs are read in the catalogue's language: their script does not say which one.
 */
const SCRIPT_LANGUAGES: readonly (readonly [string, RegExp])[] = [
  ['he', /\p{Script=Hebrew}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u],
];

/** The run's own language (BCP 47) when it differs from the catalogue's, else undefined. */
export function foreignLanguage(text: string, catalogueLanguage: string): string | undefined {
  const found = SCRIPT_LANGUAGES.find(([, script]) => script.test(text))?.[0];
  return found === catalogueLanguage ? undefined : found;
}
