/**
 * The beyond issue's extras in real PDFs, read back with poppler and qpdf: captions, the logo, the
 * accent colour, the 'Web' quality, the size estimate, and the PDF drawn exactly as described.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings, type PhotoCaption } from '../../../src/shared/index.js';
import { describePages, estimatePdfBytes, loadTextMetrics, printedStrings, type PageDescription } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { makeJpeg, makePng } from '../../fixtures/photos.js';
import { buildCatalog, type BuiltCatalog, type CatalogExtras } from './build-catalog.js';
import { imagePlacements, pdfFonts, pdfImages, pdfText, pdfWords, renderPage } from './poppler.js';

const CAPTIONS: (PhotoCaption | undefined)[] = [
  { name: 'Giacca in lana vergine', sku: 'GC-014', price: 1234.5 },
  { name: 'Abito da sera', price: 890 },
  undefined,
  { sku: 'BR-220' },
  { name: 'Cappotto cammello', sku: 'CP-77', price: 59.9 },
];
const ACCENT = { hex: '#8a5a44', rgb: { r: 0x8a, g: 0x5a, b: 0x44 } };
// A footer typed: without one or a contact line only the folio prints (decision 1069).
const settings: Partial<CatalogSettings> = { language: 'Italiano', font: 'Lora', imagesPerPage: 4, orientation: 'portrait', footer: 'Atelier Prova · Milano' };

let small: { name: string; bytes: Buffer }[] = [];
let large: { name: string; bytes: Buffer }[] = [];
let logo: Buffer;
let branded: BuiltCatalog;

/** The description the renderer drew from, recomputed from what the catalogue holds. */
async function descriptionOf(catalog: BuiltCatalog, extra: Partial<CatalogSettings> & CatalogExtras = {}): Promise<PageDescription[]> {
  const full = { ...DEFAULT_CATALOG_SETTINGS, ...settings, ...extra };
  const photos = catalog.prepared.map((photo) => ({ width: photo.widthPx, height: photo.heightPx, caption: photo.caption }));
  const measure = (await loadTextMetrics(createFsFontSource(), full.font, printedStrings({ settings: full, texts: catalog.texts, photos }))).measure;
  const logoSize = catalog.logo ? { width: catalog.logo.widthPx, height: catalog.logo.heightPx } : undefined;
  return describePages({ settings: full, texts: catalog.texts, photos, logo: logoSize, accent: extra.accent, measure });
}

beforeAll(async () => {
  small = await Promise.all(
    Array.from({ length: 5 }, async (_, i) => ({
      name: `foto-${i + 1}.jpg`,
      bytes: await makeJpeg(i % 2 ? { width: 300, height: 400, seed: 20 + i } : { width: 400, height: 300, seed: 20 + i }),
    })),
  );
  large = await Promise.all(
    Array.from({ length: 4 }, async (_, i) => ({
      name: `grande-${i + 1}.jpg`,
      bytes: await makeJpeg(i % 2 ? { width: 1500, height: 2000, seed: 40 + i } : { width: 2000, height: 1500, seed: 40 + i }),
    })),
  );
  logo = await makePng({ width: 600, height: 240, seed: 9 });
  branded = await buildCatalog(small, settings, 'Atelier Prova', { captions: CAPTIONS, logo, accent: ACCENT.hex });
});

