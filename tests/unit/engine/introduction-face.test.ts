/**
 * The art director's review of issue 35: the introduction on page 1 was set in Playfair Display, a
 * display face, at 7-8.6 pt over lines of up to 90 characters, and read as a report's abstract. It
 * is body copy: in the looks' text face (Lora under Playfair Display and Cormorant Garamond) at
 * 8.5-9.25 pt on a leading of 1.4, in lines of at most 90 mm (decision 1063).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type LookName, type Orientation, type PhotoCaption } from '../../../src/shared/index.js';
import { defaultTextsFor, describePages, loadTextMetrics, printedStrings, textFace, textFaceStrings } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { pdfFonts, pdfText } from './poppler.js';

const fonts = createFsFontSource();
const MM = 72 / 25.4;
const texts = { ...defaultTextsFor('Italiano'), title: 'Collezione SS27', subtitle: 'Primavera Estate 2027' };
const photos: { width: number; height: number; caption?: PhotoCaption }[] = Array.from({ length: 8 }, () => ({ width: 1600, height: 2400 }));

async function introduction(look: LookName, orientation: Orientation) {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, font: 'Playfair Display' as const, look, orientation, imagesPerPage: 6 as const, language: 'Italiano' as const };
  const measure = (await loadTextMetrics(fonts, 'Playfair Display', printedStrings({ settings, texts, photos }))).measure;
  const lora = (await loadTextMetrics(fonts, 'Lora', textFaceStrings({ settings, texts, photos }))).measure;
  const [page] = describePages({ settings, texts, photos, measure, textFace: { family: 'Lora', measure: lora } });
  return page?.texts.filter((line) => line.role === 'introduction') ?? [];
}

describe('the introduction set as body copy (decision 1063)', () => {
  it.each([
    ['classic', 'portrait'],
    ['minimal', 'portrait'],
    ['editorial', 'portrait'],
    ['gallery', 'portrait'],
    ['classic', 'landscape'],
    ['minimal', 'landscape'],
    ['editorial', 'landscape'],
    // Its header too short for the stack, it ran one 211 mm line; the introduction stands beside the title now (decision 1066).
    ['gallery', 'landscape'],
  ] as const)('%s in %s: in Lora, 8.5 pt or more on 1.4, no line wider than 90 mm', async (look, orientation) => {
    const lines = await introduction(look, orientation);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.face).toBe('Lora');
      expect(line.size).toBeGreaterThanOrEqual(8.5);
      expect(line.width).toBeLessThanOrEqual(90 * MM + 0.01);
    }
    const [first, second] = lines;
    if (first && second) expect((second.baseline - first.baseline) / first.size).toBeCloseTo(1.4, 5);
    expect(lines.map((line) => line.text).join(' ').replace(/-\s/g, '')).toBe(texts.introduction.replace(/-/g, ''));
  });

  it("stands on its measure in Galleria's landscape header, within the photos' span, the title no smaller than 20 pt", async () => {
    const settings = { ...DEFAULT_CATALOG_SETTINGS, font: 'Playfair Display' as const, look: 'gallery' as const, orientation: 'landscape' as const, imagesPerPage: 6 as const, language: 'Italiano' as const };
    const measure = (await loadTextMetrics(fonts, 'Playfair Display', printedStrings({ settings, texts, photos }))).measure;
    const lora = (await loadTextMetrics(fonts, 'Lora', textFaceStrings({ settings, texts, photos }))).measure;
    const [page] = describePages({ settings, texts, photos, measure, textFace: { family: 'Lora', measure: lora } });
    const left = (line: { centreX: number; width: number }) => line.centreX - line.width / 2;
    const right = (line: { centreX: number; width: number }) => line.centreX + line.width / 2;
    const display = page?.texts.filter((line) => line.role === 'title' || line.role === 'subtitle') ?? [];
    const body = page?.texts.filter((line) => line.role === 'introduction') ?? [];
    const frames = page?.photos.map((photo) => photo.frame) ?? [];
    expect(display.length).toBeGreaterThan(0);
    // Page 1's header has a row of the grid's height since decision 1068: stacked, the introduction on its comfortable measure (it ran as one 211 mm line before decision 1066).
    for (const line of body) expect(line.width).toBeLessThanOrEqual(90 * MM + 0.01);
    expect(Math.min(...display.map(left))).toBeGreaterThanOrEqual(Math.min(...frames.map((frame) => frame.x)) - 0.01);
    expect(Math.max(...body.map(right))).toBeLessThanOrEqual(Math.max(...frames.map((frame) => frame.x + frame.width)) + 0.01);
    // In the header of decision 1063, stacked, the title had to shrink to 17.5 pt to leave the introduction room.
    expect(display.find((line) => line.role === 'title')?.size ?? 0).toBeGreaterThan(20);
  });

  it('puts the introduction in the text face chain, not the catalogue font', () => {
    const settings = { ...DEFAULT_CATALOG_SETTINGS, font: 'Playfair Display' as const };
    expect(textFace(settings, texts, photos)).toBe('Lora');
    expect(textFaceStrings({ settings, texts, photos })).toContain(texts.introduction);
    expect(printedStrings({ settings, texts, photos })).not.toContain(texts.introduction);
    // A text face sets its own introduction: one chain, one face.
    const inter = { ...settings, font: 'Inter' as const };
    expect(textFace(inter, texts, photos)).toBeUndefined();
    expect(printedStrings({ settings: inter, texts, photos })).toContain(texts.introduction);
  });

  it('embeds Lora beside Playfair Display in a catalogue without captions, and prints the introduction in it', async () => {
    const files = await Promise.all([0, 1].map(async (i) => ({ name: `foto-${i}.jpg`, bytes: await makeJpeg({ width: 300, height: 450, seed: 90 + i }) })));
    const built = await buildCatalog(files, { language: 'Italiano', font: 'Playfair Display' }, '');
    const names = (await pdfFonts(built.path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort();
    expect(names).toEqual(['Lora-Regular', 'PlayfairDisplay-Regular']);
    expect((await pdfText(built.path)).replace(/-\n/g, '').replace(/\s+/g, ' ')).toContain(built.texts.introduction);
  });
});
