/**
 * One line of text as positioned glyphs, in the order they are drawn (decision 0800): the Unicode
 * bidirectional algorithm (bidi-js) orders right-to-left runs inside left-to-right text and back,
 * and each run is laid out by fontkit with its face's own tables: kerning and GPOS positioning,
 * ligatures, Arabic joining forms. The widths that fitting measures are these glyphs' advances,
 * so what is measured is what is drawn.
 */
import bidiFactory from 'bidi-js';
import type { Glyph, GlyphPosition } from '@cantoo/fontkit';
import type { ChainFace, FaceItem } from './font-chain.js';
import { layoutLine } from './font-cache.js';
import { isDefaultIgnorable } from './script-ranges.js';
import { drawsOnlyMarks, placeMarks } from './place-marks.js';
import { keepsItsSpacing } from '../text/tracking.js';
import { tabularRuns } from './tabular-figures.js';

const bidi = bidiFactory();

/** The character a right-to-left run draws for `char` (')' for '('), or null when it has none. */
export function mirroredCharacter(char: string): string | null {
  return bidi.getMirroredCharacter(char);
}

/** Letters of right-to-left scripts and the explicit right-to-left controls. */
const MAY_BE_RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

export interface ShapedRun {
  face: ChainFace;
  /** In visual order, left to right. */
  glyphs: Glyph[];
  /** In font units, one per glyph. */
  positions: GlyphPosition[];
  rightToLeft: boolean;
  /** What the run stands for, as typed (logical order): its script gives its language (0952). */
  text: string;
  /** Where the run's text starts in the line, in code units: runs are written in this order (0954). */
  start: number;
  /** The run's width at size 1 (in em), its scale included. */
  advance: number;
  /**
   * The face's size relative to the line's: 1, but for the emoji face, whose pictures are drawn
   * as tall as the catalogue font's capitals (decision 0961). Positions are in the face's units at
   * that size.
   */
  scale: number;
  /**
   * By glyph, the text it stands for when the glyph does not spell it: an Arabic form shared by
   * several letters, a skin tone the monochrome emoji face leaves out, a bracket mirrored in
   * right-to-left text. The PDF carries it as the glyph's ActualText, so copying and searching
   * give what was typed (a glyph has one ToUnicode entry per font, whatever letter it drew).
   */
  actualTexts: (string | undefined)[];
}

interface VisualRun {
  face: ChainFace;
  level: number;
  /** Code-unit indices into the line, in visual order. */
  indices: number[];
}

/** What a glyph spells in the font's ToUnicode map. */
function spelled(glyph: Glyph): string {
  return String.fromCodePoint(...glyph.codePoints);
}

/**
 * Aligns the typed characters with the glyphs, in logical order: each glyph takes as many as it
 * has code points (none for the dots a font adds as separate glyphs, two or three for a ligature);
 * the last takes what is left. Returns, by glyph in drawing order, the text it must carry when it
 * does not spell it.
 */
function actualTexts(glyphs: readonly Glyph[], typed: string, rightToLeft: boolean): (string | undefined)[] {
  const logical = rightToLeft ? [...glyphs].reverse() : [...glyphs];
  const characters = Array.from(typed);
  let next = 0;
  const texts = logical.map((glyph, index) => {
    const take = index === logical.length - 1 ? characters.length - next : Math.min(glyph.codePoints.length, characters.length - next);
    const text = characters.slice(next, next + take).join('');
    next += take;
    return text === spelled(glyph) ? undefined : text;
  });
  return rightToLeft ? texts.reverse() : texts;
}

/**
 * OpenType features a line may ask for beyond the face's defaults: lining tabular figures, so
 * codes, sizes and prices stand in even columns (issue 24.7). A face without them ignores them;
 * a face without 'tnum' has its digits set on one width (tabular-figures.ts).
 */
export const FIGURE_FEATURES = ['lnum', 'tnum'];

