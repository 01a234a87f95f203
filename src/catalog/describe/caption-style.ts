/**
 * How each look sets its grid captions beyond alignment (decision 1069). Minimale had Classico's
 * captions flush left and read as its copy (the art director's item 10): its price is tabulated
 * flush right on the photo's edge as a line sheet sets it. Its names were in the body's grey
 * (#4d4d52) to read quiet; the sixth review read the page as empty rather than airy, the names
 * washed out: every look now prints name and price in ink (decision 1090). And every look sets its captions by the density of its pages: the
 * photos of 4 per page are twice as wide as those of 9, and one size for both read as a default.
 */
import { languageInfo, type FontFamily, type LanguageCode, type LookName } from '../../shared/index.js';
import type { PageLook, Setting } from '../layout/looks.js';
import type { CaptionRole } from '../text/caption-fit.js';
import { tracked } from '../text/tracking.js';
import type { Measure } from '../text/wrap.js';
import { CAPTION_SEPARATOR, type CaptionTexts } from '../texts/caption-texts.js';
import type { CaptionRoleType, PriceAlignment } from './caption-lines.js';
import type { TextFace } from './page-description.js';
import { INK, MUTED } from './palette.js';

export interface CaptionStyle {
  priceAlignment: PriceAlignment;
}

/**
 * Where each look puts the price, read name → price → details (the review of issue 35, finding 9:
 * after the code it was lost in the middle of the caption). The flush-left looks tabulate it on the
 * name's line, as a line sheet does; the centred ones open the code's line with it, since a
 * centred line has no right edge to tabulate on.
 */
const STYLES: Record<LookName, CaptionStyle> = {
  classic: { priceAlignment: 'first' },
  minimal: { priceAlignment: 'name' },
  editorial: { priceAlignment: 'name' },
  gallery: { priceAlignment: 'first' },
};

export function captionStyle(look: Pick<PageLook, 'name'>): CaptionStyle {
  return STYLES[look.name];
}

/** A caption's colours at the grid's size: the name (and the price with it) in ink, what a buyer reads; code, colours and sizes in grey. */
export const CAPTION_COLOURS: Record<CaptionRole, string> = { 'caption-name': INK, 'caption-details': MUTED, 'caption-variants': MUTED };

/**
 * The grid caption's sizes by photos per page: 4 per page 10.4 / 9 pt, 6 per page 9.25 / 8 pt,
 * 9 per page 8.7 / 7.5 pt, the least the details read at (decision 1071; 6.9 pt before). The bands
 * are the same height at every density (layout/geometry.ts): a name on two lines steps down in a
 * 4-per-page band, as any caption too large for its band does.
 */
export function densityScale(imagesPerPage: number): number {
  if (imagesPerPage <= 4) return 1.12;
  return imagesPerPage >= 9 ? 0.9375 : 1;
}

/** `text` as `setting` sets it: in the catalogue language's capitals, or as typed. */
export function setCase(text: string, setting: Pick<Setting, 'capitals'>, language: LanguageCode): string {
  return setting.capitals ? text.toLocaleUpperCase(languageInfo(language).iso) : text;
}

/**
 * A caption's texts in the look's case (decision 1074), the price opening the details in every look
 * (decision 1092): one order, name → price → code, wherever the price stands. Opening the code's line
 * in the centred looks (decision 1080), it stood after the code on a full page and wherever a
 * flush-left look's price did not fit beside the name ('SS27-007 · € 311' against '€ 163 · SS27-003').
 */
export function typedCaptionTexts(texts: CaptionTexts, look: Pick<PageLook, 'type'>, language: LanguageCode): CaptionTexts {
  const { name, details, variants } = look.type;
  return {
    name: setCase(texts.name, name, language),
    details: setCase(priceFirst(texts), details, language),
    ...(texts.price !== undefined && { price: setCase(texts.price, details, language) }),
    ...(texts.variants !== undefined && { variants: setCase(texts.variants, variants, language) }),
  };
}

/**
 * The look as it sets a caption in a column beside its photo (decision 1104): names as typed and
 * unspaced. Galleria's spaced capitals in a 62 pt column stacked four and five lines, hyphenated
 * ('DOPPIO- / PETTO') or with a lone 'IN' (the eighth review, finding 2); under the photos they keep them.
 */
export function inSideColumn<Look extends Pick<PageLook, 'type'>>(look: Look): Look {
  return { ...look, type: { ...look.type, name: { capitals: false, tracking: 0 } } };
}

/** Code and price as 'price · code': the details end in the price (caption-texts.ts). */
function priceFirst({ details, price }: CaptionTexts): string {
  if (!price || details === price || !details.endsWith(CAPTION_SEPARATOR + price)) return details;
  return price + CAPTION_SEPARATOR + details.slice(0, details.length - price.length - CAPTION_SEPARATOR.length);
}

/** The faces a caption is set in: the catalogue font's, the caption face's where it has one, and the catalogue font's italic where its names take it. */
export interface CaptionFaces {
  measure: Measure;
  textFace?: TextFace;
  italic?: Measure;
}

/**
 * Each caption role's face, widths and spacing in the look: the caption face (the text face where
 * there is one), the name in the catalogue font where the look sets it so, in its italic where the
 * look sets that and `italic` measures it (decision 1105), each tracked as the look sets it.
 */
export function captionRoleTypes({ measure, textFace, italic }: CaptionFaces, look: Pick<PageLook, 'type'>): Record<CaptionRole, CaptionRoleType> {
  const role = (setting: Setting, titleFace: boolean, slanted = false): CaptionRoleType => {
    const face: FontFamily | undefined = titleFace ? undefined : textFace?.family;
    const own = slanted && italic ? italic : measure;
    return {
      measure: tracked(titleFace ? own : (textFace?.measure ?? measure), setting.tracking),
      ...(face && { face }),
      ...(titleFace && slanted && italic && { italic: true as const }),
      ...(setting.tracking && { tracking: setting.tracking }),
    };
  };
  const { type } = look;
  return { 'caption-name': role(type.name, type.namesInTitleFace, type.namesItalic), 'caption-details': role(type.details, false), 'caption-variants': role(type.variants, false) };
}
