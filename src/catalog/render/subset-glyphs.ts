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
  subset: { includeGlyph(glyph: Glyph | number): number };
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

/** The face's own ids of every glyph in the subset so far, ascending: what the file embeds. */
export function subsetGlyphIds(font: PDFFont): number[] {
  return subsetEmbedderOf(font)
    .glyphs.filter((glyph) => glyph !== undefined)
    .map((glyph) => glyph.id)
    .sort((a, b) => a - b);
}

/** Names the subset font: called after the last glyph is drawn and before the document is saved. */
export function nameSubset(font: PDFFont, name: string): void {
  subsetEmbedderOf(font).customName = name;
}
