import { z } from 'zod';
import { BACK_COVER_CONTACT_MAX, DEFAULT_CATALOG_SETTINGS, DEFAULT_COVER_SETTINGS, DEFAULT_LINE_SHEET_OPTIONS, EMPTY_LINE_SHEET_TERMS, HEX_COLOUR } from '../catalog-defaults.js';
import { CURRENCIES, DEFAULT_CURRENCY } from '../currencies.js';
import { FONT_FAMILY_NAMES } from '../fonts.js';
import { LANGUAGE_CODES } from '../languages.js';
import { MARKS_PER_BASE_MAX, hasTooManyMarks } from '../combining-marks.js';
import { FRAME_RATIOS, IMAGES_PER_PAGE, LAYOUTS, LIMITS, LINE_SHEET_COLUMNS, LINE_SHEET_DENSITIES, LINE_SHEET_TERMS, LOOKS, ORIENTATIONS, PHOTO_FITS, SIZE_SYSTEMS, type LineSheetTerm } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { oneLine, printableText } from '../printable-text.js';
import { integer, text } from './common.js';

export const GenerateCatalogRequest = z.strictObject({
  numeroImmagini: integer(1, LIMITS.maxImagesMax),
});
export type GenerateCatalogRequest = z.infer<typeof GenerateCatalogRequest>;

export const GenerateCatalogResponse = z.strictObject({ creditiRimanenti: z.number().int() });
export type GenerateCatalogResponse = z.infer<typeof GenerateCatalogResponse>;

export const MaxImagesResponse = z.strictObject({ maxImages: z.number().int() });
export type MaxImagesResponse = z.infer<typeof MaxImagesResponse>;

/** A text the catalogue prints: no letter may carry a tower of marks (issue 27.9). */
function printedText(max: number) {
  return text(0, max).refine((s) => !hasTooManyMarks(s), { error: MESSAGES.validation.tooManyMarks(MARKS_PER_BASE_MAX) });
}

/**
 * A caption's text, cleaned at the door (issue 38.5): controls, bidi overrides and isolates, lone
 * surrogates and noncharacters dropped, and, but in a description, tabs and line breaks made spaces,
 * whether it was typed in the app, read from --captions or restored from a draft.
 */
function captionText(max: number, lines: 'one' | 'several' = 'one') {
  const clean = (s: string) => (lines === 'one' ? oneLine(printableText(s)) : printableText(s));
  return z.string({ error: MESSAGES.validation.mustBeText }).transform(clean).pipe(printedText(max));
}

/** Issue 24.4: each term one line of text; empty ones print nothing. */
export const LineSheetTerms = z.strictObject(Object.fromEntries(LINE_SHEET_TERMS.map((term) => [term, printedText(LIMITS.lineSheetTermMax)])) as Record<LineSheetTerm, ReturnType<typeof printedText>>);
export type LineSheetTerms = z.infer<typeof LineSheetTerms>;

/** Issue 24: how the line sheet prints. */
export const LineSheetOptions = z.strictObject({
  /** One row per style with its colourways side by side, or one row per colourway. */
  grouping: z.enum(['style', 'colourway']),
  /** In the order chosen; an empty list prints the columns the products carry. */
  columns: z.array(z.enum(LINE_SHEET_COLUMNS)).max(LINE_SHEET_COLUMNS.length),
  rowsPerPage: z.union(LINE_SHEET_DENSITIES.map((n) => z.literal(n)) as [z.ZodLiteral<4>, z.ZodLiteral<6>, z.ZodLiteral<8>, z.ZodLiteral<10>]),
  terms: LineSheetTerms,
  /** The terms above the table on its first page, or on a page of their own before it. */
  termsPlacement: z.enum(['first-page', 'own-page']),
  /** Issue 24.5: boxes to write (and type) quantities per size under each row; drafts from before have them. */
  quantities: z.boolean().default(true),
  /** Issue 33.1: how numeric size ranges are counted; drafts from before it count them automatically. */
  sizeSystem: z.enum(SIZE_SYSTEMS).default('auto'),
});
export type LineSheetOptions = z.infer<typeof LineSheetOptions>;

