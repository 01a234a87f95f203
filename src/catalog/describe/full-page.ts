/**
 * 'Pagina intera' (issue 35.5, decision 1025): one photo to the page's edges, cropped around its
 * focal point as the full cover is. On a portrait page the photo stops above a white foot of one
 * caption line (foot-caption.ts, decision 1073), none without a caption; a photo taller than the
 * page over its foot prints whole on a plate, its line between the photo's edges (decision 1093); a
 * photo that keeps its shape rather than lose its head and feet to the page's (decision 1060)
 * stands on the left: the white under or beside it takes the caption set large and the folio
 * (split-caption.ts, decisions 1066, 1071). Only a landscape photo covering a landscape page keeps
 * its caption on an opaque paper-white panel in the bottom-left corner, on the grid pages' left
 * edge, where it reads on any photo. Without a caption there is no panel.
 */
import type { PageLook } from '../layout/looks.js';
import type { PhotoPlacement } from '../layout/pages.js';
import type { PageZones } from '../layout/geometry.js';
import { captionBandHeight, mmToPoints } from '../layout/geometry.js';
import { FOOT_BAND_MM, PLATE_CAPTION_CLEAR, raisedFrame } from '../layout/full-page-frame.js';
import { fitCaption, type CaptionRole } from '../text/caption-fit.js';
import type { Hyphenate } from '../text/hyphenation.js';
import { CAPITALS_BOX, inkSpan } from '../text/ink.js';
import type { Measure } from '../text/wrap.js';
import type { CaptionTexts } from '../texts/caption-texts.js';
import type { CutText, PageDescription, TextFace } from './page-description.js';
import { WHITE, type PageColours } from './palette.js';
import { describedCaptionLines, type CaptionRoleType } from './caption-lines.js';
import { CAPTION_COLOURS, captionRoleTypes, captionStyle } from './caption-style.js';
import { describeFootCaption } from './foot-caption.js';
import { describeSplitCaption, type SplitCaption } from './split-caption.js';

/** The caption's panel, on a landscape page only: at most this share of the content's width. */
const PANEL_WIDTH_SHARE = 0.32;
/**
 * The panel's caption at the split page's reading size (decision 1069): name 12.5 pt, details
 * 10.1 pt. At the grid's 9.25 / 7.5 pt in a 55 x 18 mm panel the one photo of its page had the
 * smallest caption of the catalogue (the art director's item 9).
 */
const PANEL_SCALE = 1.35;
const PANEL_PADDING = 14 * PANEL_SCALE;

export interface FullPageRequest {
  number: number;
  zones: PageZones;
  placement: PhotoPlacement;
  texts: CaptionTexts;
  look: PageLook;
  colours: PageColours;
  measure: Measure;
  /** The captions' own face, as in the grid (decision 1058). */
  textFace?: TextFace;
  /** The catalogue font's italic, for names the look sets in it, as in the grid (decision 1105). */
  italic?: Measure;
  hyphenate?: Hyphenate;
  /** Where the grid pages' photos start: the panel, and a flush-left caption at a portrait foot, stand on it. */
  left?: number;
  /**
   * The grid pages' running head, rules and folio, for a photo on a plate (decision 1099): the page
   * then reads as the look's, and its folio stands where theirs does.
   */
  furniture?: Pick<PageDescription, 'texts' | 'rules'>;
}

/** The caption's roles as the look sets them in its grid (decision 1078): faces, case already in `texts`, spacing. */
export type FullPageRoles = Record<CaptionRole, CaptionRoleType>;