describe('captions in the PDF', () => {
  it('prints each caption under its own photo, as described', async () => {
    const pages = await descriptionOf(branded, { accent: ACCENT.hex });
    for (const page of pages) {
      const words = await pdfWords(branded.path, page.number);
      for (const photo of page.photos) {
        for (const line of photo.caption) {
          const first = line.text.split(/\s+/)[0] ?? '';
          // A line's first word may stand on its neighbours' baseline too ('€'): the one nearest where the description puts it.
          const expected = line.centreX - line.width / 2;
          const word = words.filter((w) => w.text === first && w.yMin < line.baseline && w.yMax > line.baseline).sort((a, b) => Math.abs(a.xMin - expected) - Math.abs(b.xMin - expected))[0];
          expect(word, `"${first}" on page ${page.number}`).toBeDefined();
          // Left edge where the description centres the line, and inside the photo's caption band.
          expect(word?.xMin).toBeCloseTo(expected, 0);
          const band = photo.captionBand;
          expect(band).not.toBeNull();
          expect(word?.yMin).toBeGreaterThanOrEqual((band?.y ?? 0) - 1);
          expect(word?.yMax).toBeLessThanOrEqual((band?.y ?? 0) + (band?.height ?? 0) + 1);
          expect(word?.yMin).toBeGreaterThanOrEqual(photo.frame.y + photo.frame.height);
        }
      }
    }
    const text = (await pdfText(branded.path)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Giacca in lana vergine');
    expect(text).toContain('€ 1.234,50 · GC-014');
    expect(text).toContain('€ 890');
    expect(text).toContain('€ 59,90 · CP-77');
  });

  it('writes the price the English way in English and Japanese catalogues', async () => {
    const english = await buildCatalog(small.slice(0, 1), { ...settings, language: 'Inglese' }, '', { captions: CAPTIONS.slice(0, 1) });
    expect(await pdfText(english.path)).toContain('€1,234.50 · GC-014');
    const japanese = await buildCatalog(small.slice(0, 1), { ...settings, language: 'Giapponese' }, '', { captions: [{ name: 'ウールのジャケット', price: 1234.5 }] });
    const text = await pdfText(japanese.path);
    expect(text).toContain('ウールのジャケット');
    expect(text).toContain('€1,234.50');
  });

  it('prints captions in the catalogue font, with the same fallback for what it lacks', async () => {
    expect((await pdfFonts(branded.path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['Lora-Regular']);
    const cyrillic = await buildCatalog(small.slice(0, 1), { ...settings, language: 'Inglese', font: 'DM Sans' }, '', { captions: [{ name: 'Пальто «Зима»' }] });
    expect(await pdfText(cyrillic.path)).toContain('Пальто «Зима»');
    expect((await pdfFonts(cyrillic.path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DMSans-Regular', 'NotoSans-Regular']);
  });
});

describe('the PDF drawn from the page description', () => {
  it('draws every photo and the logo exactly where the description puts them', async () => {
    const pages = await descriptionOf(branded, { accent: ACCENT.hex });
    const height = pages[0]?.size.height ?? 0;
    const drawn = await imagePlacements(branded.path, height);
    const described = pages.flatMap((page) => [
      ...(page.logo ? [{ page: page.number, ...page.logo }] : []),
      ...page.photos.map((photo) => ({ page: page.number, ...photo.frame })),
    ]);
    expect(drawn).toHaveLength(described.length);
    drawn.forEach((image, i) => {
      const expected = described[i];
      expect(image.page).toBe(expected?.page);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(image[key]).toBeCloseTo(expected?.[key] ?? NaN, 3);
    });
  });

  it('sets every header, footer and page-number line where the description puts it', async () => {
    for (const page of await descriptionOf(branded, { accent: ACCENT.hex })) {
      const words = await pdfWords(branded.path, page.number);
      expect(page.texts.length).toBeGreaterThan(page.number === 1 ? 4 : 2);
      for (const line of page.texts) {
        // A line spaced wide copies out whole, as typed (decision 1074): poppler reads it as one word.
        const first = (line.tracking ?? 0) >= 100 ? line.text : (line.text.split(/\s+/)[0] ?? '');
        // A line's first word may stand on its neighbours' baseline too ('€'): the one nearest where the description puts it.
          const expected = line.centreX - line.width / 2;
          const word = words.filter((w) => w.text === first && w.yMin < line.baseline && w.yMax > line.baseline).sort((a, b) => Math.abs(a.xMin - expected) - Math.abs(b.xMin - expected))[0];
        expect(word, `${line.role} "${first}" on page ${page.number}`).toBeDefined();
        expect(word?.xMin).toBeCloseTo(expected, 0);
      }
    }
  });
});

describe('logo and accent colour', () => {
  it('adds the logo as one more image, on page 1 only, inside the header', async () => {
    const images = await pdfImages(branded.path);
    // Five photos at 4 per page print 2 + 3 (page 1 the grid's lower row, decision 1068): the logo is page 1's third image.
    expect(images.filter((image) => image.page === 1)).toHaveLength(3);
    expect(images.filter((image) => image.page === 2)).toHaveLength(3);
    const [first] = await descriptionOf(branded, { accent: ACCENT.hex });
    const header = first?.zones.header;
    const logoFrame = first?.logo;
    expect(logoFrame && header && logoFrame.y >= header.y && logoFrame.y + logoFrame.height <= header.y + header.height).toBe(true);
  });

  it('paints the page number in the accent colour, and in the default blue without one', async () => {
    const [, second] = await descriptionOf(branded, { accent: ACCENT.hex });
    const folio = second?.texts.find((text) => text.role === 'page-number');
    if (!folio) throw new Error('a page number on page 2');
    // The figure's darkest pixel: its stroke's own colour, away from the antialiased edges.
    const sample = async (path: string) => {
      const page = await renderPage(path, 2, 600);
      let darkest = { r: 255, g: 255, b: 255 };
      for (let x = folio.centreX - folio.width / 2; x <= folio.centreX + folio.width / 2; x += 0.1) {
        for (let y = folio.baseline - folio.size * 0.7; y <= folio.baseline; y += 0.1) {
          const pixel = page.pixelAt(x, y);
          if (pixel.r + pixel.g + pixel.b < darkest.r + darkest.g + darkest.b) darkest = pixel;
        }
      }
      return darkest;
    };
    const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
      Math.abs(a.r - b.r) <= 6 && Math.abs(a.g - b.g) <= 6 && Math.abs(a.b - b.b) <= 6;
    expect(near(await sample(branded.path), ACCENT.rgb)).toBe(true);
    const plain = await buildCatalog(small, settings);
    expect(near(await sample(plain.path), { r: 0x1c, g: 0x40, b: 0x85 })).toBe(true);
  });
});

describe("'Web' quality and the size estimate", () => {
  let print: BuiltCatalog;
  let web: BuiltCatalog;

  beforeAll(async () => {
    print = await buildCatalog(large, settings);
    web = await buildCatalog(large, settings, 'Atelier Prova', { quality: 'web' });
  });

  it('keeps images at no more than 150 ppi, and the file smaller', async () => {
    const images = await pdfImages(web.path);
    expect(images).toHaveLength(large.length);
    for (const image of images) expect(Math.max(image.xPpi, image.yPpi)).toBeLessThanOrEqual(150);
    expect(Math.max(...images.map((image) => image.xPpi))).toBeGreaterThanOrEqual(149);
    expect(web.bytes.byteLength).toBeLessThan(print.bytes.byteLength * 0.5);
  });

  it.each(['stampa', 'web'] as const)('estimates the %s file within a quarter from the photos alone, and closely once they are prepared', async (quality) => {
    const catalog = quality === 'web' ? web : print;
    const full = { ...DEFAULT_CATALOG_SETTINGS, ...settings };
    const upfront = estimatePdfBytes({
      settings: full,
      quality,
      photos: [0, 1, 2, 3].map((i) => (i % 2 ? { widthPx: 1500, heightPx: 2000 } : { widthPx: 2000, heightPx: 1500 })),
    });
    const prepared = estimatePdfBytes({
      settings: full,
      quality,
      photos: catalog.prepared.map((photo) => ({ widthPx: photo.widthPx, heightPx: photo.heightPx, preparedBytes: photo.bytes.byteLength })),
    });
    const actual = catalog.bytes.byteLength;
    expect(Math.abs(upfront - actual) / actual).toBeLessThanOrEqual(0.25);
    expect(Math.abs(prepared - actual) / actual).toBeLessThanOrEqual(0.05);
  });

  it('counts the logo and the captions in the estimate', () => {
    const full = { ...DEFAULT_CATALOG_SETTINGS, ...settings };
    const estimate = estimatePdfBytes({
      settings: full,
      photos: branded.prepared.map((photo) => ({ widthPx: photo.widthPx, heightPx: photo.heightPx, preparedBytes: photo.bytes.byteLength, caption: photo.caption })),
      logo: { widthPx: branded.logo?.widthPx ?? 0, heightPx: branded.logo?.heightPx ?? 0, preparedBytes: branded.logo?.bytes.byteLength },
    });
    expect(Math.abs(estimate - branded.bytes.byteLength) / branded.bytes.byteLength).toBeLessThanOrEqual(0.1);
  });
});

describe('the size estimate of photos that stand out (decision 1041)', () => {
  it("counts a 'Pagina intera' photo and a hero at the size they print, within a quarter of the real file", async () => {
    // Larger than a full page at 300 ppi, so that every photo is prepared, not kept as it came.
    const photos = await Promise.all([0, 1, 2, 3, 4].map(async (i) => ({ name: `grande-${i}.jpg`, bytes: await makeJpeg({ width: 3000, height: 4500, seed: 70 + i }) })));
    const captions: (PhotoCaption | undefined)[] = [{ name: 'Giacca', hero: true }, undefined, { name: 'Abito', fullPage: true }, undefined, undefined];
    const filled = { ...DEFAULT_CATALOG_SETTINGS, photoFit: 'fill' as const };
    const built = await buildCatalog(photos, filled, 'Atelier Prova', { captions });
    const sized = captions.map((caption) => ({ widthPx: 3000, heightPx: 4500, ...(caption && { caption }) }));
    const estimate = estimatePdfBytes({ settings: filled, photos: sized });
    const actual = built.bytes.byteLength;
    expect(Math.abs(estimate - actual) / actual).toBeLessThanOrEqual(0.25);
    // Counted as cells, the full page and the hero would weigh far less than they print.
    const asCells = estimatePdfBytes({ settings: filled, photos: sized.map(({ widthPx, heightPx }) => ({ widthPx, heightPx, caption: { name: 'Capo' } })) });
    expect(asCells).toBeLessThan(estimate * 0.75);
  });
});

