/**
 * Page 1's header (spec 9, DECISIONS "PDF"): title, subtitle and introduction stacked and centred,
 * wrapped and shrunk together until they fit the header zone. The typographic scale stays in
 * proportion as it shrinks, so the hierarchy holds at any length.
 */
import type { Rect } from '../layout/geometry.js';
import { MIN_TYPE_SIZE, ellipsize, wrapBalanced, type Measure } from './wrap.js';

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
  maxLines: number;
  /** Space after the block, in multiples of the scale. */
  gapAfter: number;
}

const STYLES: Record<HeaderRole, RoleStyle> = {
  title: { size: 26, leading: 1.15, widthShare: 0.9, maxLines: 2, gapAfter: 9 },
  subtitle: { size: 11.5, leading: 1.3, widthShare: 0.8, maxLines: 3, gapAfter: 6 },
  introduction: { size: 8.6, leading: 1.45, widthShare: 0.78, maxLines: 12, gapAfter: 0 },
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
const EM_BOX = 1.25;

interface Block {
  role: HeaderRole;
  lines: string[];
  size: number;
  lineHeight: number;
  gapAfter: number;
}

function blocksAt(texts: Record<HeaderRole, string>, zone: Rect, scale: number, measure: Measure): Block[] {
  return ORDER.filter((role) => texts[role].trim() !== '').map((role) => {
    const style = STYLES[role];
    const size = style.size * scale;
    return {
      role,
      lines: wrapBalanced(texts[role], zone.width * style.widthShare, size, measure),
      size,
      lineHeight: size * style.leading,
      gapAfter: style.gapAfter * scale,
    };
  });
}

/** How far a tightly led line's em box reaches beyond its line box, above and below. */
function overhang(block: Block | undefined): number {
  return block ? Math.max(0, (block.size * EM_BOX - block.lineHeight) / 2) : 0;
}

function stackHeight(blocks: Block[]): number {
  const lines = blocks.reduce(
    (sum, block, i) => sum + block.lines.length * block.lineHeight + (i < blocks.length - 1 ? block.gapAfter : 0),
    0,
  );
  return lines + overhang(blocks[0]) + overhang(blocks[blocks.length - 1]);
}

function fits(blocks: Block[], available: number): boolean {
  return blocks.every((b) => b.lines.length <= STYLES[b.role].maxLines) && stackHeight(blocks) <= available;
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
  for (let i = blocks.length - 1; i >= 0 && stackHeight(blocks) > available; i--) {
    const block = blocks[i];
    if (!block) continue;
    cut.add(block.role);
    while (block.lines.length > 1 && stackHeight(blocks) > available) block.lines.pop();
    const last = block.lines.length - 1;
    block.lines[last] = ellipsize(block.lines[last] ?? '', zone.width * STYLES[block.role].widthShare, block.size, measure);
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
}

/**
 * Lays the header out at the largest scale that fits; the stack is centred vertically in the
 * zone above its closing rule. Never returns a line outside the zone.
 */
export function fitHeader(texts: Record<HeaderRole, string>, zone: Rect, measure: Measure): HeaderLayout {
  const available = zone.height - HEADER_BOTTOM_PADDING;
  const minScale = minimumScale(texts);
  let blocks: Block[] = [];
  for (let scale = 1; scale >= minScale - 1e-9; scale = Math.max(minScale, scale - SCALE_STEP)) {
    blocks = blocksAt(texts, zone, scale, measure);
    if (fits(blocks, available) || scale === minScale) break;
  }
  const cut = fits(blocks, available) ? [] : truncateToFit(blocks, available, zone, measure);
  const top = zone.y + Math.max(0, (available - stackHeight(blocks)) / 2);
  const centreX = zone.x + zone.width / 2;
  const lines: TextLine[] = [];
  let accentRuleY: number | null = null;
  let y = top + overhang(blocks[0]);
  blocks.forEach((block, i) => {
    for (const text of block.lines) {
      const baseline = y + (block.lineHeight - block.size * EM_BOX) / 2 + block.size;
      lines.push({ role: block.role, text, size: block.size, baseline, centreX });
      y += block.lineHeight;
    }
    if (block.role === 'title' && i < blocks.length - 1) accentRuleY = y + block.gapAfter / 2;
    y += block.gapAfter;
  });
  return { lines, accentRuleY, cut };
}
