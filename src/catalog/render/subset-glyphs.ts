/**
 * The code of a glyph in an embedded subset font, for glyphs laid out by our own shaping.
 *
 * pdf-lib only encodes whole strings (`PDFFont.encodeText`, which lays the text out again without
 * its positions and in its own direction). To draw the glyphs fontkit positioned, each one is added
 * to the font's subset exactly as pdf-lib's CustomFontSubsetEmbedder.encodeText does for the glyphs
 * of a string: the subset gives its new id (the code under Identity-H), and the glyph is kept for
 * the /W widths and the ToUnicode map, so the text still extracts. Once every glyph is in, the
 * subset is named after them (its /BaseFont is written at save, from the embedder's custom name).
 * The embedder is pdf-lib's internal object; its shape is checked, so an upgrade that changes it
 * fails loudly here.
 */
import type { Glyph } from '@cantoo/fontkit';
import type { PDFFont } from '@cantoo/pdf-lib';

interface SubsetEmbedder {
  subset: { includeGlyph(glyph: Glyph | number): number; glyphs: number[] };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
  /** What embedIntoContext writes as /BaseFont (and /FontName) when the document is saved. */
  customName?: string;
}

function isSubsetEmbedder(value: unknown): value is SubsetEmbedder {
  const embedder = value as Partial<SubsetEmbedder> | undefined;
  return (
    typeof embedder?.subset?.includeGlyph === 'function' &&
    Array.isArray(embedder.subset.glyphs) &&
    Array.isArray(embedder.glyphs) &&
    embedder.glyphIdMap instanceof Map &&
    typeof embedder.glyphCache?.invalidate === 'function' &&
    'customName' in embedder
  );
}

function subsetEmbedderOf(font: PDFFont): SubsetEmbedder {
  const { embedder } = font as unknown as { embedder?: unknown };
  if (!isSubsetEmbedder(embedder)) throw new Error(`${font.name}: not a subset font embedded by this pdf-lib`);
  return embedder;
}

/** The four hex digits that draw `glyph` (of this font's face) with `font`. */
export function subsetGlyphCode(font: PDFFont, glyph: Glyph): string {
  const embedder = subsetEmbedderOf(font);
  const id = embedder.subset.includeGlyph(glyph);
  if (embedder.glyphs[id - 1] !== glyph) {
    embedder.glyphs[id - 1] = glyph;
    embedder.glyphIdMap.set(glyph.id, id);
    embedder.glyphCache.invalidate();
  }
  return id.toString(16).padStart(4, '0');
}

/**
 * A glyph standing for another text than its own, under a code of its own (decision 0954).
 * Its `id` is only the key pdf-lib finds its code by (the embedder's glyphIdMap); `source` is
 * the face's glyph it draws.
 */
interface SpellingGlyph {
  id: number;
  source: number;
  codePoints: number[];
  advanceWidth: number;
}

/** Keys for spelling glyphs, past any glyph id a face can have (ids are 16-bit). */
const SPELLING_IDS = 0x10000;
const spellings = new WeakMap<SubsetEmbedder, Map<string, number>>();

/**
 * The four hex digits that draw `glyph` with `font` and whose ToUnicode entry is `text`: the
 * glyph's own code when it spells `text`, else a second copy of the glyph in the subset, one per
 * text it stands for. A right-to-left run needs it where one glyph stands for several letters (an
 * Arabic form whose dots are drawn apart, a bracket drawn mirrored): readers that ignore
 * ActualText (PDF.js, MuPDF) copy the ToUnicode entry.
 */
export function subsetGlyphCodeSpelling(font: PDFFont, glyph: Glyph, text: string): string {
  if (String.fromCodePoint(...glyph.codePoints) === text) return subsetGlyphCode(font, glyph);
  const embedder = subsetEmbedderOf(font);
  let codes = spellings.get(embedder);
  if (!codes) spellings.set(embedder, (codes = new Map()));
  const key = `${glyph.id}:${text}`;
  let id = codes.get(key);
  if (id === undefined) {
    subsetGlyphCode(font, glyph);
    embedder.subset.glyphs.push(glyph.id);
    id = embedder.subset.glyphs.length - 1;
    const spelling: SpellingGlyph = { id: SPELLING_IDS + id, source: glyph.id, codePoints: Array.from(text, (char) => char.codePointAt(0) ?? 0), advanceWidth: glyph.advanceWidth };
    embedder.glyphs[id - 1] = spelling as unknown as Glyph;
    embedder.glyphIdMap.set(spelling.id, id);
    embedder.glyphCache.invalidate();
    codes.set(key, id);
  }
  return id.toString(16).padStart(4, '0');
}

/** The face's own ids of every glyph in the subset so far, ascending: what the file embeds. */
export function subsetGlyphIds(font: PDFFont): number[] {
  const ids = subsetEmbedderOf(font)
    .glyphs.filter((glyph) => glyph !== undefined)
    .map((glyph) => (glyph as Glyph & Partial<SpellingGlyph>).source ?? glyph.id);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Names the subset font: called after the last glyph is drawn and before the document is saved. */
export function nameSubset(font: PDFFont, name: string): void {
  subsetEmbedderOf(font).customName = name;
}
