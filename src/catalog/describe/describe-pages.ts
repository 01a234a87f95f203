/**
 * describePages: every page of the catalogue as geometry (the beyond issue, point 3), from the same
 * layout and text fitting as the PDF. The renderer draws exactly this, and the web app's preview
 * draws it with DOM or SVG, so what the preview shows is what prints.
 */
import type { CatalogSettings, PhotoCaption } from '../../shared/index.js';
import { pageZones, type Size } from '../layout/geometry.js';
import { layoutPages, type PhotoPlacement } from '../layout/pages.js';
import { fitCaption } from '../text/caption-fit.js';
import type { Measure } from '../text/wrap.js';
import { captionTexts, hasCaption } from '../texts/caption-texts.js';
import type { CatalogTexts } from '../types.js';
import { describeFurniture } from './furniture.js';
import type { DescribedPhoto, DescribedText, PageDescription } from './page-description.js';
import { INK, MUTED, pageColours } from './palette.js';

/** A photo as the layout needs it: its pixel size (any unit: only the ratio counts) and its caption. */
export interface PagePhoto extends Size {
  caption?: PhotoCaption;
}

export interface DescribePagesRequest {
  settings: Pick<CatalogSettings, 'orientation' | 'imagesPerPage' | 'language'>;
  texts: CatalogTexts;
  photos: readonly PagePhoto[];
  /** The logo's pixel size, when the catalogue has one. */
  logo?: Size;
  /** `#rrggbb`; without it the default blue badge and grey rules. */
  accent?: string;
  /** Text widths in the catalogue's font chain: FontChain.widthOf, or loadTextMeasure in a preview. */
  measure: Measure;
}

/**
 * Composed characters (NFC): an accent typed as a separate combining mark would otherwise be looked
 * up, and possibly drawn, apart from its letter.
 */
export function composedTexts(texts: CatalogTexts): CatalogTexts {
  return {
    title: texts.title.normalize('NFC'),
    subtitle: texts.subtitle.normalize('NFC'),
    introduction: texts.introduction.normalize('NFC'),
    footer: texts.footer.normalize('NFC'),
  };
}

/** Whether the layout keeps a caption band in every cell: as soon as one photo has a caption. */
export function catalogHasCaptions(photos: readonly { caption?: PhotoCaption }[]): boolean {
  return photos.some((photo) => hasCaption(photo.caption));
}

/** Printed whatever the texts: page numbers on the badge and the ellipsis of a cut line. */
const ALWAYS_PRINTED = '0123456789…';

/** Every string the catalogue can print, so the font chain loads the fallbacks they need. */
export function printedStrings(request: Pick<DescribePagesRequest, 'settings' | 'texts' | 'photos'>): string[] {
  const captions = request.photos.flatMap((photo) => Object.values(captionTexts(photo.caption, request.settings.language)));
  return [...Object.values(composedTexts(request.texts)), ...captions, ALWAYS_PRINTED];
}

function describePhoto(placement: PhotoPlacement, photo: PagePhoto | undefined, request: DescribePagesRequest): DescribedPhoto {
  const { index, cell, box, frame, captionBand } = placement;
  const caption: DescribedText[] = [];
  if (captionBand) {
    const texts = captionTexts(photo?.caption, request.settings.language);
    for (const line of fitCaption(texts, captionBand, request.measure)) {
      caption.push({ ...line, width: request.measure(line.text, line.size), colour: line.role === 'caption-name' ? INK : MUTED });
    }
  }
  return { index, cell, box, frame, captionBand: captionBand ?? null, caption };
}

export function describePages(request: DescribePagesRequest): PageDescription[] {
  const { settings, photos } = request;
  const texts = composedTexts(request.texts);
  const zones = pageZones(settings.orientation);
  const colours = pageColours(request.accent);
  const layout = { orientation: settings.orientation, imagesPerPage: settings.imagesPerPage, captions: catalogHasCaptions(photos) };
  // A catalogue without photos still has its first page, so the file is a valid PDF.
  const pages = photos.length > 0 ? layoutPages(photos, layout) : [{ number: 1, zones, placements: [] }];
  return pages.map((page) => {
    const furniture = describeFurniture({ texts, zones, pageNumber: page.number, colours, measure: request.measure, logo: request.logo });
    return {
      number: page.number,
      size: zones.page,
      zones,
      texts: furniture.texts,
      rules: furniture.rules,
      photos: page.placements.map((placement) => describePhoto(placement, photos[placement.index], request)),
      badge: furniture.badge,
      logo: furniture.logo,
    };
  });
}
