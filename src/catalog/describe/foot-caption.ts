/**
 * The portrait 'Pagina intera' caption on one line in the photo's shallow white foot (decision
 * 1073): the name, then code and price, then colours and sizes, each in the face, case and
 * spacing the look's grid captions take (decision 1078: Minimale's and Editoriale's names printed in
 * Playfair, Galleria's mixed case), on one baseline FOOT_BASELINE_MM off the trim (under a plate, over the
 * footer's line: decision 1099), the folio on it at the right. The 42 mm foot
 * that held the split page's stacked caption (decision 1071) cut a 2:3 figure to 81 % of its
 * height, its shoes gone (the art director's item 2); a foot of one line keeps 89 % (decision 1076).
 */
import { mmToPoints } from '../layout/geometry.js';
import { FOOT_BASELINE_MM } from '../layout/full-page-frame.js';
import type { CaptionLine } from '../text/caption-fit.js';
import { ellipsize } from '../text/wrap.js';
import { describedCaptionLines } from './caption-lines.js';
import { FOLIO_SIZE, describeFolio } from './furniture.js';
import type { DescribedText } from './page-description.js';
import { BODY, INK, MUTED } from './palette.js';
import type { SplitCaption, SplitCaptionRequest } from './split-caption.js';

/** The name's and the details' sizes at their largest: a step over the 4-per-page grid's 11.1 / 9 pt, the page's one caption. */
const NAME_SIZE = 14;
const DETAILS_SIZE = 9.5;
/** How far both may shrink together before colours and sizes give way, and then the name is shortened. */
const SMALLEST_SHARE = 0.8;
const SIZE_STEP = 0.05;
/** White between the line's parts, and before the folio, in the details' size. */
const PART_GAP = 1.6;
/** A capital's height in its size: the caption band's top. */
const CAP_HEIGHT = 0.7;

interface Part {
  role: CaptionLine['role'];
  text: string;
  size: number;
  figures?: boolean;
}

/** One setting of the line: its parts and the white between them. */
interface Line {
  parts: Part[];
  gap: number;
}

export function describeFootCaption({ zones, texts, look, pageNumber, colours, measure, textFace, left, roles, baseline: lifted }: SplitCaptionRequest): SplitCaption {
  const { page, content, footer } = zones;
  const flushLeft = look.captionAlign === 'left';
  const start = flushLeft ? (left ?? content.x) : content.x;
  // The folio and a gap kept clear at the right, and at the left too where the line is centred.
  const folioRoom = measure(String(pageNumber), FOLIO_SIZE) + PART_GAP * DETAILS_SIZE;
  const room = content.x + content.width - start - (flushLeft ? 1 : 2) * folioRoom;
  const setAt = (share: number, variants: boolean): Line => ({
    gap: PART_GAP * DETAILS_SIZE * share,
    parts: [
      { role: 'caption-name' as const, text: texts.name, size: NAME_SIZE * share },
      { role: 'caption-details' as const, text: texts.details, size: DETAILS_SIZE * share, figures: true },
      { role: 'caption-variants' as const, text: variants ? (texts.variants ?? '') : '', size: DETAILS_SIZE * share, figures: true },
    ].filter((part) => part.text !== ''),
  });
  const widthOf = (part: Part) => roles[part.role].measure(part.text, part.size, part.figures);
  const widthOfLine = ({ parts, gap }: Line) => parts.reduce((sum, part) => sum + widthOf(part), 0) + Math.max(0, parts.length - 1) * gap;
  const steps = Math.round((1 - SMALLEST_SHARE) / SIZE_STEP);
  const smallest = setAt(SMALLEST_SHARE, false);
  const candidates = [...Array.from({ length: steps + 1 }, (_, step) => setAt(1 - step * SIZE_STEP, true)), smallest];
  const fitting = candidates.find((candidate) => widthOfLine(candidate) <= room);
  // The last resort: the smallest setting, its name shortened with an ellipsis before code and price.
  const line = fitting ?? { ...smallest, parts: smallest.parts.map((part, at) => (at === 0 && part.role === 'caption-name' ? { ...part, text: ellipsize(part.text, Math.max(0, room - widthOfLine({ ...smallest, parts: smallest.parts.slice(1) }) - smallest.gap), part.size, roles['caption-name'].measure) } : part)) };
  const nameSize = line.parts[0]?.size ?? NAME_SIZE;
  const baseline = lifted ?? page.height - mmToPoints(FOOT_BASELINE_MM);
  // At the foot the folio stays on the right, clear of a flush-left line on an even page.
  const folioLook = { ...look, folio: look.folio === 'outside' ? ('plain' as const) : look.folio };
  const folio = describeFolio({ pageNumber, zone: { ...footer, x: content.x, width: content.width }, look: folioLook, colours, measure, baseline, ...(textFace && { textFace }) });
  const total = widthOfLine(line);
  const x0 = flushLeft ? start : (page.width - total) / 2;
  const lineColours = { 'caption-name': INK, 'caption-details': BODY, 'caption-variants': MUTED };
  let x = x0;
  const caption = line.parts.flatMap((part): DescribedText[] => {
    const width = widthOf(part);
    const at = x;
    x += width + line.gap;
    const set: CaptionLine = { role: part.role, text: part.text, size: part.size, baseline, centreX: at + width / 2, ...(part.figures && { figures: true }) };
    return describedCaptionLines([set], { ...(texts.price && { price: texts.price }), priceAlignment: 'first', start: () => at, right: at + width, measure, colours: lineColours, roles });
  });
  return {
    captionBand: { x: x0, y: baseline - CAP_HEIGHT * nameSize, width: total, height: CAP_HEIGHT * nameSize },
    caption,
    folio,
    shortened: fitting === undefined,
    cut: fitting === undefined && widthOfLine(line) > room,
  };
}
