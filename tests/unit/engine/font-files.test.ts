import fontkit from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_NAMES, type FontFamily } from '../../../src/shared/index.js';
import { FONT_FILES, fallbackChain, hasItalic, type FontFileId } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

const source = createFsFontSource();
const TRUETYPE_MAGIC = [0x00, 0x01, 0x00, 0x00];

describe('font files', () => {
  it.each(Object.keys(FONT_FILES) as FontFileId[])('%s: regular, bold and italic are TrueType files (never WOFF2) of that family', async (family) => {
    for (const weight of ['regular', 'bold', 'italic'] as const) {
      expect(FONT_FILES[family][weight]).toMatch(/^@expo-google-fonts\/[a-z0-9-]+\/\d{3}\w+\/\w+\.ttf$/);
      const bytes = await source.load(family, weight);
      expect(Array.from(bytes.subarray(0, 4))).toEqual(TRUETYPE_MAGIC);
      const font = fontkit.create(bytes);
      expect('familyName' in font ? font.familyName : '').toBe(family);
    }
  });

  it.each(Object.keys(FONT_FILES) as FontFileId[])('%s: the italic is its own italic face, or its regular where it has none (decision 1105)', async (family) => {
    const font = fontkit.create(await source.load(family, 'italic'));
    const italic = 'italicAngle' in font && font.italicAngle < 0;
    expect(italic).toBe(hasItalic(family));
    if (!hasItalic(family)) expect(FONT_FILES[family].italic).toBe(FONT_FILES[family].regular);
  });

  it('has an italic for every catalogue font but Outfit and Space Grotesk, and for the Latin fallbacks', () => {
    const upright = FONT_FAMILY_NAMES.filter((family) => !hasItalic(family));
    expect(upright).toEqual(['Outfit', 'Space Grotesk']);
    expect([hasItalic('Noto Serif'), hasItalic('Noto Sans')]).toEqual([true, true]);
  });

  it('covers all 12 catalogue fonts and their fallbacks', () => {
    for (const family of FONT_FAMILY_NAMES) {
      expect(FONT_FILES[family]).toBeDefined();
      for (const fallback of fallbackChain(family)) expect(FONT_FILES[fallback.family]).toBeDefined();
    }
    const families = (family: FontFamily) => fallbackChain(family).map((fallback) => fallback.family);
    expect(families('Lora')).toEqual(['Noto Serif', 'Noto Sans Symbols 2', 'Noto Emoji', 'Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Serif JP']);
    expect(families('DM Sans')).toEqual(['Noto Sans', 'Noto Sans Symbols 2', 'Noto Emoji', 'Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Sans JP']);
  });
});