/**
 * Spaced letters are set without ligatures, as a typesetter sets them: an 'fi' drawn as one glyph
 * would stand tight among letters spaced apart. Right-to-left runs keep theirs (Arabic's are its
 * joining) and are never spaced.
 */
const TRACKED_FEATURES = ['-liga', '-clig', '-dlig'];

/** A face drawn at another size than the line's, its baseline shifted: the emoji face (0961). */
export interface FaceFit {
  scale: number;
  /** In the face's units. */
  rise: number;
}

interface LaidOut {
  run: ShapedRun;
  attached: boolean[];
}

/** `text` in logical order; `shaped` is the same with right-to-left mirroring applied. */
function layout(face: ChainFace, text: string, start: number, rightToLeft: boolean, features: readonly string[] | undefined, fit: FaceFit | undefined, shaped = text): LaidOut {
  // An invisible character the face has no glyph for would print as .notdef: it is left out.
  const drawable = (value: string) =>
    Array.from(value)
      .filter((char) => !isDefaultIgnorable(char) || face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
      .join('');
  const run = layoutLine(face.font, drawable(shaped), features, rightToLeft ? 'rtl' : 'ltr');
  const scale = fit?.scale ?? 1;
  const positions = fit?.rise ? run.positions.map((position) => ({ ...position, yOffset: position.yOffset + fit.rise })) : run.positions;
  const advance = (positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale) / face.font.unitsPerEm;
  const shapedRun = { face, glyphs: run.glyphs, positions, rightToLeft, text, start, advance, scale, actualTexts: actualTexts(run.glyphs, drawable(text), rightToLeft) };
  return { run: shapedRun, attached: run.attached };
}

/** Splits the line, in visual order, where the face or the level changes. */
function visualRuns(text: string, faceAt: readonly ChainFace[]): { runs: VisualRun[]; mirrored: Map<number, string> } {
  const embedding = bidi.getEmbeddingLevels(text);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: VisualRun[] = [];
  let run: VisualRun | undefined;
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    const level = embedding.levels[index] ?? 0;
    const face = faceAt[index];
    if (!face) continue;
    const last = run?.indices[run.indices.length - 1];
    const next = last === undefined ? undefined : last + (level % 2 === 1 ? -1 : 1);
    if (run && run.face === face && run.level === level && next === index) run.indices.push(index);
    else runs.push((run = { face, level, indices: [index] }));
  }
  return { runs, mirrored };
}

/**
 * A letter and its marks drawn as separate glyphs copy out as one: the letter's glyph carries the
 * whole cluster as its ActualText and each mark an empty one. Poppler joins only one mark to a
 * letter, and only when the mark's origin falls on it, so 'ẍ̣' copied as 'ẍ ̣' and a mark the
 * font's anchors set left of its letter's origin copied on a line of its own (Inter, Montserrat).
 * Left-to-right runs only; a letter with no separate mark is left as it is.
 */
function withClusterTexts(runs: ShapedRun[]): ShapedRun[] {
  const texts = runs.map((run) => [...run.actualTexts]);
  let letter: { run: number; index: number } | undefined;
  runs.forEach((run, runIndex) => {
    run.glyphs.forEach((glyph, index) => {
      const own = texts[runIndex]?.[index] ?? spelled(glyph);
      if (run.rightToLeft || !drawsOnlyMarks(glyph)) {
        letter = run.rightToLeft ? undefined : { run: runIndex, index };
        return;
      }
      if (!letter) return;
      const letterTexts = texts[letter.run];
      const letterGlyph = runs[letter.run]?.glyphs[letter.index];
      if (!letterTexts || !letterGlyph) return;
      letterTexts[letter.index] = (letterTexts[letter.index] ?? spelled(letterGlyph)) + own;
      (texts[runIndex] ?? [])[index] = '';
    });
  });
  return runs.map((run, runIndex) => {
    const changed = texts[runIndex]?.some((text, index) => text !== run.actualTexts[index]);
    return changed ? { ...run, actualTexts: texts[runIndex] ?? run.actualTexts } : run;
  });
}

