/**
 * The portrait 'Pagina intera' caption on one line in the photo's shallow white foot (decision
 * 1073), or where one line is too short at 80 % of its size, on two, colours and sizes on the
 * second, the photo over it one line shorter (decision 1113): never a field dropped. The name,
 * then code and price, then colours and sizes, each in the face, case and
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
/** How far both may shrink together before colours and sizes take a second line, and then the name is shortened. */
const SMALLEST_SHARE = 0.8;
const SIZE_STEP = 0.05;
/** White between the line's parts, and before the folio, in the details' size. */
const PART_GAP = 1.6;
/** A capital's height in its size: the caption band's top. */
const CAP_HEIGHT = 0.7;
/** From the first line's baseline to the second's, in the details' size: 12.8 pt at 9.5 pt. */
const LINE_PITCH = 1.35;

interface Part {
  role: CaptionLine['role'];
  text: string;
  size: number;
  figures?: boolean;
}

/** One line of the caption: its parts and the white between them. */
interface Line {
  parts: Part[];
  gap: number;
}

/** A setting of the caption: one line, or name and details over colours and sizes; the pitch between two lines. */
interface Setting {
  lines: Line[];
  pitch: number;
}

export interface FootCaption extends SplitCaption {
  /** Points the caption takes over its one line: the plate over it gives them up (decision 1113). */
  raised: number;
}

export function describeFootCaption({ zones, texts, look, pageNumber, colours, measure, textFace, left, roles, baseline: lifted }: SplitCaptionRequest): FootCaption {
  const { page, content, footer } = zones;
  const flushLeft = look.captionAlign === 'left';
  const start = flushLeft ? (left ?? content.x) : content.x;
  // The folio and a gap kept clear at the right, and at the left too where the line is centred.
  const folioRoom = measure(String(pageNumber), FOLIO_SIZE) + PART_GAP * DETAILS_SIZE;
  const room = content.x + content.width - start - (flushLeft ? 1 : 2) * folioRoom;
  const partsAt = (share: number): Part[] =>
    [
      { role: 'caption-name' as const, text: texts.name, size: NAME_SIZE * share },
      { role: 'caption-details' as const, text: texts.details, size: DETAILS_SIZE * share, figures: true },
      { role: 'caption-variants' as const, text: texts.variants ?? '', size: DETAILS_SIZE * share, figures: true },
    ].filter((part) => part.text !== '');
  const lineOf = (parts: Part[], share: number): Line => ({ parts, gap: PART_GAP * DETAILS_SIZE * share });
  // Colours and sizes on a line of their own only where the caption has them and something before them.
  const setAt = (share: number, stacked: boolean): Setting => {
    const parts = partsAt(share);
    const split = stacked && parts.length > 1 && parts.at(-1)?.role === 'caption-variants';
    return { lines: split ? [lineOf(parts.slice(0, -1), share), lineOf(parts.slice(-1), share)] : [lineOf(parts, share)], pitch: LINE_PITCH * DETAILS_SIZE * share };
  };
  const widthOf = (part: Part) => roles[part.role].measure(part.text, part.size, part.figures);
  const widthOfLine = ({ parts, gap }: Line) => parts.reduce((sum, part) => sum + widthOf(part), 0) + Math.max(0, parts.length - 1) * gap;
  const fits = (setting: Setting) => setting.lines.every((line) => widthOfLine(line) <= room);
  // Every field prints (the tenth review, finding 2: colours and sizes went from the PDF unreported):
  // one line shrinking together, then colours and sizes on a second line, the photo over it the shorter.
  const steps = Math.round((1 - SMALLEST_SHARE) / SIZE_STEP);
  const shares = Array.from({ length: steps + 1 }, (_, step) => 1 - step * SIZE_STEP);
  const smallest = setAt(SMALLEST_SHARE, true);
  const fitting = [false, true].flatMap((stacked) => shares.map((share) => setAt(share, stacked))).find(fits);
  // The last resort: the smallest setting, the name shortened with an ellipsis before code and
  // price (the alternative text carries it whole); a line that still overruns is reported as cut.
  const shortenedName = (line: Line): Line => {
    const [first, ...rest] = line.parts;
    if (first?.role !== 'caption-name') return line;
    const others = rest.reduce((sum, part) => sum + widthOf(part) + line.gap, 0);
    return { ...line, parts: [{ ...first, text: ellipsize(first.text, Math.max(0, room - others), first.size, roles[first.role].measure) }, ...rest] };
  };
  const setting = fitting ?? { ...smallest, lines: smallest.lines.map((each, at) => (at === 0 ? shortenedName(each) : each)) };
  const [line = lineOf([], 1)] = setting.lines;
  const nameSize = line.parts[0]?.size ?? NAME_SIZE;
  const baseline = lifted ?? page.height - mmToPoints(FOOT_BASELINE_MM);
  const raised = (setting.lines.length - 1) * setting.pitch;
  // At the foot the folio stays on the right, clear of a flush-left line on an even page.
  const folioLook = { ...look, folio: look.folio === 'outside' ? ('plain' as const) : look.folio };
  const folio = describeFolio({ pageNumber, zone: { ...footer, x: content.x, width: content.width }, look: folioLook, colours, measure, baseline, ...(textFace && { textFace }) });
  const lineColours = { 'caption-name': INK, 'caption-details': BODY, 'caption-variants': MUTED };
  // The last line on the caption's baseline, the folio's; a line over it one pitch higher.
  const caption = setting.lines.flatMap((each, at) => {
    const lineBaseline = baseline - raised + at * setting.pitch;
    let x = flushLeft ? start : (page.width - widthOfLine(each)) / 2;
    return each.parts.flatMap((part): DescribedText[] => {
      const width = widthOf(part);
      const partX = x;
      x += width + each.gap;
      const set: CaptionLine = { role: part.role, text: part.text, size: part.size, baseline: lineBaseline, centreX: partX + width / 2, ...(part.figures && { figures: true }) };
      return describedCaptionLines([set], { ...(texts.price && { price: texts.price }), priceAlignment: 'first', start: () => partX, right: partX + width, measure, colours: lineColours, roles });
    });
  });
  const total = Math.max(...setting.lines.map(widthOfLine));
  const top = baseline - raised - CAP_HEIGHT * nameSize;
  return {
    captionBand: { x: flushLeft ? start : (page.width - total) / 2, y: top, width: total, height: baseline - top },
    caption,
    folio,
    shortened: fitting === undefined,
    cut: !setting.lines.every((each) => widthOfLine(each) <= room),
    raised,
  };
}
