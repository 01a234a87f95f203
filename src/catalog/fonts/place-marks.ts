/**
 * Combining marks the faces' own GPOS did not place (decision 0961): a mark drawn by another face
 * than its letter (Poppins has no combining marks at all, so they come from Noto Sans), or a mark
 * on a letter the font gave no anchor ('q̇' in Lora, Outfit, DM Sans). Left where its outline
 * stands, such a mark hung a third of an em to the right of its letter. It is placed the way
 * HarfBuzz's fallback mark positioning does (hb-ot-shape-fallback.cc): centred on the letter's
 * advance, 1/16 em above or below its ink by the mark's combining class, each further mark of the
 * same side stacked on the ones before.
 */
import type { Glyph, GlyphPosition } from '@cantoo/fontkit';
import { glyphBox, type GlyphBox } from './glyph-box.js';
import type { ShapedRun } from './shape-line.js';

type Placement = 'above' | 'above-right' | 'double-above' | 'attached-above-right' | 'below' | 'double-below' | 'attached-below' | 'overlay';

/** A mark of each combining class the fallback places, and where that class goes (UAX #44 ccc). */
const PROBES: readonly (readonly [string, Placement])[] = [
  ['\u0301', 'above'], // 230
  ['\u0315', 'above-right'], // 232
  ['\u035d', 'double-above'], // 234
  ['\u031b', 'attached-above-right'], // 216
  ['\u0323', 'below'], // 220
  ['\u035c', 'double-below'], // 233
  ['\u0327', 'attached-below'], // 202
  ['\u0334', 'overlay'], // 1
];

/**
 * Two marks have the same combining class when canonical ordering keeps them in either order;
 * the runtime's normalization carries the Unicode data, so no table of classes is shipped.
 */
function sameClass(mark: string, probe: string): boolean {
  return `a${mark}${probe}`.normalize('NFD') === `a${mark}${probe}` && `a${probe}${mark}`.normalize('NFD') === `a${probe}${mark}`;
}

/** A mark of class 0 (a variation selector, U+20E3) is ordered like a letter: the fallback leaves it. */
function reorders(text: string): boolean {
  return text.normalize('NFD') !== text;
}

function hasClass(mark: string): boolean {
  return reorders(`a${mark}\u0334`) || reorders(`a\u0301${mark}`);
}

const placements = new Map<string, Placement | undefined>();

/** Where the fallback puts `mark`; undefined for the classes it leaves alone (Indic, Thai, …). */
export function placementOf(mark: string): Placement | undefined {
  if (!placements.has(mark)) {
    const alone = mark.normalize('NFD') === mark && /^\p{Mn}$/u.test(mark) && hasClass(mark);
    placements.set(mark, alone ? PROBES.find(([probe]) => sameClass(mark, probe))?.[1] : undefined);
  }
  return placements.get(mark);
}

/** 1/16 em between a letter's ink and a mark, as HarfBuzz's fallback leaves. */
const GAP = 1 / 16;

