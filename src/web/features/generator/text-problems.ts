/**
 * What the page description says about the texts, in the words of the form (issue 11.2, 11.5): a
 * text cut because it would need type under 6 pt blocks the PDF and is named beside its field;
 * characters no font has are named where they were typed, and print as a visible stand-in, unless
 * a header text would print nothing else: that blocks the PDF too (issue 25.5). A caption's name
 * shortened after two lines is told beside it without blocking (issue 26.4).
 */
import { captionTexts, type PriceFormat } from '../../../catalog/texts/caption-texts.js';
// The describe modules, not the engine's index: the index brings pdf-lib into the page's bundle.
import { cutTexts } from '../../../catalog/describe/describe-pages.js';
import { unprintableTexts } from '../../../catalog/texts/unprintable-texts.js';
import type { CutText } from '../../../catalog/describe/page-description.js';
import type { CatalogTexts } from '../../../catalog/types.js';
import { UI_TEXTS, type PhotoCaption } from '../../../shared/index.js';
import type { DescribedCatalog } from '../../engine/index.js';

export type TextFieldName = 'title' | 'subtitle' | 'introduction' | 'footer';

const FIELD_NAMES: Record<TextFieldName, string> = { title: 'titolo', subtitle: 'sottotitolo', introduction: 'introduzione', footer: 'piè di pagina' };
const CUT_NAMES: Record<TextFieldName | 'contacts', string> = { ...FIELD_NAMES, contacts: 'contatti del retro' };

export interface FieldProblem {
  message: string;
  /** A cut text: the PDF is not generated until it is shortened. */
  blocking: boolean;
}

export interface TextProblems {
  fields: Partial<Record<TextFieldName, FieldProblem>>;
  /** By photo id. */
  captions: ReadonlyMap<string, FieldProblem>;
  /** The cut texts, named for the notice beside the preview and the generate button. */
  cutSummary: string | null;
  /** Every character no font has, for the notice beside the preview. */
  unprintableSummary: string | null;
  /** The header texts that would print only U+FFFD: the PDF is not generated until they change. */
  unprintableOnlySummary: string | null;
}

interface CaptionedPhoto {
  id: string;
  name: string;
  caption?: PhotoCaption;
}

const NO_PROBLEMS: TextProblems = { fields: {}, captions: new Map(), cutSummary: null, unprintableSummary: null, unprintableOnlySummary: null };

function problemOf(cut: boolean, text: string, missing: readonly string[]): FieldProblem | undefined {
  if (cut) return { message: UI_TEXTS.generator.textTooLong, blocking: true };
  const composed = text.normalize('NFC');
  const unprintable = missing.filter((char) => composed.includes(char));
  return unprintable.length > 0 ? { message: UI_TEXTS.generator.unprintable(unprintable.join(' ')), blocking: false } : undefined;
}

export function textProblems(
  described: DescribedCatalog | null,
  texts: CatalogTexts,
  photos: readonly CaptionedPhoto[],
  prices: PriceFormat,
): TextProblems {
  if (!described) return NO_PROBLEMS;
  const cut = cutTexts(described.pages);
  const isCut = (wanted: CutText) => cut.some((entry) => JSON.stringify(entry) === JSON.stringify(wanted));
  const fields: TextProblems['fields'] = {};
  const unprintableOnly = unprintableTexts(texts, described.missing);
  for (const field of Object.keys(FIELD_NAMES) as TextFieldName[]) {
    const only = unprintableOnly.find((entry) => entry.field === field);
    const problem =
      only && !isCut({ field }) ? { message: UI_TEXTS.generator.unprintableOnly(only.characters.join(' ')), blocking: true } : problemOf(isCut({ field }), texts[field], described.missing);
    if (problem) fields[field] = problem;
  }
  const captions = new Map<string, FieldProblem>();
  const shortened = new Set(described.pages.flatMap((page) => page.photos.filter((photo) => photo.shortened).map((photo) => photo.index)));
  photos.forEach((photo, index) => {
    const printed = Object.values(captionTexts(photo.caption, prices)).join(' ');
    const cut = isCut({ field: 'caption', index });
    // Told, not blocking: the name prints shortened and whole in the alternative text (issue 26.4).
    const problem = problemOf(cut, printed, described.missing) ?? (shortened.has(index) ? { message: UI_TEXTS.generator.captionShortened, blocking: false } : undefined);
    if (problem) captions.set(photo.id, problem);
  });
  const names = cut.map((entry) => (entry.field === 'caption' ? `didascalia di ${photos[entry.index]?.name ?? ''}` : entry.field === 'table' ? entry.message : CUT_NAMES[entry.field]));
  return {
    fields,
    captions,
    cutSummary: names.length > 0 ? UI_TEXTS.generator.textsTooLong(names.join(', ')) : null,
    unprintableSummary: described.missing.length > 0 ? UI_TEXTS.generator.unprintable(described.missing.join(' ')) : null,
    unprintableOnlySummary:
      unprintableOnly.length > 0 ? UI_TEXTS.generator.textsUnprintable(unprintableOnly.map(({ field, characters }) => `${FIELD_NAMES[field]} (${characters.join(' ')})`).join(', ')) : null,
  };
}
