/**
 * Text in the chosen font itself, with fallbacks for the characters it lacks (DECISIONS "PDF").
 * pdf-lib draws a blank for a missing glyph without any error (STACK.md), so every character is
 * checked against the font's cmap and text is split into runs, each in a font that has its glyphs.
 * A fallback is loaded only when some text needs it (Noto Sans JP is 5 MB).
 */
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import type { FontFamily } from '../../shared/index.js';
import type { FontFileId, FontSource } from '../types.js';
import { fallbackChain, type FontWeight } from './font-files.js';

interface ChainFont {
  family: FontFileId;
  coverage: Font;
  pdf: PDFFont;
}

export interface TextRun {
  family: FontFileId;
  font: PDFFont;
  text: string;
}

function isWhitespace(char: string): boolean {
  return /\s/u.test(char);
}

function codePointsOf(texts: readonly string[]): Set<number> {
  const points = new Set<number>();
  for (const text of texts) {
    for (const char of text) {
      if (!isWhitespace(char)) points.add(char.codePointAt(0) ?? 0);
    }
  }
  return points;
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
 * font and the characters drawn with it, so two catalogues name different glyph sets differently
 * (a print shop merging or imposing files tells them apart) and the same catalogue always alike.
 */
function subsetName(family: FontFileId, weight: FontWeight, codePoints: readonly number[]): string {
  let hash = fnv1a(`${family}|${weight}|${[...codePoints].sort((a, b) => a - b).join(',')}`);
  let tag = '';
  for (let index = 0; index < 6; index++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26);
  }
  return `${tag}+${family.replace(/ /g, '')}-${weight === 'bold' ? 'Bold' : 'Regular'}`;
}

function openFont(bytes: Uint8Array, family: FontFileId): Font {
  const opened = fontkit.create(bytes);
  if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${family}: a font collection, not a single font`);
  return opened;
}

interface LoadedFont {
  family: FontFileId;
  bytes: Uint8Array;
  coverage: Font;
}

async function load(source: FontSource, family: FontFileId, weight: FontWeight): Promise<LoadedFont> {
  const bytes = await source.load(family, weight);
  return { family, bytes, coverage: openFont(bytes, family) };
}

/** `codePoints`: the characters this font will draw, which name its subset. */
async function embed(doc: PDFDocument, font: LoadedFont, weight: FontWeight, codePoints: readonly number[]): Promise<ChainFont> {
  const pdf = await doc.embedFont(font.bytes, { subset: true, customName: subsetName(font.family, weight, codePoints) });
  return { family: font.family, coverage: font.coverage, pdf };
}

export class FontChain {
  private constructor(private readonly fonts: readonly [ChainFont, ...ChainFont[]]) {}

  /** The chosen family plus the fallbacks that `texts` need, embedded as subsets in `doc`. */
  static async load(
    doc: PDFDocument,
    source: FontSource,
    family: FontFamily,
    texts: readonly string[],
    weight: FontWeight = 'regular',
  ): Promise<FontChain> {
    doc.registerFontkit(fontkit);
    const points = [...codePointsOf(texts)];
    const primary = await load(source, family, weight);
    const covers = (font: LoadedFont) => (point: number) => font.coverage.hasGlyphForCodePoint(point);
    const needed: { font: LoadedFont; points: number[] }[] = [{ font: primary, points: points.filter(covers(primary)) }];
    let missing = points.filter((point) => !covers(primary)(point));
    for (const fallback of fallbackChain(family)) {
      if (missing.length === 0) break;
      const font = await load(source, fallback, weight);
      const covered = missing.filter(covers(font));
      if (covered.length === 0) continue;
      needed.push({ font, points: covered });
      missing = missing.filter((point) => !covers(font)(point));
    }
    const chain: ChainFont[] = [];
    // One after the other, so the document's objects are numbered alike on every run.
    for (const entry of needed) chain.push(await embed(doc, entry.font, weight, entry.points));
    const [first, ...others] = chain;
    if (!first) throw new Error('A font chain has its primary font');
    return new FontChain([first, ...others]);
  }

  /** The families actually in use, primary first. */
  get families(): FontFileId[] {
    return this.fonts.map((font) => font.family);
  }

  private fontFor(char: string, current: ChainFont | undefined): ChainFont {
    const point = char.codePointAt(0) ?? 0;
    // Spaces stay in the run they are in, so a line is not cut into needless pieces.
    if (current && isWhitespace(char) && current.coverage.hasGlyphForCodePoint(point)) return current;
    return this.fonts.find((font) => font.coverage.hasGlyphForCodePoint(point)) ?? this.fonts[0];
  }

  runs(text: string): TextRun[] {
    const runs: TextRun[] = [];
    let current: ChainFont | undefined;
    let buffer = '';
    for (const char of text) {
      const font = this.fontFor(char, current);
      if (font !== current && buffer && current) {
        runs.push({ family: current.family, font: current.pdf, text: buffer });
        buffer = '';
      }
      current = font;
      buffer += char;
    }
    if (buffer && current) runs.push({ family: current.family, font: current.pdf, text: buffer });
    return runs;
  }

  /** Widths at size 1, by text: fitting measures the same words many times at different sizes. */
  private readonly unitWidths = new Map<string, number>();

  widthOf = (text: string, size: number): number => {
    let unit = this.unitWidths.get(text);
    if (unit === undefined) {
      unit = this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, 1), 0);
      this.unitWidths.set(text, unit);
    }
    return unit * size;
  };
}
