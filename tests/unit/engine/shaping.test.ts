/** The font chain's shaping: the faces' own positions, bidi order and joining forms (issue 11.2-11.4). */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FontFamily } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

async function chain(family: FontFamily, text: string): Promise<FontChain> {
  return FontChain.load(await PDFDocument.create(), createFsFontSource(), family, [text]);
}

describe('shaping', () => {
  it("measures with the font's kerning: 'AV' is tighter than its two glyphs' advances", async () => {
    const fonts = await chain('Playfair Display', 'AVATAR');
    const [run] = fonts.shape('AV');
    const plain = (run?.glyphs ?? []).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / (run?.face.font.unitsPerEm ?? 1);
    expect(run?.advance).toBeLessThan(plain - 0.02);
    expect(fonts.widthOf('AV', 10)).toBeCloseTo((run?.advance ?? 0) * 10, 6);
  });

  it("draws the font's ligatures: 'fi' in Playfair Display is one glyph that stands for both letters", async () => {
    const fonts = await chain('Playfair Display', 'fiore');
    const [run] = fonts.shape('fi');
    expect(run?.glyphs).toHaveLength(1);
    expect(run?.glyphs[0]?.codePoints).toEqual([0x66, 0x69]);
  });

  it('orders a Hebrew word right to left inside Latin text, and keeps the Latin runs in place', async () => {
    const fonts = await chain('Inter', 'Mix: שלום world');
    const runs = fonts.shape('Mix: שלום world');
    expect(runs.map((run) => run.face.family)).toEqual(['Inter', 'Noto Sans Hebrew', 'Inter']);
    expect(runs.map((run) => run.rightToLeft)).toEqual([false, true, false]);
    // Drawn left to right, the Hebrew run starts with its last letter (ם, final mem).
    expect(runs[1]?.glyphs.map((glyph) => glyph.codePoints[0])).toEqual([0x05dd, 0x05d5, 0x05dc, 0x05e9]);
  });

  it('joins Arabic letters: the word uses contextual forms, not the isolated letters', async () => {
    const fonts = await chain('Inter', 'سلام');
    const [run] = fonts.shape('سلام');
    const font = run?.face.font;
    const isolated = Array.from('سلام').map((char) => font?.glyphForCodePoint(char.codePointAt(0) ?? 0)?.id);
    expect(run?.face.family).toBe('Noto Sans Arabic');
    expect(run?.rightToLeft).toBe(true);
    expect(run?.glyphs.map((glyph) => glyph.id)).not.toEqual([...isolated].reverse());
  });

  it('gives a character no face has the width of its visible stand-in, and names it', async () => {
    const fonts = await chain('Lora', 'ก');
    expect(fonts.missing).toEqual(['ก']);
    const [run] = fonts.shape('ก');
    expect(run?.glyphs[0]?.codePoints).toEqual([0xfffd]);
    expect(run?.glyphs[0]?.id).not.toBe(0);
    expect(fonts.widthOf('ก', 10)).toBeGreaterThan(5);
  });

  it('keeps joiners and variation selectors inside their emoji, and never reports them missing', async () => {
    const fonts = await chain('Lora', 'Nuovo ❤️ 👩‍💻');
    expect(fonts.missing).toEqual([]);
    for (const text of ['❤️', '👩‍💻']) {
      const runs = fonts.shape(text);
      expect(runs).toHaveLength(1);
      expect(runs[0]?.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    }
    expect(fonts.shape('👩‍💻')[0]?.face.family).toBe('Noto Emoji');
  });
});
