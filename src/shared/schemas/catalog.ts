import { z } from 'zod';
import { DEFAULT_FONT, FONT_FAMILY_NAMES } from '../fonts.js';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../languages.js';
import { IMAGES_PER_PAGE, LIMITS, ORIENTATIONS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { integer, text } from './common.js';

export const GenerateCatalogRequest = z.strictObject({
  numeroImmagini: integer(1, LIMITS.maxImagesMax),
});
export type GenerateCatalogRequest = z.infer<typeof GenerateCatalogRequest>;

export const GenerateCatalogResponse = z.strictObject({ creditiRimanenti: z.number().int() });
export type GenerateCatalogResponse = z.infer<typeof GenerateCatalogResponse>;

export const MaxImagesResponse = z.strictObject({ maxImages: z.number().int() });
export type MaxImagesResponse = z.infer<typeof MaxImagesResponse>;

/** Catalogue settings, held in the browser only (spec 3), with the spec's defaults. */
export const CatalogSettings = z.strictObject({
  title: text(0, LIMITS.titleMax),
  subtitle: text(0, LIMITS.subtitleMax),
  introduction: text(0, LIMITS.introductionMax),
  footer: text(0, LIMITS.footerMax),
  font: z.enum(FONT_FAMILY_NAMES),
  orientation: z.enum(ORIENTATIONS),
  imagesPerPage: z.union(IMAGES_PER_PAGE.map((n) => z.literal(n)) as [z.ZodLiteral<4>, z.ZodLiteral<6>, z.ZodLiteral<9>], {
    error: MESSAGES.validation.imagesPerPage,
  }),
  language: z.enum(LANGUAGE_CODES),
});
export type CatalogSettings = z.infer<typeof CatalogSettings>;

export const DEFAULT_CATALOG_SETTINGS: CatalogSettings = {
  title: '',
  subtitle: '',
  introduction: '',
  footer: '',
  font: DEFAULT_FONT,
  orientation: 'portrait',
  imagesPerPage: 4,
  language: DEFAULT_LANGUAGE,
};

function captionPrice() {
  return z
    .number({ error: MESSAGES.validation.mustBeNumber })
    .min(0, { error: MESSAGES.validation.tooSmall(0) })
    .max(LIMITS.captionPriceMax, { error: MESSAGES.validation.tooLarge(LIMITS.captionPriceMax) })
    .multipleOf(LIMITS.captionPriceStep, { error: MESSAGES.validation.priceCents });
}

/** A photo's caption (the beyond issue): every field optional; the price is in euro, in cents. */
export const PhotoCaption = z.strictObject({
  name: text(0, LIMITS.captionNameMax).optional(),
  sku: text(0, LIMITS.captionSkuMax).optional(),
  /** The price: wholesale on a line sheet ('Ingrosso'). */
  price: captionPrice().optional(),
  /** A second price, the suggested retail one ('Prezzo consigliato'), printed on line sheets. */
  retailPrice: captionPrice().optional(),
  colours: text(0, LIMITS.captionColoursMax).optional(),
  sizes: text(0, LIMITS.captionSizesMax).optional(),
  /** Alternative text of the photo's Figure in the tagged PDF; defaults to the name, else 'Foto N'. */
  alt: text(0, LIMITS.captionAltMax).optional(),
});
export type PhotoCaption = z.infer<typeof PhotoCaption>;

/** The brand's accent colour for the page badge and the rules, as `#rrggbb`. */
export const AccentColour = z.string({ error: MESSAGES.validation.hexColour }).regex(/^#[0-9a-fA-F]{6}$/, { error: MESSAGES.validation.hexColour });
export type AccentColour = z.infer<typeof AccentColour>;
