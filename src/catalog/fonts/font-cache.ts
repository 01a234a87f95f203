/**
 * What a font file yields, kept across documents (issue 24.9): the parsed face and the layouts of
 * the lines it has shaped. Every build and every preview used to parse each face again and shape
 * every caption again, and fontkit decodes a face's GSUB and GPOS lookups lazily on the face
 * object, so each new object paid for them again: in a 40-colourway line sheet that was a third of
 * the build. A layout depends only on the face, the text, the features and the direction.
 */
import fontkit, { type Font, type Glyph, type GlyphPosition } from '@cantoo/fontkit';

/** The glyphs and positions of one line in one face, as fontkit laid them out; never changed. */
export interface FaceLayout {
  glyphs: Glyph[];
  positions: GlyphPosition[];
}

/** A worker that lives for hours of editing meets many texts: past this, a face's layouts start again. */
const LAYOUTS_PER_FACE = 20_000;

/** By the file's bytes: both font sources hand out one array per file for their whole life. */
const faces = new WeakMap<Uint8Array, Font>();
const layouts = new WeakMap<Font, Map<string, FaceLayout>>();

export function openFace(bytes: Uint8Array, family: string): Font {
  let face = faces.get(bytes);
  if (!face) {
    const opened = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${family}: a font collection, not a single font`);
    face = opened;
    faces.set(bytes, face);
  }
  return face;
}

export function layoutLine(font: Font, text: string, features: readonly string[] | undefined, direction: 'ltr' | 'rtl'): FaceLayout {
  let known = layouts.get(font);
  if (!known) layouts.set(font, (known = new Map()));
  const key = `${direction}|${features?.join(',') ?? ''}|${text}`;
  let layout = known.get(key);
  if (!layout) {
    const run = font.layout(text, features ? [...features] : undefined, undefined, undefined, direction);
    layout = { glyphs: run.glyphs, positions: run.positions ?? [] };
    if (known.size >= LAYOUTS_PER_FACE) known.clear();
    known.set(key, layout);
  }
  return layout;
}
