import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY_NAMES, LIMITS } from '../../../src/shared/index.js';
import { defaultTextsFor, fitHeader, pageZones, wrapBalanced, wrapText, type Measure } from '../../../src/catalog/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

const fonts = createFsFontSource();
/** A fixed-width measure for the pure wrapping tests: every character is half the size wide. */
const monospace: Measure = (text, size) => Array.from(text).length * size * 0.5;

const LONGEST_TITLE = 'Collezione Primavera Estate Donna e Uomo';
const LONGEST_INTRODUCTION = (
  'Una selezione curata dei nostri capi migliori, scelti per la sartorialità, la qualità dei tessuti e la cura dei dettagli. ' +
  'Ogni modello nasce nei nostri laboratori, dove artigiani esperti lavorano lane pregiate, sete leggere e cotoni organici. ' +
  'Scoprite le forme, i colori e le texture della nuova stagione, pensate per accompagnarvi ogni giorno con eleganza discreta.'
).slice(0, LIMITS.introductionMax);
const SUBTITLE = 'Nuova stagione, stile senza tempo: sartoria italiana dal 1962';

async function chainFor(font: (typeof FONT_FAMILY_NAMES)[number], texts: string[]): Promise<FontChain> {
  return FontChain.load(await PDFDocument.create(), fonts, font, texts);
}

