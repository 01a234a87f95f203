/**
 * The catalogue's defaults and the plain rules of its fields, apart from their zod schemas
 * (schemas/catalog.ts, which uses them): the generator's first screen needs these, not zod, whose
 * schemas cost a phone a long task to build before the form answers (issue 38.7).
 */
import { DEFAULT_CURRENCY } from './currencies.js';
import { DEFAULT_FONT } from './fonts.js';
import { DEFAULT_LANGUAGE } from './languages.js';
import { LIMITS, LINE_SHEET_TERMS } from './limits.js';
import type { CatalogSettings, CoverSettings, LineSheetOptions, LineSheetTerms } from './schemas/catalog.js';

/** A colour as `#rrggbb`: the accent, a colourway's swatch. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The company, phone and email are the account's own, prefilled from it: they keep the account's limit (issue 27.9). */
export const BACK_COVER_CONTACT_MAX = {
  company: LIMITS.userFieldMax,
  address: LIMITS.contactMax,
  phone: LIMITS.userFieldMax,
  email: LIMITS.userFieldMax,
  website: LIMITS.contactMax,
} as const;

export const EMPTY_LINE_SHEET_TERMS = Object.fromEntries(LINE_SHEET_TERMS.map((term) => [term, ''])) as LineSheetTerms;

export const DEFAULT_LINE_SHEET_OPTIONS: LineSheetOptions = { grouping: 'style', columns: [], rowsPerPage: 6, terms: EMPTY_LINE_SHEET_TERMS, termsPlacement: 'first-page', quantities: true, sizeSystem: 'auto' };

/** Spec 3's defaults. */
export const DEFAULT_CATALOG_SETTINGS: CatalogSettings = {
  title: '',
  subtitle: '',
  introduction: '',
  footer: '',
  font: DEFAULT_FONT,
  orientation: 'portrait',
  imagesPerPage: 4,
  language: DEFAULT_LANGUAGE,
  layout: 'grid',
  currency: DEFAULT_CURRENCY,
  lineSheet: DEFAULT_LINE_SHEET_OPTIONS,
  photoFit: 'fit',
  look: 'classic',
  frameRatio: 'auto',
  onePerPage: false,
};

/** Issue 15.1: both off by default, so the spec's catalogue is unchanged. */
export const DEFAULT_COVER_SETTINGS: CoverSettings = {
  cover: { enabled: false, style: 'frame' },
  backCover: { enabled: false, contacts: { company: '', address: '', phone: '', email: '', website: '' } },
};
