/**
 * Page 1's header (spec 9, DECISIONS "PDF"): title, subtitle and introduction stacked and centred,
 * wrapped and shrunk until they fit the header zone: the title and subtitle first, the
 * introduction, body copy, holding a size it reads at (decision 1063), then all together, the scale
 * in proportion, so the hierarchy holds at any length.
 */
import { mmToPoints, type Rect } from '../layout/geometry.js';
import type { Hyphenate } from './hyphenation.js';
import { inkSpan } from './ink.js';
import { widthOfCharacters } from './measure-width.js';
import { MIN_TYPE_SIZE, ellipsize, wrapBalanced, type InkExtent, type Measure } from './wrap.js';

export type HeaderRole = 'title' | 'subtitle' | 'introduction';

export interface TextLine {
  role: HeaderRole;
  text: string;
  size: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  /** Horizontal centre of the line. */
  centreX: number;
}

interface RoleStyle {
  size: number;
  leading: number;
  /** Share of the zone width the role may use: shorter lines read better. */
  widthShare: number;
  /** At most this many of its own average characters a line, at its fitted size (issue 26.4). */
  maxCharacters?: number;
  /** And at most this wide, in points, whatever the page. */
  maxWidth?: number;
  /** The share never narrows a line under this, in points, where the zone is wider. */
  leastWidth?: number;
  maxLines: number;
  /** Space after the block, in multiples of the scale. */
  gapAfter: number;
}

/** The introduction's comfortable measure, its column's width where the zone allows. */
const INTRODUCTION_MEASURE = mmToPoints(90);
/**
 * The least line a share leaves, about 40 of the introduction's characters. In the 50-59 mm column
 * beside a hero the shares left the introduction 31-44 mm lines, centred, a ragged string of short
 * lines, and broke Minimale's 'COLLEZIONE DONNA' on two (the sixth review's finding 7): a column
 * that narrow is a measure already, and the lines take its width (decision 1093).
 */
const COLUMN_LEAST = mmToPoints(55);

const STYLES: Record<HeaderRole, RoleStyle> = {
  title: { size: 26, leading: 1.15, widthShare: 0.9, maxLines: 2, gapAfter: 9 },
  subtitle: { size: 11.5, leading: 1.3, widthShare: 0.8, leastWidth: COLUMN_LEAST, maxLines: 3, gapAfter: 6 },
  // Body copy in the text face (decision 1063): 9.25 pt on 1.4, 60-70 characters a line and no
  // wider than 90 mm; at 90 characters and 78 % of a landscape page it read as a report's abstract.
  introduction: { size: 9.25, leading: 1.4, widthShare: 0.78, maxCharacters: 68, maxWidth: INTRODUCTION_MEASURE, leastWidth: COLUMN_LEAST, maxLines: 12, gapAfter: 0 },
};

const ORDER: HeaderRole[] = ['title', 'subtitle', 'introduction'];
/** Points the subtitle keeps above the introduction. */
const HIERARCHY_STEP = 1;
const SCALE_STEP = 0.025;
/** The hierarchy shrinks at most to half, and never puts its smallest text under MIN_TYPE_SIZE. */
const MIN_SCALE = 0.5;
/** Room kept free at the bottom of the zone for the rule that closes the header. */
export const HEADER_BOTTOM_PADDING = 8;
/**
 * Each line's em box: the size above the baseline and a quarter below it (room for ascenders,
 * accents and descenders in all 12 fonts), centred in the line's leading.
 */
const EM_BOX: InkExtent = { above: 1, below: 0.25 };

interface Block {
  role: HeaderRole;
  lines: string[];
  size: number;
  lineHeight: number;
  gapAfter: number;
  /** The widths of the face the role is set in. */
  measure: Measure;
  maxLines: number;
  /** No word broken between letters: a display line shrinks before it splits a word unhyphenated. */
  wordsWhole: boolean;
}

