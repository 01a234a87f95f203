/**
 * 'Pagina intera' (issue 35.5, decision 1025): one photo to the page's edges, cropped around its
 * focal point as the full cover is, its caption on an opaque paper-white panel low on the page
 * (bottom-left in a flush-left look, centred otherwise), so it reads on any photo. No running
 * head, no folio: the page is the photo's. Without a caption there is no panel.
 */
import type { PageLook } from '../layout/looks.js';
import type { PhotoPlacement } from '../layout/pages.js';
import type { PageZones } from '../layout/geometry.js';
import { CAPTION_BAND_HEIGHT } from '../layout/geometry.js';
import { fitCaption } from '../text/caption-fit.js';
import type { Hyphenate } from '../text/hyphenation.js';
import type { Measure } from '../text/wrap.js';
import type { CaptionTexts } from '../texts/caption-texts.js';
import type { CutText, PageDescription } from './page-description.js';
import { INK, MUTED, WHITE } from './palette.js';

/** The caption's panel: this share of the content's width, and its inner padding. */
const PANEL_WIDTH_SHARE: Record<'portrait' | 'landscape', number> = { portrait: 0.46, landscape: 0.32 };
const PANEL_PADDING = 14;

export interface FullPageRequest {
  number: number;
  zones: PageZones;
  placement: PhotoPlacement;
  texts: CaptionTexts;
  look: PageLook;
  measure: Measure;
  hyphenate?: Hyphenate;
}

export function describeFullPage({ number, zones, placement, texts, look, measure, hyphenate }: FullPageRequest): PageDescription {
  const { page, content } = zones;
  const photo = { index: placement.index, cell: placement.cell, box: placement.box, frame: placement.frame, ...(placement.image && { image: placement.image }) };
  const empty = { number, size: page, zones, texts: [], rules: [], logo: null };
  if (Object.values(texts).every((text) => !text)) return { ...empty, photos: [{ ...photo, captionBand: null, caption: [] }], cut: [] };
  const orientation = page.width > page.height ? 'landscape' : 'portrait';
  const width = content.width * PANEL_WIDTH_SHARE[orientation];
  const height = CAPTION_BAND_HEIGHT + 2 * PANEL_PADDING;
  const x = look.headerAlign === 'left' ? content.x : (page.width - width) / 2;
  const panel = { x, y: content.y + content.height - height, width, height };
  const band = { x: x + PANEL_PADDING, y: panel.y + PANEL_PADDING, width: width - 2 * PANEL_PADDING, height: CAPTION_BAND_HEIGHT };
  const fitted = fitCaption(texts, band, band.width, measure, hyphenate, look.captionSmaller);
  const caption = fitted.lines.map((line) => {
    const lineWidth = measure(line.text, line.size, line.figures);
    const centreX = look.captionAlign === 'left' ? band.x + lineWidth / 2 : line.centreX;
    return { ...line, centreX, width: lineWidth, colour: line.role === 'caption-name' ? INK : MUTED };
  });
  const cut: CutText[] = fitted.cut ? [{ field: 'caption', index: placement.index }] : [];
  return { ...empty, photos: [{ ...photo, captionBand: band, caption, ...(fitted.shortened && { shortened: true as const }) }], cut, panel: { ...panel, colour: WHITE } };
}
