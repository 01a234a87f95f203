/**
 * Page 1's header (spec 9, DECISIONS "PDF"): title, subtitle and introduction stacked and centred,
 * wrapped and shrunk together until they fit the header zone. The typographic scale stays in
 * proportion as it shrinks, so the hierarchy holds at any length.
 */
import type { Rect } from '../layout/geometry.js';
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
  maxLines: number;
  /** Space after the block, in multiples of the scale. */
  gapAfter: number;
}

const STYLES: Record<HeaderRole, RoleStyle> = {
  title: { size: 26, leading: 1.15, widthShare: 0.9, maxLines: 2, gapAfter: 9 },
  subtitle: { size: 11.5, leading: 1.3, widthShare: 0.8, maxLines: 3, gapAfter: 6 },
  // 45 to 90 characters read comfortably; a landscape page's 78 % would set about 150.
  introduction: { size: 8.6, leading: 1.45, widthShare: 0.78, maxCharacters: 90, maxLines: 12, gapAfter: 0 },
};

const ORDER: HeaderRole[] = ['title', 'subtitle', 'introduction'];
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
}

/**
 * How wide a role's lines may be: its share of the zone, and, where `comfortable`, no more than its
 * character count. Without `comfortable` only the share counts: the fallback that keeps a long
 * introduction whole in a landscape header rather than cut it.
 */
function lineWidth(role: HeaderRole, text: string, zone: Rect, size: number, measure: Measure, comfortable: boolean): number {
  const { widthShare, maxCharacters } = STYLES[role];
  const share = zone.width * widthShare;
  return comfortable && maxCharacters ? Math.min(share, widthOfCharacters(maxCharacters, text, size, measure)) : share;
}

/** Only the introduction is hyphenated: the title and subtitle are short lines set large. */
const HYPHENATED: ReadonlySet<HeaderRole> = new Set(['introduction']);

/** A look's own proportions (issue 26.6): the title's size over the house 26 pt. */
export interface HeaderScale {
  title: number;
}

const HOUSE_SCALE: HeaderScale = { title: 1 };

function blocksAt(texts: Record<HeaderRole, string>, zone: Rect, scale: number, measure: Measure, comfortable: boolean, hyphenate: Hyphenate | undefined, look: HeaderScale): Block[] {
  return ORDER.filter((role) => texts[role].trim() !== '').map((role) => {
    const style = STYLES[role];
    const size = style.size * scale * (role === 'title' ? look.title : 1);
    return {
      role,
      lines: wrapBalanced(texts[role], lineWidth(role, texts[role], zone, size, measure, comfortable), size, measure, HYPHENATED.has(role) ? hyphenate : undefined),
      size,
      lineHeight: size * style.leading,
      gapAfter: style.gapAfter * scale,
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
function stackExtent(blocks: Block[], measure: Measure): { top: number; bottom: number } {
  const placed = place(blocks, 0);
  const ink = inkSpan(placed.lines, measure, EM_BOX);
  return { top: Math.min(0, ink.top), bottom: Math.max(placed.height, ink.bottom) };
}

function stackHeight(blocks: Block[], measure: Measure): number {
  const { top, bottom } = stackExtent(blocks, measure);
  return bottom - top;
}

function fits(blocks: Block[], available: number, measure: Measure): boolean {
  return blocks.every((b) => b.lines.length <= STYLES[b.role].maxLines) && stackHeight(blocks, measure) <= available;
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
function truncateToFit(blocks: Block[], available: number, zone: Rect, measure: Measure): HeaderRole[] {
  const cut = new Set<HeaderRole>();
  for (const block of blocks) {
    const maxLines = STYLES[block.role].maxLines;
    if (block.lines.length > maxLines) {
      block.lines = block.lines.slice(0, maxLines);
      block.lines[maxLines - 1] = ellipsize(block.lines[maxLines - 1] ?? '', zone.width * STYLES[block.role].widthShare, block.size, measure);
      cut.add(block.role);
    }
  }
  for (let i = blocks.length - 1; i >= 0 && stackHeight(blocks, measure) > available; i--) {
    const block = blocks[i];
    if (!block) continue;
    cut.add(block.role);
    while (block.lines.length > 1 && stackHeight(blocks, measure) > available) block.lines.pop();
    const last = block.lines.length - 1;
    block.lines[last] = ellipsize(block.lines[last] ?? '', zone.width * STYLES[block.role].widthShare, block.size, measure);
    if (stackHeight(blocks, measure) > available && i > 0) blocks.splice(i, 1);
  }
  return ORDER.filter((role) => cut.has(role));
}

export interface HeaderLayout {
  lines: TextLine[];
  /** Where the short accent rule between the title and what follows goes, if anything follows. */
  accentRuleY: number | null;
  /** The texts that did not fit even at the smallest scale, and were cut. */
  cut: HeaderRole[];
}

/** The blocks at the largest scale that fits, or at the smallest scale when none does. */
function largestFitting(texts: Record<HeaderRole, string>, zone: Rect, available: number, measure: Measure, comfortable: boolean, hyphenate: Hyphenate | undefined, look: HeaderScale): Block[] {
  const minScale = minimumScale(texts);
  let blocks: Block[] = [];
  for (let scale = 1; scale >= minScale - 1e-9; scale = Math.max(minScale, scale - SCALE_STEP)) {
    blocks = blocksAt(texts, zone, scale, measure, comfortable, hyphenate, look);
    if (fits(blocks, available, measure) || scale === minScale) break;
  }
  return blocks;
}

/**
 * Lays the header out at the largest scale that fits, in comfortable measures if it can, else in
 * the zone's shares; the stack is centred vertically in the zone above its closing rule. Never
 * returns a line outside the zone. `hyphenate`: the catalogue language's, for the introduction.
 */
export function fitHeader(texts: Record<HeaderRole, string>, zone: Rect, measure: Measure, hyphenate?: Hyphenate, look: HeaderScale = HOUSE_SCALE): HeaderLayout {
  const available = zone.height - HEADER_BOTTOM_PADDING;
  const comfortable = largestFitting(texts, zone, available, measure, true, hyphenate, look);
  const blocks = fits(comfortable, available, measure) ? comfortable : largestFitting(texts, zone, available, measure, false, hyphenate, look);
  const cut = fits(blocks, available, measure) ? [] : truncateToFit(blocks, available, zone, measure);
  const extent = stackExtent(blocks, measure);
  // The ink, not the line boxes, is centred: a stack of marks above the title moves it down.
  const top = zone.y + Math.max(0, (available - (extent.bottom - extent.top)) / 2) - extent.top;
  const placed = place(blocks, zone.x + zone.width / 2);
  const lines = placed.lines.map((line) => ({ ...line, baseline: line.baseline + top }));
  const accentRuleY = placed.accentRuleY === null ? null : placed.accentRuleY + top;
  return { lines, accentRuleY, cut };
}