/** A role's share of the zone, no narrower than its least where the zone allows. */
function shareOf(role: HeaderRole, zone: Rect): number {
  const { widthShare, leastWidth = 0 } = STYLES[role];
  return Math.min(zone.width, Math.max(zone.width * widthShare, leastWidth));
}

/**
 * How wide a role's lines may be: its share of the zone, and, where `comfortable`, no more than its
 * character count. Without `comfortable` only the share counts: the fallback that keeps a long
 * introduction whole in a landscape header rather than cut it.
 */
function lineWidth(role: HeaderRole, text: string, zone: Rect, size: number, measure: Measure, comfortable: boolean): number {
  const { maxCharacters, maxWidth } = STYLES[role];
  const share = shareOf(role, zone);
  if (!comfortable) return share;
  return Math.min(share, maxCharacters ? widthOfCharacters(maxCharacters, text, size, measure) : Infinity, maxWidth ?? Infinity);
}

/**
 * Only the introduction is hyphenated as body copy: the title and subtitle, short lines set large,
 * shrink first, and break a word (with a hyphen) only where one alone is wider than the zone at
 * their smallest size.
 */
const HYPHENATED: ReadonlySet<HeaderRole> = new Set(['introduction']);

/**
 * A look's own proportions (issue 26.6): the title's size over the house 26 pt; and the widths of
 * the text face the introduction is set in, where it is not the catalogue font (decision 1063).
 */
export interface HeaderLook {
  title: number;
  introduction?: Measure;
  /** The subtitle's widths where the look sets it in another face or spaced (decision 1074). */
  subtitle?: Measure;
  /** The subtitle in capitals, which read a size larger than the same size as typed: it takes the least size the hierarchy allows. */
  subtitleCapitals?: boolean;
  /** Where the stack stands in the zone: in its middle without it (a look's `Opening.place`, decision 1080). */
  place?: 'middle' | 'top' | 'foot';
  /** White after the title at full scale, in points, where the look sets a rule in it; the house 9 pt without. */
  titleGap?: number;
  /** White kept over the stack, in points, where the look sets a rule over the title; none without. */
  ruleAbove?: number;
}

const HOUSE_LOOK: HeaderLook = { title: 1 };

/** The display lines' scale (title and subtitle) and the body copy's (the introduction). */
interface Scales {
  display: number;
  body: number;
}

/**
 * The subtitle shrinks with the title, but stays a step above the introduction held at its size:
 * the hierarchy reads in sizes as well as faces.
 */
function subtitleSize(display: number, body: number, capitals = false): number {
  const { subtitle, introduction } = STYLES;
  const least = introduction.size * body + HIERARCHY_STEP;
  return Math.min(subtitle.size, capitals ? least : Math.max(subtitle.size * display, least));
}

/**
 * A title in a column (a zone taller than wide: beside page 1's hero) may take three lines, as a
 * magazine stacks its cover line; across a page two read best and leave the photos their room.
 * Four, at 31 pt in a 59 mm column, stacked a word a line and read as a list (the seventh review,
 * finding 10): the title now comes down to a size that sets it in three.
 */
const COLUMN_TITLE_LINES = 3;
const maxLinesIn = (role: HeaderRole, zone: Rect): number => (role === 'title' && zone.height >= zone.width ? COLUMN_TITLE_LINES : STYLES[role].maxLines);

function blocksAt(texts: Record<HeaderRole, string>, zone: Rect, { display, body }: Scales, measure: Measure, comfortable: boolean, hyphenate: Hyphenate | undefined, look: HeaderLook): Block[] {
  return ORDER.filter((role) => texts[role].trim() !== '').map((role) => {
    const style = STYLES[role];
    const size = role === 'introduction' ? style.size * body : role === 'subtitle' ? subtitleSize(display, body, look.subtitleCapitals) : style.size * display * look.title;
    const face = (role === 'introduction' && look.introduction) || (role === 'subtitle' && look.subtitle) || measure;
    const width = lineWidth(role, texts[role], zone, size, face, comfortable);
    return {
      role,
      // wrapBalanced hyphenates only a word wider than the line.
      lines: wrapBalanced(texts[role], width, size, face, hyphenate),
      wordsWhole: HYPHENATED.has(role) || (texts[role].match(/\S+/gu) ?? []).every((word) => face(word, size) <= width),
      size,
      lineHeight: size * style.leading,
      gapAfter: (role === 'title' ? (look.titleGap ?? style.gapAfter) : style.gapAfter) * display,
      measure: face,
      maxLines: maxLinesIn(role, zone),
    };
  });
}

