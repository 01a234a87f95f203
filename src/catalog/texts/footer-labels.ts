/**
 * The footer's small word replacement (spec 5) as DECISIONS settles it: an explicit table of label
 * words, replaced for Spagnolo, Francese, Tedesco and Portoghese only. "Via" and "Street" are
 * replaced only when written as a label followed by ':', so an address like 'Via Roma 1' stays.
 */
import type { LanguageCode } from '../../shared/index.js';

type LabelLanguage = Extract<LanguageCode, 'Spagnolo' | 'Francese' | 'Tedesco' | 'Portoghese'>;

interface LabelRule {
  /** The label as written in Italian or English. */
  words: string[];
  /** Replace only when followed by ':'. */
  labelOnly: boolean;
  translations: Record<LabelLanguage, string>;
}

const LABEL_RULES: LabelRule[] = [
  {
    words: ['Telefono', 'Phone', 'Tel.'],
    labelOnly: false,
    translations: { Spagnolo: 'Teléfono', Francese: 'Téléphone', Tedesco: 'Telefon', Portoghese: 'Telefone' },
  },
  {
    words: ['Indirizzo', 'Address'],
    labelOnly: false,
    translations: { Spagnolo: 'Dirección', Francese: 'Adresse', Tedesco: 'Adresse', Portoghese: 'Morada' },
  },
  {
    words: ['Email', 'E-mail'],
    labelOnly: false,
    translations: { Spagnolo: 'Correo electrónico', Francese: 'Courriel', Tedesco: 'E-Mail', Portoghese: 'E-mail' },
  },
  {
    words: ['Sito web', 'Website'],
    labelOnly: false,
    translations: { Spagnolo: 'Sitio web', Francese: 'Site web', Tedesco: 'Webseite', Portoghese: 'Site' },
  },
  {
    words: ['Paese', 'Country'],
    labelOnly: false,
    translations: { Spagnolo: 'País', Francese: 'Pays', Tedesco: 'Land', Portoghese: 'País' },
  },
  {
    words: ['Città', 'City'],
    labelOnly: false,
    translations: { Spagnolo: 'Ciudad', Francese: 'Ville', Tedesco: 'Stadt', Portoghese: 'Cidade' },
  },
  {
    words: ['Via', 'Street'],
    labelOnly: true,
    translations: { Spagnolo: 'Calle', Francese: 'Rue', Tedesco: 'Straße', Portoghese: 'Rua' },
  },
];

function isLabelLanguage(language: LanguageCode): language is LabelLanguage {
  return language === 'Spagnolo' || language === 'Francese' || language === 'Tedesco' || language === 'Portoghese';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keeps the case the user wrote the label in: 'PHONE' -> 'TELÉFONO', 'phone' -> 'teléfono'. */
function inCaseOf(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original !== original.toLowerCase()) return replacement.toUpperCase();
  if (original[0] === original[0]?.toLowerCase()) return replacement[0]?.toLowerCase() + replacement.slice(1);
  return replacement;
}

function ruleExpression(rule: LabelRule): RegExp {
  const alternatives = rule.words.map(escapeRegExp).join('|');
  // Whole words only: no letter or digit may touch the label on either side.
  const after = rule.labelOnly ? '(?=\\s*:)' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})${after}`, 'giu');
}

export function replaceFooterLabels(footer: string, language: LanguageCode): string {
  if (!isLabelLanguage(language)) return footer;
  return LABEL_RULES.reduce(
    (text, rule) => text.replace(ruleExpression(rule), (match) => inCaseOf(match, rule.translations[language])),
    footer,
  );
}