/**
 * The line's runs in visual order. `fitOf` gives a face drawn at another size (the emoji face);
 * marks the faces' GPOS left unplaced are placed on their letters (`placeMarks`).
 */
export function shapeLine(items: readonly FaceItem[], figures = false, fitOf: (face: ChainFace) => FaceFit | undefined = () => undefined, tracking = 0): ShapedRun[] {
  const features = [...(figures ? FIGURE_FEATURES : []), ...(tracking ? TRACKED_FEATURES : [])];
  const text = items.map((item) => item.text).join('');
  let laidOut: LaidOut[];
  if (!MAY_BE_RIGHT_TO_LEFT.test(text)) {
    let start = 0;
    laidOut = items.map((item) => {
      const each = layout(item.face, item.text, start, false, orUndefined(features), fitOf(item.face));
      start += item.text.length;
      return each;
    });
  } else {
    const faceAt = items.flatMap((item) => Array.from({ length: item.text.length }, () => item.face));
    const { runs, mirrored } = visualRuns(text, faceAt);
    laidOut = runs.map(({ face, level, indices }) => {
      const logical = [...indices].sort((a, b) => a - b);
      const typed = logical.map((index) => text[index]).join('');
      const rightToLeft = level % 2 === 1;
      const own = rightToLeft ? features.filter((feature) => !TRACKED_FEATURES.includes(feature)) : features;
      return layout(face, typed, logical[0] ?? 0, rightToLeft, orUndefined(own), fitOf(face), logical.map((index) => mirrored.get(index) ?? text[index]).join(''));
    });
  }
  const marked = withClusterTexts(
    placeMarks(
      laidOut.map((each) => each.run),
      laidOut.map((each) => each.attached),
    ),
  );
  const placed = figures ? tabularRuns(marked) : marked;
  return tracking ? trackedRuns(placed, tracking) : placed;
}

/** The face's defaults where a line asks for no feature of its own. */
const orUndefined = (features: string[]) => (features.length > 0 ? features : undefined);

/** A glyph that tracking spaces from the next letter: a letter (not only marks) of a script that takes it. */
function takesTracking(run: ShapedRun, glyph: Glyph): boolean {
  return !run.rightToLeft && !glyph.codePoints.some((point) => keepsItsSpacing(String.fromCodePoint(point)));
}

/**
 * The runs with `tracking` (em/1000) added to the advance before each letter that follows another,
 * both of scripts that take it (tracking.ts): after the earlier letter's last mark, so its marks
 * stay on it, and never after the line's last letter.
 */
function trackedRuns(runs: readonly ShapedRun[], tracking: number): ShapedRun[] {
  const letters: { run: number; glyph: number; takes: boolean }[] = [];
  runs.forEach((run, runIndex) =>
    run.glyphs.forEach((glyph, glyphIndex) => {
      if (glyph.codePoints.length > 0 && !drawsOnlyMarks(glyph)) letters.push({ run: runIndex, glyph: glyphIndex, takes: takesTracking(run, glyph) });
    }),
  );
  const extra = runs.map((run) => run.glyphs.map(() => 0));
  letters.forEach((letter, index) => {
    const before = letters[index - 1];
    if (!before?.takes || !letter.takes) return;
    const run = runs[before.run];
    const last = before.run === letter.run ? letter.glyph - 1 : (run?.glyphs.length ?? 0) - 1;
    const row = extra[before.run];
    if (run && row) row[last] = (row[last] ?? 0) + (tracking / 1000) * (run.face.font.unitsPerEm / run.scale);
  });
  return runs.map((run, runIndex) => {
    const added = extra[runIndex] ?? [];
    if (added.every((units) => units === 0)) return run;
    const positions = run.positions.map((position, index) => ({ ...position, xAdvance: position.xAdvance + (added[index] ?? 0) }));
    const units = added.reduce((sum, each) => sum + each, 0);
    return { ...run, positions, advance: run.advance + (units * run.scale) / run.face.font.unitsPerEm };
  });
}