/** The stack's lines with their baselines from the top of its first line box, and its line boxes' height. */
function place(blocks: Block[], centreX: number): { lines: TextLine[]; height: number; accentRuleY: number | null } {
  const lines: TextLine[] = [];
  let accentRuleY: number | null = null;
  let y = 0;
  blocks.forEach((block, i) => {
    if (i > 0) y += blocks[i - 1]?.gapAfter ?? 0;
    for (const text of block.lines) {
      const baseline = y + (block.lineHeight - block.size * EM_BOX.above - block.size * EM_BOX.below) / 2 + block.size * EM_BOX.above;
      lines.push({ role: block.role, text, size: block.size, baseline, centreX });
      y += block.lineHeight;
    }
    if (block.role === 'title' && i < blocks.length - 1) accentRuleY = y + block.gapAfter / 2;
  });
  return { lines, height: y, accentRuleY };
}

/**
 * Where the stack's ink reaches from the top of its first line box: its line boxes, each line's em
 * box where tight leading lets it out, and the glyphs themselves where marks reach further.
 */
function stackExtent(blocks: Block[]): { top: number; bottom: number } {
  const placed = place(blocks, 0);
  let top = 0;
  let bottom = placed.height;
  for (const block of blocks) {
    const ink = inkSpan(placed.lines.filter((line) => line.role === block.role), block.measure, EM_BOX);
    top = Math.min(top, ink.top);
    bottom = Math.max(bottom, ink.bottom);
  }
  return { top, bottom };
}

function stackHeight(blocks: Block[]): number {
  const { top, bottom } = stackExtent(blocks);
  return bottom - top;
}

function fits(blocks: Block[], available: number): boolean {
  return blocks.every((b) => b.lines.length <= b.maxLines && b.wordsWhole) && stackHeight(blocks) <= available;
}

/** The smallest scale at which every text present stays at MIN_TYPE_SIZE or more. */
function minimumScale(texts: Record<HeaderRole, string>): number {
  const sizes = ORDER.filter((role) => texts[role].trim() !== '').map((role) => STYLES[role].size);
  return sizes.length === 0 ? MIN_SCALE : Math.max(MIN_SCALE, MIN_TYPE_SIZE / Math.min(...sizes));
}

/**
 * Drops the lines that do not fit, last block first, and marks the cut with an ellipsis; returns
 * the roles that lost text.
 */
function truncateToFit(blocks: Block[], available: number, zone: Rect): HeaderRole[] {
  const cut = new Set<HeaderRole>();
  for (const block of blocks) {
    const { maxLines } = block;
    if (block.lines.length > maxLines) {
      block.lines = block.lines.slice(0, maxLines);
      block.lines[maxLines - 1] = ellipsize(block.lines[maxLines - 1] ?? '', shareOf(block.role, zone), block.size, block.measure);
      cut.add(block.role);
    }
  }
  for (let i = blocks.length - 1; i >= 0 && stackHeight(blocks) > available; i--) {
    const block = blocks[i];
    if (!block) continue;
    cut.add(block.role);
    while (block.lines.length > 1 && stackHeight(blocks) > available) block.lines.pop();
    const last = block.lines.length - 1;
    block.lines[last] = ellipsize(block.lines[last] ?? '', shareOf(block.role, zone), block.size, block.measure);
    if (stackHeight(blocks) > available && i > 0) blocks.splice(i, 1);
  }
  return ORDER.filter((role) => cut.has(role));
}

