/** The preview's text measures: the renderer's font chain, loaded again only for new characters. */
import { describe, expect, it } from 'vitest';
import { createTextMeasures, loadTextMetrics } from '../../../src/catalog/index.js';
import type { FontSource } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';

/** The fs font source, counting what it is asked for. */
function countingSource(): FontSource & { loads: string[] } {
  const source = createFsFontSource();
  const loads: string[] = [];
  return { loads, load: (family, weight) => (loads.push(family), source.load(family, weight)) };
}

describe('text measures for the page preview', () => {
  it('reuses the chain while the texts bring no new character, and measures as the renderer does', async () => {
    const source = countingSource();
    const measures = createTextMeasures(source);
    const first = await measures('Lora', ['Collezione Primavera']);
    expect((await measures('Lora', ['Primavera'])).measure).toBe(first.measure);
    expect(source.loads).toEqual(['Lora']);
    const reference = await loadTextMetrics(createFsFontSource(), 'Lora', ['Collezione Primavera']);
    expect(first.measure('Primavera', 20)).toBeCloseTo(reference.measure('Primavera', 20), 6);
  });

  it('loads again with the fallback a new script needs, and for another family', async () => {
    const source = countingSource();
    const measures = createTextMeasures(source);
    const latin = await measures('Poppins', ['Estate']);
    const cyrillic = await measures('Poppins', ['Лето']);
    expect(cyrillic.measure).not.toBe(latin.measure);
    // Poppins has no Cyrillic: the chain takes a Noto fallback, so the word has a real width.
    expect(source.loads).toContain('Noto Sans');
    expect(cyrillic.measure('Лето', 10)).toBeGreaterThan(10);
    // Still measures the earlier characters: the new chain was loaded for all of them.
    expect(cyrillic.measure('Estate', 10)).toBeCloseTo(latin.measure('Estate', 10), 6);
    expect((await measures('Inter', ['Estate'])).measure).not.toBe(cyrillic.measure);
  });

  it.each([
    ['Hebrew', 'שלום', 'Noto Sans Hebrew'],
    ['Arabic', 'سلام', 'Noto Sans Arabic'],
    ['an emoji', 'Nuovi arrivi ✨', 'Noto Emoji'],
    ['a symbol', 'Spedizione ✉ ☎', 'Noto Sans Symbols 2'],
    ['Japanese', '春のコレクション', 'Noto Sans JP'],
  ])('loads only the face that %s needs', async (_script, text, face) => {
    const source = countingSource();
    await loadTextMetrics(source, 'DM Sans', [text]);
    expect(source.loads).toEqual(['DM Sans', face]);
  });

  it('puts Noto Serif JP behind a serif family', async () => {
    const source = countingSource();
    await loadTextMetrics(source, 'Cormorant Garamond', ['春のコレクション']);
    expect(source.loads).toEqual(['Cormorant Garamond', 'Noto Serif JP']);
  });

  it('names the characters no face has, for the strings asked about only', async () => {
    const measures = createTextMeasures(createFsFontSource());
    const thai = await measures('Inter', ['Collezione สวัสดี']);
    expect(thai.missing).toEqual(['ส', 'ว', 'ั', 'ด', 'ี']);
    // The stand-in is measured as drawn: the line has width, not boxes of nothing.
    expect(thai.measure('สวัสดี', 10)).toBeGreaterThan(10);
    expect((await measures('Inter', ['Collezione'])).missing).toEqual([]);
  });
});
