/**
 * Text in the chosen font itself, with fallbacks for the characters it lacks (DECISIONS "PDF",
 * decision 0800). pdf-lib draws a blank for a missing glyph without any error (STACK.md), so every
 * character is checked against the faces' cmaps and the text is cut into items, each in a face that
 * has its glyphs. A fallback face is loaded only for characters it serves (Noto Sans JP is 5 MB);
 * what no face has is reported (`missing`) and drawn as a visible U+FFFD, never as an empty box.
 */
import fontkit, { type Font } from '@cantoo/fontkit';
import { openFace } from './font-cache.js';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import type { FontFamily } from '../../shared/index.js';
import type { FontFileId, FontSource } from '../types.js';
import { FONT_FILES, fallbackChain, substituteFace, type FontWeight } from './font-files.js';
import { faceKeys, isDefaultIgnorable } from './script-ranges.js';
import type { InkExtent, Measure } from '../text/wrap.js';
import { shapeLine, type FaceFit, type ShapedRun } from './shape-line.js';
import { nameSubset, subsetGlyphIds } from '../render/subset-glyphs.js';
import { glyphBox } from './glyph-box.js';

/** A face of the chain: fontkit's font lays text out, pdf-lib's font embeds the glyphs drawn. */
export interface ChainFace {
  family: FontFileId;
  font: Font;
  pdf: PDFFont;
}

/** A piece of text in logical order, all in one face. */
export interface FaceItem {
  face: ChainFace;
  text: string;
}

/** The monochrome emoji face, whose pictures are a little over an em tall. */
const EMOJI_FACE: FontFileId = 'Noto Emoji';
/** The emoji face's reference picture: its ink box gives the height every emoji is scaled by. */
const REFERENCE_EMOJI = 0x1f600;

/**
 * The emoji face's size and rise in a line of `primary` (decision 0961): its reference picture as
 * tall as the primary face's capitals (OS/2 cap height, else the ink of 'H'), standing on the
 * baseline. Drawn at the line's size, an emoji stood 1.4 times a capital's height and dropped below
 * the baseline like a descender.
 */
export function emojiFit(primary: Font, emoji: Font): FaceFit {
  const letter = primary.glyphForCodePoint(0x48);
  const picture = emoji.glyphForCodePoint(REFERENCE_EMOJI);
  const capHeight = primary.capHeight > 0 || !letter ? primary.capHeight : glyphBox(primary, letter).maxY;
  const { minY, maxY } = picture ? glyphBox(emoji, picture) : { minY: 0, maxY: 0 };
  if (!(capHeight > 0) || !(maxY > minY)) return { scale: 1, rise: 0 };
  return { scale: capHeight / primary.unitsPerEm / ((maxY - minY) / emoji.unitsPerEm), rise: -minY };
}

/** Drawn where a character has no glyph in any face: the Unicode replacement character. */
const STAND_IN = '\ufffd';

const WHITESPACE = /^\s$/u;
const MARK = /^\p{M}$/u;

/** A letter and the combining marks after it. */
const CLUSTER = /\P{M}\p{M}*/gu;

/**
 * The text as `font` draws it best (decision 0961): composed (NFC), except a composed letter the
 * font lacks while it has the letter's base ('ȧ', 'ẍ', 'ọ' in Poppins), which is written as the
 * base and its combining marks. The letter then keeps the catalogue font's design and only the
 * marks come from a fallback face, placed on it, as HarfBuzz decomposes what a font cannot compose.
 */
export function spellFor(font: Font, text: string): string {
  return text.normalize('NFC').replace(CLUSTER, (cluster) => {
    const [letter = ''] = cluster;
    const decomposed = cluster.normalize('NFD');
    const has = (char: string) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
    return decomposed !== cluster && !has(letter) && has(decomposed[0] ?? '') ? decomposed : cluster;
  });
}

/** Characters that need a face: not the invisible ones, which take the face of their neighbours. */
function charactersOf(font: Font, texts: readonly string[]): string[] {
  const characters = new Set<string>();
  for (const text of texts) for (const char of faceKeys(spellFor(font, text))) if (!isDefaultIgnorable(char)) characters.add(char);
  return [...characters];
}

/** FNV-1a, 32 bits: a stable fingerprint of a short text, the same in every runtime. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/**
 * The PDF convention for a subset font's name is a six-letter tag, '+', then the font's name
 * (ISO 32000-1, 9.6.4); readers and `pdffonts` tell a subset by it. The tag is derived from the
 * font and the ids of the glyphs embedded, after shaping (issue 25.3): the same characters drawn
 * with a ligature, another Arabic form or a conjunct are another glyph set, so two catalogues name
 * different subsets differently (a print shop merging or imposing files tells them apart) and the
 * same catalogue always alike.
 */
function subsetName(family: FontFileId, weight: FontWeight, glyphIds: readonly number[]): string {
  let hash = fnv1a(`${family}|${weight}|${glyphIds.join(',')}`);
  let tag = '';
  for (let index = 0; index < 6; index++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26);
  }
  return `${tag}+${family.replace(/ /g, '')}-${STYLE_NAMES[embeddedWeight(family, weight)]}`;
}

