import fontkit from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_NAMES, type FontFamily } from '../../../src/shared/index.js';
import { FONT_FILES, fallbackChain, type FontFileId } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

const source = createFsFontSource();
const TRUETYPE_MAGIC = [0x00, 0x01, 0x00, 0x00];

describe('font files', () => {
  it.each(Object.keys(FONT_FILES) as FontFileId[])('%s: regular and bold are TrueType files (never WOFF2) of that family', async (family) => {
    for (const weight of ['regular', 'bold'] as const) {
      expect(FONT_FILES[family][weight]).toMatch(/^@expo-google-fonts\/[a-z0-9-]+\/\d{3}\w+\/\w+\.ttf$/);
      const bytes = await source.load(family, weight);
      expect(Array.from(bytes.subarray(0, 4))).toEqual(TRUETYPE_MAGIC);
      const font = fontkit.create(bytes);
      expect('familyName' in font ? font.familyName : '').toBe(family);
    }
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
