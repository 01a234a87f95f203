import { describe, expect, it } from 'vitest';
import { fitCaption, loadHyphenation, wrapBalanced, wrapText, type Measure } from '../../../src/catalog/index.js';

/** Every character half the size wide: the rules under test do not depend on glyph shapes. */
const monospace: Measure = (text, size) => Array.from(text).length * size * 0.5;
const INTRODUCTION = 'La nostra collezione celebra la sartorialità italiana, con tessuti selezionatissimi e rifiniture impeccabili per ogni occasione.';
/** The lines joined back: a hyphen at a line's end was put there by hyphenation. */
const rejoin = (lines: string[]) => lines.reduce((text, line) => (text.endsWith('-') ? text.slice(0, -1) + line : text ? `${text} ${line}` : line), '');

describe('hyphenation (issue 26.4)', () => {
  it('sets a ragged introduction in whole words where each word fits its line (decision 1069)', async () => {
    const hyphenate = await loadHyphenation('Italiano');
    // Before, a line left under 85 % full took a hyphenated word: 'celebra la sartoria-' over 'lità'.
    expect(wrapText(INTRODUCTION, 11, 1, monospace, hyphenate)).toEqual(wrapText(INTRODUCTION, 11, 1, monospace));
    expect(wrapBalanced(INTRODUCTION, 11, 1, monospace, hyphenate).some((line) => line.endsWith('-'))).toBe(false);
  });

  it('breaks only a word wider than the line, at a hyphenation point', async () => {
    const hyphenate = await loadHyphenation('Italiano');
    const after = wrapText(INTRODUCTION, 6, 1, monospace, hyphenate);
    const broken = after.filter((line) => line.endsWith('-'));
    expect(broken.length).toBeGreaterThan(0);
    expect(after.every((line) => monospace(line, 1) <= 6)).toBe(true);
    expect(rejoin(after)).toBe(INTRODUCTION);
    // Only the words of more than 12 letters (6 points at 0.5 a letter) are broken.
    const brokenWords = after.flatMap((line, i) => (line.endsWith('-') ? [`${line.split(' ').pop()?.slice(0, -1)}${after[i + 1]?.split(' ')[0]}`] : []));
    for (const word of brokenWords) expect(monospace(word, 1), word).toBeGreaterThan(6);
    // At least two letters before a break and three after it.
    for (const line of broken) expect(line).toMatch(/\p{L}{2}-$/u);
    for (const [i, line] of after.entries()) if (after[i - 1]?.endsWith('-')) expect(line).toMatch(/^\p{L}{3}/u);
  });

  it('fits a German caption name in two lines with a hyphen instead of an ellipsis', async () => {
    const texts = { name: 'Mantel aus der Damenbekleidungskollektion', details: 'AB-1234 · 129,00 €' };
    const band = { x: 0, y: 0, width: 70, height: 40 };
    const before = fitCaption(texts, band, 70, monospace);
    const after = fitCaption(texts, band, 70, monospace, await loadHyphenation('Tedesco'));
    expect(before.shortened).toBe(true);
    expect(before.lines.map((line) => line.text)).toContain('Damenbekleidungskollek…');
    expect(after.shortened).toBe(false);
    expect(after.lines.map((line) => line.text)).toEqual(['Mantel aus der Damen-', 'bekleidungskollektion', 'AB-1234 · 129,00 €']);
  });

  it('sets a caption name in whole words when each word fits its line (issue 35.4)', async () => {
    const hyphenate = await loadHyphenation('Italiano');
    const band = { x: 0, y: 0, width: 90, height: 40 };
    for (const name of ['Cappotto in lana vergine con cappuccio', 'Borsa a mano in pelle di vitello', 'Giacca doppiopetto in flanella']) {
      const names = fitCaption({ name, details: 'LN-201 · 189,00 €' }, band, 90, monospace, hyphenate).lines.filter((line) => line.role === 'caption-name');
      expect(names.map((line) => line.text).join(' '), name).toBe(name);
      expect(names).toHaveLength(2);
      // Balanced: the two lines differ by less than a long word.
      const [first = 0, second = 0] = names.map((line) => line.text.length);
      expect(Math.abs(first - second), name).toBeLessThan(10);
    }
  });

  it('never breaks codes, prices, addresses or short words', async () => {
    const hyphenate = await loadHyphenation('Inglese');
    const text = 'SKU ABCDEFGHIJKLMN 1234567890123 €1.299,00 info@maisoncollection.com https://www.maisoncollection.com/autumn Collection2026 cotton';
    const lines = wrapText(text, 9, 1, monospace, hyphenate);
    expect(lines.some((line) => line.endsWith('-'))).toBe(false);
    // A caption's code and price are never hyphenated, whatever their words.
    const caption = fitCaption({ name: 'Coat', details: 'Overcoatcollection · 1.299,00 €' }, { x: 0, y: 0, width: 30, height: 40 }, 30, monospace, hyphenate);
    expect(caption.lines.filter((line) => line.role === 'caption-details').some((line) => line.text.endsWith('-'))).toBe(false);
  });

  it('loads no patterns for Japanese, whose lines break between characters', async () => {
    expect(await loadHyphenation('Giapponese')).toBeUndefined();
    const text = '私たちのコレクションは職人の技を大切にしています。';
    expect(wrapText(text, 5, 1, monospace, await loadHyphenation('Giapponese'))).toEqual(wrapText(text, 5, 1, monospace));
  });

  it('has patterns for the eight other catalogue languages', async () => {
    for (const [language, word] of [['Inglese', 'collection'], ['Spagnolo', 'colección'], ['Francese', 'collection'], ['Tedesco', 'Kollektion'], ['Portoghese', 'coleção'], ['Italiano', 'collezione'], ['Olandese', 'collectie'], ['Russo', 'коллекция']] as const) {
      const pieces = (await loadHyphenation(language))?.(word) ?? [];
      expect(pieces.length, language).toBeGreaterThan(1);
      expect(pieces.join('')).toBe(word);
    }
  });
});