const STYLE_NAMES: Record<FontWeight, string> = { regular: 'Regular', bold: 'Bold', italic: 'Italic' };

/** The weight of the file embedded: a face without an italic (or a bold) embeds its regular, and is named so. */
function embeddedWeight(family: FontFileId, weight: FontWeight): FontWeight {
  return FONT_FILES[family][weight] === FONT_FILES[family].regular ? 'regular' : weight;
}

interface LoadedFont {
  family: FontFileId;
  bytes: Uint8Array;
  font: Font;
}

function covers(loaded: LoadedFont, char: string): boolean {
  return loaded.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
}

async function load(source: FontSource, family: FontFileId, weight: FontWeight): Promise<LoadedFont> {
  const bytes = await source.load(family, weight);
  return { family, bytes, font: openFace(bytes, family) };
}

/** The faces `characters` need, with the characters each will draw, and what none of them has. */
async function chooseFaces(source: FontSource, family: FontFamily, texts: readonly string[], weight: FontWeight) {
  const primary = await load(source, family, weight);
  const characters = charactersOf(primary.font, texts);
  // Each character is drawn by the face it was chosen for, not by any later face that has it too.
  const chosen = new Map<FontFileId, { loaded: LoadedFont; characters: string[] }>();
  chosen.set(family, { loaded: primary, characters: characters.filter((char) => covers(primary, char)) });
  let missing = characters.filter((char) => !covers(primary, char));
  for (const fallback of fallbackChain(family)) {
    const wanted = missing.filter(fallback.serves);
    if (wanted.length === 0) continue;
    const loaded = await load(source, fallback.family, weight);
    const covered = wanted.filter((char) => covers(loaded, char));
    if (covered.length === 0) continue;
    chosen.set(fallback.family, { loaded, characters: covered });
    missing = missing.filter((char) => !covered.includes(char));
  }
  const standIn = substituteFace(family).family;
  if (missing.some((char) => !WHITESPACE.test(char))) {
    const entry = chosen.get(standIn) ?? { loaded: await load(source, standIn, weight), characters: [] };
    entry.characters.push(STAND_IN);
    chosen.set(standIn, entry);
  }
  return { chosen: [...chosen.values()], missing, standIn };
}

export class FontChain {
  private constructor(
    private readonly faces: readonly [ChainFace, ...ChainFace[]],
    /** The face chosen for each character of the texts the chain was loaded for. */
    private readonly assigned: ReadonlyMap<string, ChainFace>,
    /** Characters no face has, in the order first met: they print as U+FFFD. */
    readonly missing: readonly string[],
    private readonly standIn: ChainFace,
    private readonly weight: FontWeight,
  ) {}

  /** The chosen family plus the fallbacks that `texts` need, embedded as subsets in `doc`. */
  static async load(
    doc: PDFDocument,
    source: FontSource,
    family: FontFamily,
    texts: readonly string[],
    weight: FontWeight = 'regular',
  ): Promise<FontChain> {
    doc.registerFontkit(fontkit);
    const { chosen, missing, standIn } = await chooseFaces(source, family, texts, weight);
    const faces: ChainFace[] = [];
    const assigned = new Map<string, ChainFace>();
    // One after the other, so the document's objects are numbered alike on every run.
    for (const { loaded, characters } of chosen) {
      // Named by nameSubsets once the glyphs are known.
      const pdf = await doc.embedFont(loaded.bytes, { subset: true });
      const face = { family: loaded.family, font: loaded.font, pdf };
      faces.push(face);
      for (const char of characters) assigned.set(char, face);
    }
    const [primary, ...others] = faces;
    if (!primary) throw new Error('A font chain has its primary font');
    const unprintable = missing.filter((char) => !WHITESPACE.test(char));
    return new FontChain([primary, ...others], assigned, unprintable, faces.find((face) => face.family === standIn) ?? primary, weight);
  }

  /** Gives each subset its tagged name from the glyphs it embeds: after the last page is drawn, before saving. */
  nameSubsets(): void {
    for (const face of this.faces) nameSubset(face.pdf, subsetName(face.family, this.weight, subsetGlyphIds(face.pdf)));
  }

  /** The families actually in use, primary first. */
  get families(): FontFileId[] {
    return this.faces.map((face) => face.family);
  }

  private faceWith(char: string): ChainFace | undefined {
    const point = char.codePointAt(0) ?? 0;
    return this.assigned.get(char) ?? this.faces.find((face) => face.font.hasGlyphForCodePoint(point));
  }