/** Catalogue settings, held in the browser only (spec 3), with the spec's defaults. */
export const CatalogSettings = z.strictObject({
  title: printedText(LIMITS.titleMax),
  subtitle: printedText(LIMITS.subtitleMax),
  introduction: printedText(LIMITS.introductionMax),
  footer: printedText(LIMITS.footerMax),
  font: z.enum(FONT_FAMILY_NAMES),
  orientation: z.enum(ORIENTATIONS),
  imagesPerPage: z.union(IMAGES_PER_PAGE.map((n) => z.literal(n)) as [z.ZodLiteral<4>, z.ZodLiteral<6>, z.ZodLiteral<9>], {
    error: MESSAGES.validation.imagesPerPage,
  }),
  language: z.enum(LANGUAGE_CODES),
  /** Issue 15.2; drafts and requests from before it are grids. */
  layout: z.enum(LAYOUTS, { error: MESSAGES.validation.layout }).default('grid'),
  /** Issue 23.5: the currency prices print in; drafts from before it are in euro. */
  currency: z.enum(CURRENCIES, { error: MESSAGES.validation.currency }).default(DEFAULT_CURRENCY),
  /** Issue 24; drafts from before it print the default line sheet. */
  lineSheet: LineSheetOptions.default(DEFAULT_LINE_SHEET_OPTIONS),
  /** Issue 26.1: photos fitted whole or filling their cells; drafts from before it fit them whole. */
  photoFit: z.enum(PHOTO_FITS, { error: MESSAGES.validation.photoFit }).default('fit'),
  /** Issue 26.6: the page's look; drafts from before it are 'Classico'. */
  look: z.enum(LOOKS, { error: MESSAGES.validation.look }).default('classic'),
  /** Issue 35.1: the frames' shape when photos fill them; drafts from before it follow their photos. */
  frameRatio: z.enum(FRAME_RATIOS, { error: MESSAGES.validation.frameRatio }).default('auto'),
  /** Issue 35.5: in Galleria, every photo on a full-bleed page of its own; drafts from before it keep the grid. */
  onePerPage: z.boolean({ error: MESSAGES.validation.onePerPage }).default(false),
});
export type CatalogSettings = z.infer<typeof CatalogSettings>;


function captionPrice() {
  return z
    .number({ error: MESSAGES.validation.mustBeNumber })
    .min(0, { error: MESSAGES.validation.tooSmall(0) })
    .max(LIMITS.captionPriceMax, { error: MESSAGES.validation.tooLarge(LIMITS.captionPriceMax) })
    .multipleOf(LIMITS.captionPriceStep, { error: MESSAGES.validation.priceCents });
}

function captionPieces() {
  return z
    .number({ error: MESSAGES.validation.mustBeNumber })
    .int({ error: MESSAGES.validation.mustBeNumber })
    .min(1, { error: MESSAGES.validation.tooSmall(1) })
    .max(LIMITS.captionPiecesMax, { error: MESSAGES.validation.tooLarge(LIMITS.captionPiecesMax) });
}

function focusShare() {
  return z.number({ error: MESSAGES.validation.focus }).min(0, { error: MESSAGES.validation.focus }).max(1, { error: MESSAGES.validation.focus });
}