export function describeFullPage({ number, zones, placement, texts, look, colours, textFace, italic, hyphenate, left, furniture, ...request }: FullPageRequest): PageDescription {
  const { measure, family: face } = textFace ?? { measure: request.measure, family: undefined };
  const { page, content } = zones;
  const photo = { index: placement.index, cell: placement.cell, box: placement.box, frame: placement.frame, ...(placement.image && { image: placement.image }) };
  const empty = { number, size: page, zones, texts: furniture?.texts ?? [], rules: furniture?.rules ?? [], logo: null };
  // On a plate the caption's line stands over the footer's line (decision 1099); the folio is the furniture's.
  const captionBaseline = furniture ? { baseline: zones.footer.y - PLATE_CAPTION_CLEAR } : {};
  if (Object.values(texts).every((text) => !text)) return { ...empty, photos: [{ ...photo, captionBand: null, caption: [] }], cut: [] };
  const roles = captionRoleTypes({ measure: request.measure, ...(textFace && { textFace }), ...(italic && { italic }) }, look);
  const measures = { 'caption-name': roles['caption-name'].measure, 'caption-details': roles['caption-details'].measure, 'caption-variants': roles['caption-variants'].measure };
  // Beside or under a photo that leaves white (full-page-frame.ts) the caption stands on the white;
  // on a plate, under it in portrait, beside it in landscape where the photo keeps its shape.
  const { frame } = placement;
  const portraitPlate = furniture !== undefined && page.height > page.width;
  const onWhite = furniture ? portraitPlate || page.width - frame.x - frame.width > frame.x + 1 : frame.x + frame.width < page.width - 1 || frame.y + frame.height < page.height - 1;
  if (onWhite) {
    // A photo over the page above its one-line foot, or on a portrait plate; else the white beside or under a photo that keeps its shape.
    const foot = page.height - frame.y - frame.height;
    const footed = portraitPlate || (!furniture && foot > 1 && foot <= mmToPoints(FOOT_BAND_MM) + 1);
    // On a plate the line runs between the photo's edges, as a caption under its print.
    const footZones = portraitPlate ? { ...zones, content: { ...content, x: frame.x, width: frame.width } } : zones;
    const lineLeft = portraitPlate ? undefined : left;
    const split: SplitCaption & { raised?: number } = (footed ? describeFootCaption : describeSplitCaption)({ zones: footZones, frame: placement.frame, texts, look, pageNumber: number, colours, measure: request.measure, roles, ...(textFace && { textFace }), ...(hyphenate && { hyphenate }), ...(lineLeft !== undefined && { left: lineLeft }), ...captionBaseline });
    const cut: CutText[] = split.cut ? [{ field: 'caption', index: placement.index }] : [];
    // A caption on two lines takes its second from the photo over it (foot-caption.ts).
    const raised = raisedFrame(photo, split.raised ?? 0, portraitPlate, look.headerAlign === 'left');
    return { ...empty, texts: furniture ? empty.texts : [split.folio], photos: [{ ...photo, ...raised, captionBand: split.captionBand, caption: split.caption, ...(split.shortened && { shortened: true as const }) }], cut };
  }
  // Fitted in the most room the panel may take, then the panel closes round the lines it holds, so
  // a short caption is not left in the top corner of an emptier box.
  const room = { x: 0, y: 0, width: content.width * PANEL_WIDTH_SHARE - 2 * PANEL_PADDING, height: captionBandHeight({ captions: true, variants: Boolean(texts.variants) }) * PANEL_SCALE };
  const fitted = fitCaption(texts, room, room.width, measure, hyphenate, { smaller: look.captionSmaller, scale: PANEL_SCALE, measures });
  const widths = fitted.lines.map((line) => roles[line.role].measure(line.text, line.size, line.figures));
  const span = inkSpan(fitted.lines, measure, CAPITALS_BOX);
  const band = { width: Math.max(...widths), height: span.bottom - span.top };
  const panelSize = { width: band.width + 2 * PANEL_PADDING, height: band.height + 2 * PANEL_PADDING };
  const x = left ?? content.x;
  // On the photo's bottom-left corner: a plate's foot is the footer's line, a bleed's the content's.
  const panel = { x, y: Math.min(content.y + content.height, placement.frame.y + placement.frame.height) - panelSize.height, ...panelSize };
  const captionBand = { ...band, x: x + PANEL_PADDING, y: panel.y + PANEL_PADDING };
  const shift = captionBand.y - span.top;
  const style = captionStyle(look);
  const caption = describedCaptionLines(
    fitted.lines.map((line) => ({ ...line, baseline: line.baseline + shift })),
    {
      ...(texts.price && { price: texts.price }),
      priceAlignment: style.priceAlignment,
      start: (width) => (look.captionAlign === 'left' ? captionBand.x : captionBand.x + (band.width - width) / 2),
      right: captionBand.x + band.width,
      measure,
      colours: CAPTION_COLOURS,
      ...(face && { face }),
      roles,
    },
  );
  const cut: CutText[] = fitted.cut ? [{ field: 'caption', index: placement.index }] : [];
  return { ...empty, photos: [{ ...photo, captionBand, caption, ...(fitted.shortened && { shortened: true as const }) }], cut, panel: { ...panel, colour: WHITE } };
}
