/**
 * A 'Pagina intera' photo that keeps its shape on a landscape page (decision 1060) stands on the
 * left, the page's height; the white beside it is the caption's, set as a lookbook sets its facing
 * page (decision 1066): the name large, the details under it at a reading size, each in the face,
 * case and spacing of the look's grid captions (decision 1078), and the folio in the white's footer. A 9 pt caption at the foot
 * of 157 mm of white read as a page left unfinished (the art director's review); on the white's
 * optical centre the block floated, aligned to nothing, so it now stands with its last baseline on
 * the folio's, the page's one fixed line (decision 1069).
 * A landscape photo that keeps its shape on a portrait page leaves white under it (decision 1071):
 * the same caption stands there on the grid pages' left edge (or the page's middle, as the look
 * aligns its captions), its last baseline on the folio's, FOOT_BASELINE_MM off the trim. A photo
 * over the page above its one-line foot takes foot-caption.ts's line (decision 1073).
 */
import { mmToPoints, type Rect } from '../layout/geometry.js';
import { fitCaption, type FittedCaption } from '../text/caption-fit.js';
import { CAPITALS_BOX, inkSpan } from '../text/ink.js';
import type { Measure } from '../text/wrap.js';
import type { FullPageRequest, FullPageRoles } from './full-page.js';
import { describeFolio } from './furniture.js';
import type { DescribedText } from './page-description.js';
import { BODY, INK, MUTED } from './palette.js';
import { describedCaptionLines } from './caption-lines.js';

/** The grid caption's sizes times these: the name 9.25 → 20.4 pt, code, price, colours and sizes 7.5 → 10.1 pt. */
const NAME_SCALE = 2.2;
const DETAILS_SCALE = 1.35;
/** The block's measure at most: about 22 of the name's characters, 40 of the details'. */
const MAX_MEASURE = mmToPoints(80);
/** White between the name and the details, in the name's size. */
const NAME_GAP = 0.75;
/** The foot's measure: a name of about 36 characters on one line, clear of the folio on the right. */
const FOOT_MEASURE = mmToPoints(130);
/** The foot's last baseline and folio off the trim: the caption's descenders stay 12 mm clear of it. */
const FOOT_BASELINE_MM = 14;

/** The full page's own request, its photo's frame and its number. */
export type SplitCaptionRequest = Pick<FullPageRequest, 'zones' | 'texts' | 'look' | 'colours' | 'measure' | 'textFace' | 'hyphenate' | 'left'> & {
  /** The photo's frame, off the page's left edge. */
  frame: Rect;
  pageNumber: number;
  /** Each caption role's face and spacing, as the look's grid sets them. */
  roles: FullPageRoles;
  /** The foot's line where it stands over the footer's, under a plate (decision 1099); else off the trim. */
  baseline?: number;
};

export interface SplitCaption {
  captionBand: Rect;
  caption: DescribedText[];
  folio: DescribedText;
  shortened: boolean;
  cut: boolean;
}

interface Set {
  fitted: FittedCaption;
  measure: Measure;
}

export function describeSplitCaption({ zones, frame, texts, look, pageNumber, colours, measure, textFace, hyphenate, left, roles, baseline }: SplitCaptionRequest): SplitCaption {
  const { page, content, footer } = zones;
  const whiteX = frame.x + frame.width;
  const beside = whiteX < page.width - 1;
  // Beside: the white less the page's side margin on both sides. At the foot: the grid pages' width, so a flush-left caption starts on their photos' left edge.
  const side = content.x;
  const footX = left ?? side;
  const column = beside ? { x: whiteX + side, width: page.width - whiteX - 2 * side } : { x: footX, width: page.width - 2 * footX };
  const width = Math.min(column.width, beside ? MAX_MEASURE : FOOT_MEASURE);
  const footBaseline = baseline ?? page.height - mmToPoints(FOOT_BASELINE_MM);
  const height = beside ? content.height / 2 : footBaseline - frame.y - frame.height;
  // Beside, the measure centred in the column; at the foot a flush-left look starts on the content's edge.
  const centred = beside || look.captionAlign !== 'left';
  const band = { x: centred ? column.x + (column.width - width) / 2 : column.x, y: 0, width, height };
  const measures = { 'caption-name': roles['caption-name'].measure, 'caption-details': roles['caption-details'].measure, 'caption-variants': roles['caption-variants'].measure };
  const sets: Set[] = [
    { fitted: fitCaption({ name: texts.name, details: '' }, band, width, measure, hyphenate, { scale: NAME_SCALE, measures }), measure: measures['caption-name'] },
    { fitted: fitCaption({ name: '', details: texts.details, ...(texts.variants && { variants: texts.variants }) }, band, width, measure, hyphenate, { scale: DETAILS_SCALE, measures }), measure: measures['caption-details'] },
  ].filter((set) => set.fitted.lines.length > 0);
  const spans = sets.map((set) => inkSpan(set.fitted.lines, set.measure, CAPITALS_BOX));
  const nameSize = sets[0]?.fitted.lines[0]?.size ?? 0;
  const gap = sets.length > 1 ? NAME_GAP * nameSize : 0;
  const blockHeight = spans.reduce((sum, span) => sum + span.bottom - span.top, gap);
  // At the foot the folio stays on the right, clear of a flush-left caption's last line on an even page.
  const folioLook = beside ? look : { ...look, folio: look.folio === 'outside' ? 'plain' : look.folio };
  const folio = describeFolio({ pageNumber, zone: { ...footer, x: column.x, width: column.width }, look: folioLook, colours, measure, ...((!beside || baseline !== undefined) && { baseline: footBaseline }), ...(textFace && { textFace }) });
  let y = 0;
  const stacked = sets.flatMap((set, index) => {
    const span = spans[index] ?? { top: 0, bottom: 0 };
    const shift = y - span.top;
    y += span.bottom - span.top + gap;
    return describedCaptionLines(
      set.fitted.lines.map((line) => ({ ...line, baseline: line.baseline + shift })),
      {
        ...(texts.price && { price: texts.price }),
        // Opening the code's line in every look: flush right on an 80 mm measure it stood apart from a shorter block.
        priceAlignment: 'first',
        start: (lineWidth) => (look.captionAlign === 'left' ? band.x : band.x + (band.width - lineWidth) / 2),
        right: band.x + band.width,
        measure: set.measure,
        // Code and price in the body's grey, a step darker than colours and sizes: at a reading size the grid's one grey read flat.
        colours: { 'caption-name': INK, 'caption-details': BODY, 'caption-variants': MUTED },
        roles,
      },
    );
  });
  // Stacked down from 0, the block then stands with its last baseline on the folio's.
  const top = folio.baseline - Math.max(...stacked.map((line) => line.baseline));
  return {
    captionBand: { x: band.x, y: top, width, height: blockHeight },
    caption: stacked.map((line) => ({ ...line, baseline: line.baseline + top })),
    folio,
    shortened: sets.some((set) => set.fitted.shortened),
    cut: sets.some((set) => set.fitted.cut),
  };
}