  /**
   * Each letter's marks that its own face has first, then the others, when that order is
   * canonically equivalent (marks of different combining classes commute): 'ẍ̣' in Outfit, which
   * has the diaeresis but not the dot below, is drawn x + diaeresis in Outfit, its own mark on
   * its own letter, then the dot from Noto Sans, rather than both marks from Noto Sans.
   */
  private ownMarksFirst(text: string): string {
    return text.replace(CLUSTER, (cluster) => {
      const [letter = '', ...marks] = Array.from(cluster);
      if (marks.length < 2) return cluster;
      const face = this.faceWith(letter);
      if (!face) return cluster;
      const own = (mark: string) => face.font.hasGlyphForCodePoint(mark.codePointAt(0) ?? 0);
      const ordered = [letter, ...marks.filter(own), ...marks.filter((mark) => !own(mark))].join('');
      return ordered.normalize('NFD') === cluster.normalize('NFD') ? ordered : cluster;
    });
  }

  /**
   * `text` cut into items by face, in logical order. Each character takes the first face that has
   * it, so spaces between an emoji and a word keep the catalogue font's width; marks and invisible
   * characters stay with the face they follow, so accents stay on their letters and joiners inside
   * their sequence. A character no face has becomes the stand-in (a space stays a space).
   */
  items(text: string): FaceItem[] {
    const items: FaceItem[] = [];
    let current: FaceItem | undefined;
    for (const key of faceKeys(this.ownMarksFirst(spellFor(this.faces[0].font, text)))) {
      // A symbol in emoji style takes the face chosen for the pair; its selector follows it.
      let char = Array.from(key)[0] ?? key;
      let face: ChainFace | undefined;
      const sticky = isDefaultIgnorable(char) || MARK.test(char);
      if (current && sticky && (isDefaultIgnorable(char) || current.face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))) face = current.face;
      else if (isDefaultIgnorable(char)) face = this.faces[0];
      else face = this.assigned.get(key) ?? this.faceWith(char);
      if (!face) {
        char = WHITESPACE.test(char) ? ' ' : STAND_IN;
        face = current && char === ' ' ? current.face : (this.faceWith(char) ?? this.standIn);
      }
      if (current?.face === face) current.text += char;
      else items.push((current = { face, text: char }));
    }
    return items;
  }

  /** The chosen family's own face, as embedded: what a form field's appearance is set in. */
  primaryPdfFont(): PDFFont {
    return this.faces[0].pdf;
  }

  /**
   * The line's glyphs in visual order, positioned by each face's own layout (kerning, ligatures);
   * with `figures`, in lining tabular figures where the face has them; with `tracking` (em/1000),
   * letter-spaced (decision 1074).
   */
  shape(text: string, figures = false, tracking = 0): readonly ShapedRun[] {
    const shapes = figures ? this.figureShapes : this.shapes;
    const key = tracking ? `${tracking}|${text}` : text;
    let runs = shapes.get(key);
    if (!runs) {
      runs = shapeLine(this.items(text), figures, (face) => this.fitOf(face), tracking);
      shapes.set(key, runs);
    }
    return runs;
  }

  private emoji: FaceFit | undefined;

  private fitOf(face: ChainFace): FaceFit | undefined {
    if (face.family !== EMOJI_FACE) return undefined;
    this.emoji ??= emojiFit(this.faces[0].font, face.font);
    return this.emoji;
  }

  /**
   * Shaped lines by text (and in figures): fitting measures the same words many times at different
   * sizes, and drawing shapes again what was measured; a line sheet's hundreds of cells made both
   * a large part of its build (issue 24.9).
   */
  private readonly shapes = new Map<string, readonly ShapedRun[]>();
  private readonly figureShapes = new Map<string, readonly ShapedRun[]>();
  private readonly inks = new Map<string, InkExtent>();

  /**
   * How far the line's glyphs reach above and below the baseline, in em: each glyph's bounding box
   * where the layout puts it, so marks stacked by the font's mark-to-mark positioning count too.
   */
  private inkOf(text: string): InkExtent {
    const known = this.inks.get(text);
    if (known) return known;
    let above = 0;
    let below = 0;
    for (const run of this.shape(text)) {
      const unitsPerEm = run.face.font.unitsPerEm / run.scale;
      run.glyphs.forEach((glyph, index) => {
        const rise = run.positions[index]?.yOffset ?? 0;
        const { minY, maxY } = glyphBox(run.face.font, glyph);
        // A blank glyph (a space) has an empty box and no ink.
        if (maxY <= minY) return;
        above = Math.max(above, (rise + maxY) / unitsPerEm);
        below = Math.max(below, -(rise + minY) / unitsPerEm);
      });
    }
    const ink = { above, below };
    this.inks.set(text, ink);
    return ink;
  }

  private advanceOf(text: string, size: number, figures: boolean, tracking: number): number {
    return this.shape(text, figures, tracking).reduce((sum, run) => sum + run.advance, 0) * size;
  }

  /** The chain's Measure: shaped advance widths, letter-spaced as drawn, and the ink that fitting keeps inside its zone. */
  widthOf: Measure = Object.assign((text: string, size: number, figures = false): number => this.advanceOf(text, size, figures, 0), {
    ink: (text: string) => this.inkOf(text),
    tracked: (text: string, size: number, figures: boolean, tracking: number) => this.advanceOf(text, size, figures, tracking),
  });
}