/** A box in em, y upwards from the baseline, x from the line's start. */
interface Ink {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** The letter the marks after it go on; its ink is read only when a mark needs placing. */
interface Letter {
  /** Across: the letter's advance (HarfBuzz centres on it, not on the ink: harfbuzz#1532). */
  left: number;
  right: number;
  ink: () => Ink | undefined;
  /** The run the letter is in: only there can its face's GPOS have attached a mark to it. */
  run: number;
}

interface Stack {
  base: Ink;
  /** How high the marks above reach so far, and how low those below. */
  above: number;
  below: number;
}

const MARKS_ONLY = /^[\p{Mn}\p{Me}]+$/u;

const spells = (glyph: Glyph) => String.fromCodePoint(...glyph.codePoints);

/** A glyph that stands for combining marks only: it goes on the letter before it. */
export function drawsOnlyMarks(glyph: Glyph): boolean {
  return MARKS_ONLY.test(spells(glyph));
}

function origin(ink: Ink, mark: Ink, placement: Placement): number {
  const width = mark.right - mark.left;
  switch (placement) {
    case 'above-right':
    case 'attached-above-right':
      return ink.right - width - mark.left;
    case 'double-above':
    case 'double-below':
      return ink.right - width / 2 - mark.left;
    default:
      return ink.left + (ink.right - ink.left - width) / 2 - mark.left;
  }
}

/** The mark's baseline shift, and the stack grown by it. */
function rise(stack: Stack, mark: Ink, placement: Placement): number {
  switch (placement) {
    case 'overlay':
      return 0;
    case 'below':
    case 'double-below':
    case 'attached-below': {
      const gap = placement === 'attached-below' ? 0 : GAP;
      // Never raised: a mark below that already clears the letter stays where the font drew it.
      const y = Math.min(0, stack.below - gap - mark.top);
      stack.below = Math.min(stack.below, y + mark.bottom);
      return y;
    }
    default: {
      const gap = placement === 'attached-above-right' ? 0 : GAP;
      let y = stack.above + gap - mark.bottom;
      // Lowered at most half way: a mark drawn high stays above the letter.
      if (y < 0) y /= 2;
      stack.above = Math.max(stack.above, y + mark.top);
      return y;
    }
  }
}

function inkAt(box: GlyphBox, x: number, y: number, unit: number): Ink | undefined {
  return box.maxX > box.minX ? { left: x + box.minX * unit, right: x + box.maxX * unit, bottom: y + box.minY * unit, top: y + box.maxY * unit } : undefined;
}

/**
 * The line's runs, in visual order, with every unplaced mark of a left-to-right run placed on the
 * letter before it, whichever face drew that letter. Runs without such a mark are returned as they
 * are (their positions are the layout cache's, never changed).
 */
export function placeMarks(runs: readonly ShapedRun[], attached: readonly (readonly boolean[])[]): ShapedRun[] {
  if (!runs.some((run) => !run.rightToLeft && run.glyphs.some(drawsOnlyMarks))) return [...runs];
  let pen = 0;
  let letter: Letter | undefined;
  let stack: Stack | undefined;
  return runs.map((run, runIndex) => {
    const { font } = run.face;
    const unit = run.scale / font.unitsPerEm;
    let positions: GlyphPosition[] = run.positions;
    run.glyphs.forEach((glyph, index) => {
      const position = positions[index];
      if (!position) return;
      const x = pen + position.xOffset * unit;
      const y = position.yOffset * unit;
      const text = spells(glyph);
      if (!drawsOnlyMarks(glyph) || run.rightToLeft) {
        letter = { left: x, right: x + glyph.advanceWidth * unit, ink: () => inkAt(glyphBox(font, glyph), x, y, unit), run: runIndex };
        stack = undefined;
        pen += position.xAdvance * unit;
        return;
      }
      const placement = placementOf(text);
      // Marks of another face than their letter's are all placed here, as HarfBuzz places the
      // marks of a font without positioning: one face's mark-to-mark anchors do not know where
      // the other face's letter put the first mark.
      const placedByFont = attached[runIndex]?.[index] === true && (!letter || letter.run === runIndex);
      if (letter && !stack) {
        const ink = letter.ink();
        stack = ink && { base: { ...ink, left: letter.left, right: letter.right }, above: ink.top, below: ink.bottom };
      }
      const box = glyphBox(font, glyph);
      const ink = inkAt(box, x, y, unit);
      if (placedByFont || !stack || !ink || !placement) {
        // The marks after it stack on it.
        if (stack && ink && placedByFont) {
          if (ink.bottom >= stack.base.top - GAP) stack.above = Math.max(stack.above, ink.top);
          if (ink.top <= stack.base.bottom + GAP) stack.below = Math.min(stack.below, ink.bottom);
        }
        pen += position.xAdvance * unit;
        return;
      }
      const mark = { left: box.minX * unit, right: box.maxX * unit, bottom: box.minY * unit, top: box.maxY * unit };
      const placedX = origin(stack.base, mark, placement);
      const placedY = rise(stack, mark, placement);
      if (positions === run.positions) positions = run.positions.map((each) => ({ ...each }));
      positions[index] = { ...position, xAdvance: 0, yAdvance: 0, xOffset: (placedX - pen) / unit, yOffset: placedY / unit };
    });
    if (positions === run.positions) return run;
    const advance = (positions.reduce((sum, position) => sum + position.xAdvance, 0) * run.scale) / font.unitsPerEm;
    return { ...run, positions, advance };
  });
}
