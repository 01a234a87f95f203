/**
 * The review set (`/tmp/review-photos` with its captions) laid out as the PDF prints it: the
 * catalogue font, its italic where the look sets names in it, and the captions' text face measured
 * from disk, the Italian hyphenation.
 */
import { DEFAULT_CATALOG_SETTINGS, type LookName, type PhotoCaption, type PhotoFit } from '../../../src/shared/index.js';
import { describePages, type PageDescription, italicStrings, loadHyphenation, loadTextMetrics, namesItalicFace, printedStrings, textFace, textFaceStrings, type DescribedPhoto } from '../../../src/catalog/index.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

const reviewTexts = {
  title: 'Collezione Primavera Estate 2027',
  subtitle: 'Donna',
  introduction: 'Una selezione curata dei nostri capi migliori, scelti per la sartorialità, la qualità dei tessuti e la cura dei dettagli.',
  footer: '',
};
/** The review's four looks and its four formats: each look at 4 and 6 per page in portrait, 6 and 9 in landscape. */
export const REVIEW_LOOKS = ['classic', 'minimal', 'editorial', 'gallery'] as const;
export const REVIEW_FORMATS = [
  [4, 'portrait'],
  [6, 'portrait'],
  [6, 'landscape'],
  [9, 'landscape'],
] as const;
/** Every look in every format, as `it.each` rows. */
export const REVIEW_CATALOGUES = REVIEW_LOOKS.flatMap((look) => REVIEW_FORMATS.map(([imagesPerPage, orientation]) => [look, imagesPerPage, orientation] as const));

export const REVIEW_NAMES = [
  'Cappotto doppiopetto in lana vergine', 'Trench in gabardine di cotone', 'Blazer sartoriale in lino', 'Abito midi in seta stampata',
  'Camicia oversize in popeline', 'Pantalone palazzo in crêpe', 'Trench lungo con cintura', 'Gonna plissé in chiffon',
  'Maglione a trecce in cashmere', 'Giacca in denim giapponese', 'Cardigan in mohair', 'Borsa tote in pelle di vitello', 'Sciarpa in cashmere con frange',
];
// 2:3 portraits, then two 4:5 and two 3:2; the first 'In evidenza', the seventh 'Pagina intera'; codes as
// the review's captions file has them (SS27-01 … SS27-13).
const photos = REVIEW_NAMES.map((name, index) => {
  const caption: PhotoCaption = { name, sku: `SS27-${String(index + 1).padStart(2, '0')}`, price: 89 + 37 * index, colours: 'Nero, Cammello, Blu notte', sizes: index < 11 ? 'XS-XL' : 'Unica', ...(index === 0 && { hero: true }), ...(index === 6 && { fullPage: true }) };
  const [width, height] = index < 9 ? [2000, 3000] : index < 11 ? [2400, 3000] : [3000, 2000];
  return { width, height, caption };
});

/** An account's contact line, as resolveCatalogTexts gives it to an empty footer and to the closing block (decision 1115). */
export const REVIEW_CONTACT = 'Atelier Rossi · ordini@atelierrossi.it · +39 02 8765 4321';

/**
 * The review set's request to describePages, with the catalogue font's and the captions' face's
 * widths; `contact`, an account's contact line, as the footer the user left empty prints it;
 * `photoFit`, 'Riempi' (`fill`, the reviews' setting) or 'Adatta' (`fit`, the app's default).
 */
export async function reviewSetRequest(look: LookName, imagesPerPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape', contact?: string, photoFit: PhotoFit = 'fill') {
  const texts = contact ? { ...reviewTexts, footer: contact, contact } : reviewTexts;
  const settings = { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage, orientation, photoFit, language: 'Italiano' as const };
  const fonts = createFsFontSource();
  const { measure } = await loadTextMetrics(fonts, settings.font, printedStrings({ settings, texts, photos }));
  const family = textFace(settings, texts, photos);
  const face = family && { family, measure: (await loadTextMetrics(fonts, family, textFaceStrings({ settings, texts, photos }))).measure };
  const italicFamily = namesItalicFace(settings, photos);
  const italic = italicFamily && (await loadTextMetrics(fonts, italicFamily, italicStrings({ settings, photos }), 'italic')).measure;
  return { settings, texts, photos, measure, ...(face && { textFace: face }), ...(italic && { italic }), hyphenate: await loadHyphenation('Italiano') };
}

export async function laidOutReviewSet(look: LookName, imagesPerPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape', contact?: string, photoFit: PhotoFit = 'fill') {
  return describePages(await reviewSetRequest(look, imagesPerPage, orientation, contact, photoFit));
}

/** The captions under the photos of a page, grouped by the band they start on (captions beside their photo left out). */
export function captionBandsOf(photos: readonly DescribedPhoto[]): DescribedPhoto[][] {
  const under = photos.filter((photo) => photo.captionBand && photo.caption.length > 0 && !captionStandsBeside(photo));
  const byBand = new Map<number, DescribedPhoto[]>();
  for (const photo of under) {
    const band = Math.round((photo.captionBand?.y ?? 0) * 2);
    byBand.set(band, [...(byBand.get(band) ?? []), photo]);
  }
  return [...byBand.values()];
}

/** The review set's photos: pixel sizes and captions, in the review's order. */
export { photos as REVIEW_PHOTOS };

/** A page's row tops, where every photo stands in one row (no block over two rows, no full page). */
export function rowTops(photos: readonly DescribedPhoto[]): number[] | undefined {
  const tops = [...new Set(photos.map((photo) => Math.round(photo.frame.y * 10) / 10))].sort((a, b) => a - b);
  const spans = photos.some((photo) => tops.some((top) => top > photo.frame.y + 0.5 && top < photo.frame.y + photo.frame.height));
  return tops.length >= 2 && !spans ? tops : undefined;
}

/** The last page with photos in rows, and the grid page in rows before it. */
export function lastGridPages(pages: readonly PageDescription[]): [PageDescription, PageDescription] {
  const inRows = pages.filter((page) => rowTops(page.photos) !== undefined);
  const last = inRows.at(-1);
  const before = inRows.at(-2);
  if (!last || !before) throw new Error('fewer than two grid pages in rows');
  return [before, last];
}