export interface HeaderLayout {
  lines: TextLine[];
  /** Where the short accent rule between the title and what follows goes, if anything follows. */
  accentRuleY: number | null;
  /** The texts that did not fit even at the smallest scale, and were cut. */
  cut: HeaderRole[];
  /** The introduction stands beside title and subtitle (`besideLayout`): each line's centreX is its own, flush left in its column. */
  columns?: true;
}

/**
 * Body copy keeps a size it reads at while the display lines shrink, as a designer gives up a
 * point of the title before the introduction's (decision 1063): at 9.25 pt or 8.5 pt, whichever
 * leaves the title larger, with the title and subtitle down to this share of their sizes.
 */
const BODY_HOLDS = [1, 8.5 / STYLES.introduction.size];
const DISPLAY_GIVES = 0.6;

/** Whether the introduction (if any) keeps a size body copy reads at, `BODY_HOLDS`' smallest. */
const introductionHeld = (blocks: Block[]) => blocks.every((block) => block.role !== 'introduction' || block.size >= STYLES.introduction.size * Math.min(...BODY_HOLDS) - 1e-9);

/**
 * The blocks at the largest scales that fit: the introduction held at its sizes first, then all
 * shrinking together; at the smallest scale when none fits.
 */
function largestFitting(texts: Record<HeaderRole, string>, zone: Rect, available: number, measure: Measure, comfortable: boolean, hyphenate: Hyphenate | undefined, look: HeaderLook): Block[] {
  for (let display = 1; display >= DISPLAY_GIVES - 1e-9; display -= SCALE_STEP) {
    for (const body of BODY_HOLDS) {
      const blocks = blocksAt(texts, zone, { display, body }, measure, comfortable, hyphenate, look);
      if (fits(blocks, available)) return blocks;
    }
  }
  const minScale = minimumScale(texts);
  let blocks: Block[] = [];
  for (let scale = 1; scale >= minScale - 1e-9; scale = Math.max(minScale, scale - SCALE_STEP)) {
    blocks = blocksAt(texts, zone, { display: scale, body: scale }, measure, comfortable, hyphenate, look);
    if (fits(blocks, available) || scale === minScale) break;
  }
  return blocks;
}

/** The introduction's column beside the display lines: this share of the zone, its lines no wider than its comfortable measure. */
const BESIDE_SHARE = 0.45;
const BESIDE_MOST = 0.55;
/** White between the display lines' column and the introduction's. */
const BESIDE_GUTTER = mmToPoints(8);

/** Each line flush left at `x`, moved down by `shift`. */
function flushLeft(blocks: Block[], x: number, shift: number): TextLine[] {
  const measureOf = new Map(blocks.map((block) => [block.role, block.measure]));
  return place(blocks, 0).lines.map((line) => {
    const width = (measureOf.get(line.role) ?? (() => 0))(line.text, line.size);
    return { ...line, baseline: line.baseline + shift, centreX: x + width / 2 };
  });
}

/**
 * Where the stack does not fit the header at comfortable measures, or fits only with the introduction
 * under body copy's size (a landscape header with little height: Galleria's ran the introduction on
 * one 216 mm line, then at 8.1 pt), the introduction stands beside title
 * and subtitle as a magazine's standfirst (decision 1066), in the right-hand column at its
 * comfortable measure, ending on the zone's right edge, both columns flush left and their ink
 * starting level. Undefined where there
 * is no introduction or nothing beside it, or either column does not fit whole.
 */
