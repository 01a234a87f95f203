/**
 * The catalogue as a reader gets it: real photos prepared by sharp, rendered by the engine, read
 * back with qpdf and poppler.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, FONT_FAMILY_NAMES, LANGUAGE_CODES, captionFamily, languageInfo, type FontFamily, type LanguageCode } from '../../../src/shared/index.js';
import { fallbackChain, renderCatalog } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { extractImages, pdfFonts, pdfImages, pdfInfo, pdfLanguage, pdfText, qpdfCheck } from './poppler.js';

const A4 = { short: 595.276, long: 841.89 };

let smallPhotos: { name: string; bytes: Buffer }[] = [];

beforeAll(async () => {
  smallPhotos = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      name: `foto-${i + 1}.jpg`,
      bytes: await makeJpeg(i % 2 ? { width: 300, height: 400, seed: i } : { width: 400, height: 300, seed: i }),
    })),
  );
});

/** pdftotext breaks wrapped lines; Japanese has no spaces to break at, so compare without any. */
function normalise(text: string, language: LanguageCode): string {
  return language === 'Giapponese' ? text.replace(/\s+/g, '') : text.replace(/\s+/g, ' ').trim();
}

describe('document', () => {
  it('reports progress photo by photo', async () => {
    const catalog = await buildCatalog(smallPhotos.slice(0, 3));
    const steps: [number, number][] = [];
    await renderCatalog({
      settings: { ...DEFAULT_CATALOG_SETTINGS },
      texts: catalog.texts,
      photos: catalog.prepared,
      author: '',
      fonts: createFsFontSource(),
      onProgress: (done, total) => steps.push([done, total]),
    });
    expect(steps).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('still makes a valid one-page PDF without photos', async () => {
    const catalog = await buildCatalog([]);
    await expect(qpdfCheck(catalog.path)).resolves.toContain('No syntax or stream encoding errors');
    expect((await pdfInfo(catalog.path)).Pages).toBe('1');
  });

  it('passes qpdf --check and carries the metadata', async () => {
    const catalog = await buildCatalog(smallPhotos.slice(0, 5), { language: 'Italiano', title: 'Primavera 2026' }, 'Atelier Rossi S.r.l.');
    await expect(qpdfCheck(catalog.path)).resolves.toContain('No syntax or stream encoding errors');
    const info = await pdfInfo(catalog.path);
    expect(info.Title).toBe('Primavera 2026');
    expect(info.Author).toBe('Atelier Rossi S.r.l.');
    expect(info.Creator).toBe('Vetrina');
    expect(await pdfLanguage(catalog.path)).toBe('it');
  });

  it.each([
    { orientation: 'portrait', imagesPerPage: 4 },
    { orientation: 'portrait', imagesPerPage: 6 },
    { orientation: 'landscape', imagesPerPage: 6 },
    { orientation: 'landscape', imagesPerPage: 9 },
  ] as const)('has two A4 pages in $orientation for one photo more than $imagesPerPage, page 1 the grid\'s rows under its header', async (layout) => {
    const count = layout.imagesPerPage + 1;
    const catalog = await buildCatalog(smallPhotos.slice(0, count), layout);
    const info = await pdfInfo(catalog.path);
    expect(Number(info.Pages)).toBe(2);
    const [width, height] = (info['Page size'] ?? '').split(/\s+x\s+|\s+/).map(Number);
    const expected = layout.orientation === 'portrait' ? [A4.short, A4.long] : [A4.long, A4.short];
    expect(width).toBeCloseTo(expected[0] ?? 0, 1);
    expect(height).toBeCloseTo(expected[1] ?? 0, 1);
    const images = await pdfImages(catalog.path);
    // Page 1 holds the grid's rows under its header (all of them where short rows leave the header room), page 2 the rest (decision 1068).
    const [first, second] = [1, 2].map((page) => images.filter((image) => image.page === page).length);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(layout.imagesPerPage);
    expect(second).toBe(count - (first ?? 0));
    expect(second).toBeLessThanOrEqual(layout.imagesPerPage);
  });
});

/** Each language with a font that needs a fallback for it, where one exists. */
const LANGUAGE_FONTS: Record<LanguageCode, FontFamily> = {
  Inglese: 'Playfair Display',
  Spagnolo: 'Cormorant Garamond',
  Francese: 'Libre Baskerville',
  Tedesco: 'Crimson Text',
  Portoghese: 'Poppins',
  Italiano: 'Montserrat',
  Olandese: 'Outfit',
  Russo: 'DM Sans',
  Giapponese: 'Space Grotesk',
};

describe('text in all 9 languages', () => {
  it.each(LANGUAGE_CODES)('prints the %s texts so that pdftotext gives them back exactly', async (language) => {
    const font = LANGUAGE_FONTS[language];
    const catalog = await buildCatalog(smallPhotos.slice(0, 5), { language, font });
    const page1 = normalise(await pdfText(catalog.path, 1), language);
    const page2 = normalise(await pdfText(catalog.path, 2), language);
    for (const text of Object.values(catalog.texts)) expect(page1).toContain(normalise(text, language));
    expect(page2).toContain(normalise(catalog.texts.footer, language));
    expect(await pdfLanguage(catalog.path)).toBe(languageInfo(language).iso);

    const fonts = await pdfFonts(catalog.path);
    // The introduction of a display face is set in its text face, with that face's own fallbacks (decision 1063).
    const faces = [...new Set([font, captionFamily(font)])];
    const allowed = faces.flatMap((face) => [face, ...fallbackChain(face).map((fallback) => fallback.family)]).map((family) => family.replace(/ /g, ''));
    expect(fonts.length).toBeGreaterThan(0);
    for (const row of fonts) {
      expect(row.embedded).toBe(true);
      expect(row.subset).toBe(true);
      expect(allowed).toContain(row.name.replace(/^[A-Z]{6}\+/, '').replace(/-Regular$/, ''));
    }
    expect(fonts.map((row) => row.name)).toEqual(expect.arrayContaining([expect.stringContaining(font.replace(/ /g, ''))]));
    if (language === 'Giapponese') expect(fonts.map((row) => row.name).join()).toContain('NotoSansJP');
  });

  it('prints an accent typed as a combining mark together with its letter', async () => {
    const catalog = await buildCatalog(smallPhotos.slice(0, 1), { language: 'Francese', font: 'Outfit', title: 'Cafe\u0301 de Flore' });
    expect(await pdfText(catalog.path, 1)).toContain('Café de Flore');
  });

  it('needs no fallback when the chosen font covers the language', async () => {
    const catalog = await buildCatalog(smallPhotos.slice(0, 1), { language: 'Russo', font: 'Lora' });
    expect((await pdfFonts(catalog.path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['Lora-Regular']);
  });

  it('names each glyph set with its own subset tag: another text, another tag; the same text, the same tag (issue 11.7)', async () => {
    const tagsOf = async (title: string) =>
      (await pdfFonts((await buildCatalog(smallPhotos.slice(0, 1), { font: 'Playfair Display', title })).path)).map((row) => row.name);
    const [spring, winter, springAgain] = [await tagsOf('Primavera'), await tagsOf('Inverno nel bosco'), await tagsOf('Primavera')];
    expect(spring.some((name) => /^[A-Z]{6}\+PlayfairDisplay-Regular$/.test(name))).toBe(true);
    // The title is Playfair's; the introduction, the same in both, is in Lora (decision 1063) and keeps its tag.
    expect(winter.filter((name) => spring.includes(name) && name.includes('Playfair'))).toEqual([]);
    expect(springAgain).toEqual(spring);
  });

  it.each(FONT_FAMILY_NAMES)('embeds %s as a subset with a Cyrillic fallback only when it lacks Cyrillic', async (font) => {
    const catalog = await buildCatalog(smallPhotos.slice(0, 1), { language: 'Russo', font, footer: 'Каталог · Milano' });
    const text = normalise(await pdfText(catalog.path), 'Russo');
    expect(text).toContain('Каталог · Milano');
    expect(text).toContain(normalise(catalog.texts.introduction, 'Russo'));
    const fonts = await pdfFonts(catalog.path);
    expect(fonts.every((row) => row.embedded && row.subset)).toBe(true);
  });
});

describe('photos in the PDF', () => {
  it('holds one image per photo at no more than 300 ppi', async () => {
    const large = await Promise.all([
      makeJpeg({ width: 2400, height: 1800, seed: 3 }),
      makeJpeg({ width: 1500, height: 2000, seed: 4 }),
    ]);
    const photos = [...large.map((bytes, i) => ({ name: `grande-${i}.jpg`, bytes })), ...smallPhotos.slice(0, 3)];
    const catalog = await buildCatalog(photos, { imagesPerPage: 4 });
    const images = await pdfImages(catalog.path);
    expect(images).toHaveLength(photos.length);
    for (const image of images) {
      expect(image.xPpi).toBeLessThanOrEqual(300);
      expect(image.yPpi).toBeLessThanOrEqual(300);
    }
    // The large photos were scaled to the ceiling, not below it.
    expect(Math.max(...images.map((image) => image.xPpi))).toBeGreaterThanOrEqual(299);
  });

  it('embeds a JPEG that already fits byte for byte', async () => {
    const catalog = await buildCatalog(smallPhotos.slice(0, 2));
    const extracted = await extractImages(catalog.path);
    expect(extracted).toHaveLength(2);
    expect(extracted[0]?.equals(smallPhotos[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(extracted[1]?.equals(smallPhotos[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });
});