describe('wrapping', () => {
  it('breaks at spaces and keeps every word', () => {
    const lines = wrapText('uno due tre quattro cinque', 10, 2, monospace);
    expect(lines).toEqual(['uno due', 'tre', 'quattro', 'cinque']);
  });

  it('keeps the line breaks the user typed', () => {
    expect(wrapText('Via Roma 1\nMilano', 100, 2, monospace)).toEqual(['Via Roma 1', 'Milano']);
  });

  it('cuts a word longer than the line between characters', () => {
    expect(wrapText('abcdefghij', 4, 2, monospace)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('breaks Japanese between characters, as it has no spaces', () => {
    const text = '新しいシーズン、時代を超えるスタイル';
    const lines = wrapText(text, 10, 2, monospace);
    expect(lines.every((line) => Array.from(line).length <= 10)).toBe(true);
    expect(lines.join('')).toBe(text);
  });
});

describe('balanced wrapping and Japanese line rules', () => {
  it('never starts a Japanese line with a comma, a full stop or a long-vowel mark', () => {
    const text = '新しいシーズン、時代を超えるスタイル。上質な素材。';
    for (const width of [4, 5, 6, 7, 8, 9]) {
      const lines = wrapText(text, width, 2, monospace);
      expect(lines.join('')).toBe(text);
      for (const line of lines) expect(line).not.toMatch(/^[、。ー]/);
    }
  });

  it('evens out line lengths instead of leaving a lonely last word', () => {
    const text = 'uno due tre quattro cinque sei sette otto nove dieci';
    const greedy = wrapText(text, 48, 2, monospace);
    const balanced = wrapBalanced(text, 48, 2, monospace);
    expect(greedy.at(-1)).toBe('dieci');
    expect(balanced).toHaveLength(greedy.length);
    expect(balanced.join(' ')).toBe(text);
    const spread = (lines: string[]) => Math.max(...lines.map((l) => l.length)) - Math.min(...lines.map((l) => l.length));
    expect(spread(balanced)).toBeLessThan(spread(greedy));
  });
});

describe('header fitting (page 1)', () => {
  it.each(FONT_FAMILY_NAMES)('fits the longest title and introduction in %s without overflowing the zone', async (font) => {
    expect(LONGEST_TITLE).toHaveLength(LIMITS.titleMax);
    expect(LONGEST_INTRODUCTION).toHaveLength(LIMITS.introductionMax);
    const chain = await chainFor(font, [LONGEST_TITLE, SUBTITLE, LONGEST_INTRODUCTION]);
    for (const orientation of ['portrait', 'landscape'] as const) {
      const zone = pageZones(orientation).header;
      const { lines } = fitHeader({ title: LONGEST_TITLE, subtitle: SUBTITLE, introduction: LONGEST_INTRODUCTION }, zone, chain.widthOf);
      for (const line of lines) {
        expect(line.baseline - line.size).toBeGreaterThanOrEqual(zone.y - 0.01);
        expect(line.baseline + line.size * 0.25).toBeLessThanOrEqual(zone.y + zone.height);
        expect(chain.widthOf(line.text, line.size)).toBeLessThanOrEqual(zone.width);
      }
      // Nothing was cut: every word is printed.
      const printed = (role: string) => lines.filter((l) => l.role === role).map((l) => l.text).join(' ');
      expect(printed('title')).toBe(LONGEST_TITLE);
      expect(printed('introduction')).toBe(LONGEST_INTRODUCTION);
      // The hierarchy holds: title larger than subtitle, subtitle larger than introduction.
      const size = (role: string) => lines.find((l) => l.role === role)?.size ?? 0;
      expect(size('title')).toBeGreaterThan(size('subtitle'));
      expect(size('subtitle')).toBeGreaterThan(size('introduction'));
    }
  });

  it('ends with an ellipsis rather than overflow when a text cannot fit even at the smallest size', async () => {
    const chain = await chainFor('Playfair Display', ['W']);
    const zone = pageZones('landscape').header;
    const huge = 'W'.repeat(3000);
    const { lines } = fitHeader({ title: 'W'.repeat(40), subtitle: 'W'.repeat(120), introduction: huge }, zone, chain.widthOf);
    const bottom = Math.max(...lines.map((l) => l.baseline + l.size * 0.25));
    expect(bottom).toBeLessThanOrEqual(zone.y + zone.height);
    expect(lines.at(-1)?.text.endsWith('…')).toBe(true);
  });

  it.each(['Lora', 'Montserrat', 'Playfair Display'] as const)('sets the introduction in lines of at most about 90 characters in both orientations (%s)', async (font) => {
    const texts = defaultTextsFor('Italiano');
    const longer = { ...texts, introduction: LONGEST_INTRODUCTION.slice(0, 250) };
    const chain = await chainFor(font, [...Object.values(texts), longer.introduction]);
    for (const orientation of ['portrait', 'landscape'] as const) {
      for (const header of [texts, longer]) {
        const { lines, cut } = fitHeader(header, pageZones(orientation).header, chain.widthOf);
        const introduction = lines.filter((line) => line.role === 'introduction');
        expect(cut).toEqual([]);
        expect(introduction.map((line) => line.text).join(' ')).toBe(header.introduction);
        for (const line of introduction) expect(Array.from(line.text).length).toBeLessThanOrEqual(92);
      }
    }
  });

  it('sets a column as narrow as the one beside a hero to its width: the subtitle whole, the introduction at a readable measure (decision 1093)', async () => {
    const texts = { title: 'Collezione Primavera Estate 2027', subtitle: 'Collezione donna e uomo', introduction: defaultTextsFor('Italiano').introduction };
    const chain = await chainFor('Lora', Object.values(texts));
    // 50 mm by 150 mm: Classico's and Minimale's column beside page 1's hero at 6 per page.
    const zone = { x: 0, y: 0, width: (50 * 72) / 25.4, height: (150 * 72) / 25.4 };
    const { lines, cut } = fitHeader(texts, zone, chain.widthOf);
    expect(cut).toEqual([]);
    // The shares (80 % and 78 % of the column) broke 'Collezione donna e uomo' (Minimale's 'COLLEZIONE DONNA' in capitals) and left the introduction 31-44 mm lines.
    expect(lines.filter((line) => line.role === 'subtitle').map((line) => line.text)).toEqual(['Collezione donna e uomo']);
    const introduction = lines.filter((line) => line.role === 'introduction');
    const widest = Math.max(...introduction.map((line) => chain.widthOf(line.text, line.size)));
    expect(widest).toBeGreaterThan(0.9 * zone.width);
    expect(widest).toBeLessThanOrEqual(zone.width);
  });

  it('holds a Japanese introduction to about 40 characters a line, its comfortable measure', async () => {
    const texts = defaultTextsFor('Giapponese');
    const chain = await chainFor('Lora', Object.values(texts));
    const { lines } = fitHeader(texts, pageZones('landscape').header, chain.widthOf);
    const introduction = lines.filter((line) => line.role === 'introduction');
    expect(introduction.map((line) => line.text).join('')).toBe(texts.introduction);
    for (const line of introduction) expect(Array.from(line.text).length).toBeLessThanOrEqual(45);
  });

  it('uses the full size for a short title', async () => {
    const chain = await chainFor('Lora', ['Estate']);
    const { lines } = fitHeader({ title: 'Estate', subtitle: '', introduction: '' }, pageZones('portrait').header, chain.widthOf);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.size).toBe(26);
  });
});
