/** Business constants and input limits (spec 5, 9; DECISIONS "Errors and validation"). */
export const LIMITS = {
  titleMax: 40,
  subtitleMax: 120,
  introductionMax: 360,
  footerMax: 200,
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 200,
  userFieldMax: 200,
  creditsMax: 1_000_000,
  maxImagesMin: 1,
  maxImagesMax: 100,
  maxImagesDefault: 36,
  translateTextMax: 2000,
  /** Files over 50 MB or 100 megapixels are refused (DECISIONS "PDF"). */
  imageBytesMax: 50 * 1024 * 1024,
  imagePixelsMax: 100_000_000,
  /** Print resolution ceilings (DECISIONS "PDF"; 'Web' quality is a later extension). */
  printPpi: 300,
  webPpi: 150,
  /** Photo captions (the beyond issue): product name, code (SKU) and price in euro. */
  captionNameMax: 80,
  captionSkuMax: 40,
  /** Line-sheet fields (issue 15): colours and sizes as the business writes them ('Nero, Cammello'; 'S-XL'). */
  captionColoursMax: 80,
  captionSizesMax: 60,
  /** Product facts read from a product file (issue 23.7), kept with the caption for line sheets. */
  captionStyleMax: 40,
  captionColourCodeMax: 20,
  captionDescriptionMax: 600,
  captionCompositionMax: 120,
  captionOriginMax: 60,
  captionCategoryMax: 60,
  captionSeasonMax: 40,
  /** Issue 24.5: a colourway's sizes one by one, for the order form's columns. */
  captionSizeListMax: 40,
  /** Issue 33.2: the hex colours of a colour list, one per colour. */
  captionHexesMax: 20,
  captionSizeMax: 12,
  /** Issue 33.5: a style's minimum order and case pack, in pieces, and its delivery as written. */
  captionPiecesMax: 100_000,
  captionDeliveryMax: 40,
  /** Alternative text of a photo in the tagged PDF (issue 12). */
  captionAltMax: 250,
  captionPriceMax: 1_000_000,
  /** Prices carry at most two decimals (cents). */
  captionPriceStep: 0.01,
  /** One line of the line sheet's terms (issue 24.4). */
  lineSheetTermMax: 160,
  /** Each line of the back cover's contacts (issue 15.1). */
  contactMax: 120,
} as const;

export const COST_PER_CATALOG = 1;

/** Setting key and its description as the spec stores them (spec 3, 7). */
export const MAX_IMAGES_SETTING_KEY = 'max_images_per_catalog';
export const MAX_IMAGES_SETTING_DESCRIPTION = 'Limite massimo di immagini per catalogo';

/** Upload types accepted by the drop zone (spec 5; HEIC/HEIF for iPhone photos, docs/decisions/0650). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'] as const;

/**
 * Browsers that do not know HEIC give such files an empty or generic type: their extension counts
 * instead, and the photo worker checks the file's 'ftyp' brand before decoding.
 */
export const HEIF_EXTENSIONS = ['.heic', '.heif'] as const;

export const IMAGES_PER_PAGE = [4, 6, 9] as const;
export type ImagesPerPage = (typeof IMAGES_PER_PAGE)[number];

/** Issue 15.2: the spec's photo grid, or a line sheet (a table of products, rows never split). */
export const LAYOUTS = ['grid', 'line-sheet'] as const;
export type CatalogLayoutKind = (typeof LAYOUTS)[number];

/** Issue 24.3: the line sheet's columns, among which the user chooses; the thumbnail always prints. */
/** 'ordering' (issue 33.5): a style's own minimum, case pack and delivery, when the product file gives them. */
export const LINE_SHEET_COLUMNS = ['product', 'code', 'colours', 'sizes', 'composition', 'origin', 'description', 'category', 'season', 'ordering', 'wholesale', 'retail'] as const;
export type LineSheetColumn = (typeof LINE_SHEET_COLUMNS)[number];
/** Issue 24.3: rows a page holds at most (rows grow when their text needs it). */
export const LINE_SHEET_DENSITIES = [4, 6, 8, 10] as const;
export type LineSheetDensity = (typeof LINE_SHEET_DENSITIES)[number];
/** Issue 24.4: the terms a buyer orders under, one line each. */
export const LINE_SHEET_TERMS = ['season', 'delivery', 'deadline', 'minimum', 'payment', 'vat', 'howToOrder'] as const;
export type LineSheetTerm = (typeof LINE_SHEET_TERMS)[number];
/**
 * Issue 33.1: how a numeric size range ('38-46') is counted (decision 0981): 'auto' reads Italian
 * clothing (even ends within 36–60) in steps of 2 and everything else in steps of 1.
 */
export const SIZE_SYSTEMS = ['auto', 'clothing', 'shoes'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];
export const SIZE_SYSTEM_LABELS: Record<SizeSystem, string> = {
  auto: 'Automatico (36–60 pari di 2 in 2, il resto di 1 in 1)',
  clothing: 'Abbigliamento italiano (36–60 di 2 in 2)',
  shoes: 'Calzature e jeans (di 1 in 1)',
};

/**
 * Issue 26.1: each photo fitted whole in its cell ('Adatta'), or cropped to the cell's shape around
 * its focal point so every cell of a page is filled alike ('Riempi').
 */
export const PHOTO_FITS = ['fit', 'fill'] as const;
export type PhotoFit = (typeof PHOTO_FITS)[number];
export const PHOTO_FIT_LABELS: Record<PhotoFit, string> = { fit: 'Adatta', fill: 'Riempi' };

/**
 * Issue 35.1: the shape of the frames photos fill ('Riempi'): the photos' own prevailing shape
 * ('auto'), or one of fashion's standard ratios, width to height.
 */
export const FRAME_RATIOS = ['auto', '2:3', '3:4', '4:5', '1:1', '3:2'] as const;
export type FrameRatio = (typeof FRAME_RATIOS)[number];
export const FRAME_RATIO_LABELS: Record<FrameRatio, string> = { auto: 'Automatico', '2:3': '2:3', '3:4': '3:4', '4:5': '4:5', '1:1': '1:1', '3:2': '3:2' };

/** Issue 26.6: the page's looks, each a set of margins, type scale, captions, rules, header and footer. */
export const LOOKS = ['classic', 'minimal', 'editorial', 'gallery'] as const;
export type LookName = (typeof LOOKS)[number];
export const LOOK_LABELS: Record<LookName, string> = { classic: 'Classico', minimal: 'Minimale', editorial: 'Editoriale', gallery: 'Galleria' };

export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ORIENTATION_LABELS: Record<Orientation, string> = {
  portrait: 'Verticale',
  landscape: 'Orizzontale',
};

/**
 * Spec 4: 4 per page forces portrait, 9 forces landscape, 6 keeps the orientation.
 * Returns the orientation that applies after choosing `perPage`.
 */
export function orientationFor(perPage: ImagesPerPage, current: Orientation): Orientation {
  if (perPage === 4) return 'portrait';
  if (perPage === 9) return 'landscape';
  return current;
}
