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
  /**
   * By glyph, whether the face's own GPOS attached it to a base or to another mark (mark-to-base,
   * mark-to-ligature, mark-to-mark); a mark it left where its outline stands is placed by
   * `placeMarks` (decision 0961).
   */
  attached: boolean[];
}

interface LayoutInternals {
  _layoutEngine?: { engine?: { GPOSProcessor?: { glyphs?: readonly { id: number; markAttachment?: number | null }[] } | null } };
}

/**
 * fontkit records a mark's attachment on its glyph infos (`markAttachment`) and does not return it;
 * they are read from the face's GPOS processor right after the layout, and only when they are the
 * layout's own glyphs. Otherwise (another fontkit, no GPOS) a mark the GPOS moved has an offset, and
 * a mark it left alone has none.
 */
function attachedGlyphs(font: Font, glyphs: readonly Glyph[], positions: readonly GlyphPosition[], direction: 'ltr' | 'rtl'): boolean[] {
  const infos = (font as unknown as LayoutInternals)._layoutEngine?.engine?.GPOSProcessor?.glyphs;
  const logical = infos && direction === 'rtl' ? [...infos].reverse() : infos;
  if (logical?.length === glyphs.length && logical.every((info, index) => info.id === glyphs[index]?.id)) {
    return logical.map((info) => info.markAttachment !== null && info.markAttachment !== undefined);
  }
  return positions.map((position) => position.xOffset !== 0 || position.yOffset !== 0);
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

/** Features as fontkit takes them: 'lnum' turns a feature on, '-liga' turns a default one off. */
function featureSwitches(features: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(features.map((feature) => (feature.startsWith('-') ? [feature.slice(1), false] : [feature, true])));
}

export function layoutLine(font: Font, text: string, features: readonly string[] | undefined, direction: 'ltr' | 'rtl'): FaceLayout {
  let known = layouts.get(font);
  if (!known) layouts.set(font, (known = new Map()));
  const key = `${direction}|${features?.join(',') ?? ''}|${text}`;
  let layout = known.get(key);
  if (!layout) {
    const run = font.layout(text, features && featureSwitches(features), undefined, undefined, direction);
    const positions = run.positions ?? [];
    layout = { glyphs: run.glyphs, positions, attached: attachedGlyphs(font, run.glyphs, positions, direction) };
    if (known.size >= LAYOUTS_PER_FACE) known.clear();
    known.set(key, layout);
  }
  return layout;
}
