/** A glyph's ink box and outline in font units, read without disturbing fontkit's glyph cache. */
import type { Font, Glyph, PathCommand } from '@cantoo/fontkit';

export interface GlyphBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Decoding a composite glyph ('à', 'й') makes fontkit create and cache its component glyphs ('a')
 * with no code points; layout then reuses those for the letters themselves, whose ToUnicode text
 * becomes empty, so every such letter needed an ActualText span and copied as 'Mil ano'. The
 * glyphs the decoding added are dropped again.
 */
function readGlyph<T>(font: Font, read: () => T): T {
  const cache = (font as unknown as { _glyphs?: Record<string, unknown> })._glyphs;
  const before = cache ? new Set(Object.keys(cache)) : undefined;
  const value = read();
  if (cache && before) for (const id of Object.keys(cache)) if (!before.has(id)) delete cache[id];
  return value;
}

export function glyphBox(font: Font, glyph: Glyph): GlyphBox {
  return readGlyph(font, () => {
    const { minX, minY, maxX, maxY } = glyph.bbox;
    return { minX, minY, maxX, maxY };
  });
}

export function glyphPath(font: Font, glyph: Glyph): PathCommand[] {
  return readGlyph(font, () => glyph.path.commands);
}