function besideLayout(texts: Record<HeaderRole, string>, zone: Rect, available: number, measure: Measure, hyphenate: Hyphenate | undefined, look: HeaderLook, stacked: boolean): HeaderLayout | undefined {
  if (!texts.introduction.trim() || !(texts.title.trim() || texts.subtitle.trim())) return undefined;
  // A narrow zone (page 1's photos in smaller frames, decision 1065) gives the introduction up to
  // its comfortable measure, never more than BESIDE_MOST of the zone, before it shrinks its type.
  const rightWidth = Math.max(zone.width * BESIDE_SHARE, Math.min(INTRODUCTION_MEASURE, zone.width * BESIDE_MOST));
  const right = { ...zone, x: zone.x + zone.width - rightWidth, width: rightWidth };
  const left = { ...zone, width: zone.width - rightWidth - BESIDE_GUTTER };
  const display = largestFitting({ ...texts, introduction: '' }, left, available, measure, true, hyphenate, look);
  const body = largestFitting({ title: '', subtitle: '', introduction: texts.introduction }, right, available, measure, true, hyphenate, look);
  if (!fits(display, available) || !fits(body, available)) return undefined;
  // Where the stack fits too, its small introduction is only given up for one that holds its size.
  if (stacked && !introductionHeld(body)) return undefined;
  const extents = [stackExtent(display), stackExtent(body)];
  const tallest = Math.max(...extents.map((extent) => extent.bottom - extent.top));
  const top = zone.y + (available - tallest) / 2;
  // The introduction's block ends on the zone's right edge, so the two columns span the zone.
  const bodyWidth = Math.max(...body.flatMap((block) => block.lines.map((text) => block.measure(text, block.size))));
  const lines = [...flushLeft(display, left.x, top - (extents[0]?.top ?? 0)), ...flushLeft(body, right.x + right.width - bodyWidth, top - (extents[1]?.top ?? 0))];
  return { lines, accentRuleY: null, cut: [], columns: true };
}

/**
 * Lays the header out at the largest scale that fits, in comfortable measures if it can, else with
 * the introduction beside title and subtitle, else in the zone's shares; the stack is centred vertically in the zone above its closing rule. Never
 * returns a line outside the zone. `hyphenate`: the catalogue language's, for the introduction.
 */
export function fitHeader(texts: Record<HeaderRole, string>, whole: Rect, measure: Measure, hyphenate?: Hyphenate, look: HeaderLook = HOUSE_LOOK): HeaderLayout {
  const above = look.ruleAbove ?? 0;
  const zone = { ...whole, y: whole.y + above, height: whole.height - above };
  const { layout, fitted } = fitHeaderIn(texts, zone, measure, hyphenate, look);
  if (fitted || look.title <= HOUSE_LOOK.title) return layout;
  // A look's large title in a narrow zone (a column beside page 1's hero) comes down to the house
  // scale before a word of a title the form accepts is cut or broken between letters.
  const housed = fitHeaderIn(texts, zone, measure, hyphenate, { ...look, title: HOUSE_LOOK.title });
  return housed.fitted || housed.layout.cut.length < layout.cut.length ? housed.layout : layout;
}

/** The header in the look's scales, and whether it fitted whole (else it is cut, or a word is broken). */
function fitHeaderIn(texts: Record<HeaderRole, string>, zone: Rect, measure: Measure, hyphenate: Hyphenate | undefined, look: HeaderLook): { layout: HeaderLayout; fitted: boolean } {
  const available = zone.height - HEADER_BOTTOM_PADDING;
  const comfortable = largestFitting(texts, zone, available, measure, true, hyphenate, look);
  const stacked = fits(comfortable, available);
  const beside = stacked && introductionHeld(comfortable) ? undefined : besideLayout(texts, zone, available, measure, hyphenate, look, stacked);
  if (beside) return { layout: beside, fitted: true };
  const blocks = stacked ? comfortable : largestFitting(texts, zone, available, measure, false, hyphenate, look);
  const fitted = fits(blocks, available);
  const cut = fitted ? [] : truncateToFit(blocks, available, zone);
  const extent = stackExtent(blocks);
  // The ink, not the line boxes, is centred: a stack of marks above the title moves it down.
  const white = Math.max(0, available - (extent.bottom - extent.top));
  const top = zone.y + (look.place === 'top' ? 0 : look.place === 'foot' ? white : white / 2) - extent.top;
  const placed = place(blocks, zone.x + zone.width / 2);
  const lines = placed.lines.map((line) => ({ ...line, baseline: line.baseline + top }));
  const accentRuleY = placed.accentRuleY === null ? null : placed.accentRuleY + top;
  return { layout: { lines, accentRuleY, cut }, fitted };
}