/** A photo's caption (the beyond issue): every field optional; prices in the catalogue's currency, in cents. */
export const PhotoCaption = z.strictObject({
  name: captionText(LIMITS.captionNameMax).optional(),
  sku: captionText(LIMITS.captionSkuMax).optional(),
  /** The price: wholesale on a line sheet ('Ingrosso'). */
  price: captionPrice().optional(),
  /** A second price, the suggested retail one ('Prezzo consigliato'), printed on line sheets. */
  retailPrice: captionPrice().optional(),
  colours: captionText(LIMITS.captionColoursMax).optional(),
  sizes: captionText(LIMITS.captionSizesMax).optional(),
  /** Alternative text of the photo's Figure in the tagged PDF; defaults to the name, else 'Foto N'. */
  alt: captionText(LIMITS.captionAltMax).optional(),
  /** Issue 23.3: the variants' prices differ and `price` (or `retailPrice`) is the lowest: printed 'da …'. */
  priceFrom: z.boolean().optional(),
  retailPriceFrom: z.boolean().optional(),
  /** Issue 23.3: the style a colourway belongs to, so a line sheet can group a style's colourways. */
  style: captionText(LIMITS.captionStyleMax).optional(),
  colourCode: captionText(LIMITS.captionColourCodeMax).optional(),
  /** The colourway's colour when the file gives it ('#1f2a44'), for a line sheet's swatch. */
  hex: z.string().regex(HEX_COLOUR, { error: MESSAGES.validation.hexColour }).optional(),
  /** Issue 33.2: a colour list's colours ('Cammello, Nero'), one hex each in the list's order. */
  hexes: z.array(z.string().regex(HEX_COLOUR, { error: MESSAGES.validation.hexColour })).max(LIMITS.captionHexesMax).optional(),
  /** Issue 23.7: more than name, code and price. */
  description: captionText(LIMITS.captionDescriptionMax, 'several').optional(),
  composition: captionText(LIMITS.captionCompositionMax).optional(),
  origin: captionText(LIMITS.captionOriginMax).optional(),
  category: captionText(LIMITS.captionCategoryMax).optional(),
  season: captionText(LIMITS.captionSeasonMax).optional(),
  /** Issue 24.5: the sizes one by one in the file's order ('sizes' prints them as a run), for the order form. */
  sizeList: z.array(captionText(LIMITS.captionSizeMax).refine((size) => size.trim() !== '')).max(LIMITS.captionSizeListMax).optional(),
  /** Issue 33.5: the style's minimum order in pieces, its case pack (pieces are ordered in multiples of it) and its delivery as the file writes it. */
  minimum: captionPieces().optional(),
  casePack: captionPieces().optional(),
  delivery: captionText(LIMITS.captionDeliveryMax).optional(),
  /** Issue 35.5, 'Pagina intera': the photo on a page of its own, to the page's edges, its caption on a panel. */
  fullPage: z.boolean({ error: MESSAGES.validation.mustBeBoolean }).optional(),
  /** Issue 35.5, 'In evidenza': a double cell at the top of its page. */
  hero: z.boolean({ error: MESSAGES.validation.mustBeBoolean }).optional(),
  /**
   * Issue 26.1: the point a cropped photo keeps in view, as shares of its width and height from the
   * top-left corner of the upright photo; the centre, [0.5, 0.5], when absent.
   */
  focus: z.tuple([focusShare(), focusShare()], { error: MESSAGES.validation.focus }).optional(),
});
export type PhotoCaption = z.infer<typeof PhotoCaption>;

/**
 * Issue 15.1: the back cover's contacts, one line each; empty lines are left out. The company, phone
 * and email are the account's own, prefilled from it: they keep the account's limit (issue 27.9).
 */
export const BackCoverContacts = z.strictObject({
  company: printedText(BACK_COVER_CONTACT_MAX.company),
  address: printedText(BACK_COVER_CONTACT_MAX.address),
  phone: printedText(BACK_COVER_CONTACT_MAX.phone),
  email: printedText(BACK_COVER_CONTACT_MAX.email),
  website: printedText(BACK_COVER_CONTACT_MAX.website),
});
export type BackCoverContacts = z.infer<typeof BackCoverContacts>;

/** Issue 15.1: both off by default, so the spec's catalogue is unchanged; the cover names its photo by id. */
export const CoverSettings = z.strictObject({
  cover: z.strictObject({ enabled: z.boolean(), photoId: z.string().max(100).optional(), style: z.enum(['frame', 'full']) }),
  backCover: z.strictObject({ enabled: z.boolean(), contacts: BackCoverContacts }),
});
export type CoverSettings = z.infer<typeof CoverSettings>;


/** The brand's accent colour for the page number and the rules, as `#rrggbb`. */
export const AccentColour = z.string({ error: MESSAGES.validation.hexColour }).regex(HEX_COLOUR, { error: MESSAGES.validation.hexColour });
export type AccentColour = z.infer<typeof AccentColour>;

// The defaults are plain data (catalog-defaults.ts); they are read from here too, beside their schemas.
export { DEFAULT_CATALOG_SETTINGS, DEFAULT_COVER_SETTINGS, DEFAULT_LINE_SHEET_OPTIONS, EMPTY_LINE_SHEET_TERMS };
