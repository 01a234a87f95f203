/** The preview's text measures: the renderer's font chain, loaded again only for new characters. */
import { describe, expect, it } from 'vitest';
import { createTextMeasures, loadTextMeasure } from '../../../src/catalog/index.js';
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
    expect(await measures('Lora', ['Primavera'])).toBe(first);
    expect(source.loads).toEqual(['Lora']);
    const reference = await loadTextMeasure(createFsFontSource(), 'Lora', ['Collezione Primavera']);
    expect(first('Primavera', 20)).toBeCloseTo(reference('Primavera', 20), 6);
  });

  it('loads again with the fallback a new script needs, and for another family', async () => {
    const source = countingSource();
    const measures = createTextMeasures(source);
    const latin = await measures('Poppins', ['Estate']);
    const cyrillic = await measures('Poppins', ['Лето']);
    expect(cyrillic).not.toBe(latin);
    // Poppins has no Cyrillic: the chain takes a Noto fallback, so the word has a real width.
    expect(source.loads.filter((family) => family.startsWith('Noto')).length).toBeGreaterThan(0);
    expect(cyrillic('Лето', 10)).toBeGreaterThan(10);
    // Still measures the earlier characters: the new chain was loaded for all of them.
    expect(cyrillic('Estate', 10)).toBeCloseTo(latin('Estate', 10), 6);
    expect(await measures('Inter', ['Estate'])).not.toBe(cyrillic);
  });
});
