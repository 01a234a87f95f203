/** Issue 26.1 and 26.2 read off the PDF: photos cropped around their focal point, and the full-page cover. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { effectivePpi, frameRatioFor, prepareTargetFor, sharpnessTargets } from '../../../src/catalog/index.js';
import { layoutPages } from '../../../src/catalog/layout/pages.js';
import { makeBandedJpeg, makeJpeg } from '../../fixtures/photos.js';
import { randomSource } from '../../fixtures/seeded-random.js';
import { buildCatalog } from './build-catalog.js';
import { pdfImages, pdfWords, renderPage } from './poppler.js';

const run = promisify(execFile);

/** The busiest backdrop a title could land on: blocks of saturated colours, dark and light, at random. */
async function busyJpeg(width: number, height: number): Promise<Buffer> {
  const random = randomSource(7);
  const block = 16;
  const pixels = Buffer.alloc(width * height * 3);
  for (let top = 0; top < height; top += block) {
    for (let left = 0; left < width; left += block) {
      // One channel full, one empty, one anywhere: always a saturated colour.
      const channels = [255, 0, Math.round(random() * 255)].sort(() => random() - 0.5);
      for (let y = top; y < Math.min(height, top + block); y++) for (let x = left; x < Math.min(width, left + block); x++) pixels.set(channels, (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

const LANDSCAPE_SIX = { orientation: 'landscape', imagesPerPage: 6, photoFit: 'fill' } as const;

describe('photos that fill their cells (issue 26.1)', () => {
  it('keeps each photo’s focal point in view, clipped to a frame the same size in every cell', async () => {
    const bytes = await makeBandedJpeg(900, 1600);
    const photos = [0, 1, 2].map((index) => ({ name: `0${index}.jpg`, bytes }));
    // Wide 3:2 frames (issue 35.1) over tall photos: most of each photo is cropped away.
    const built = await buildCatalog(photos, { ...LANDSCAPE_SIX, frameRatio: '3:2' }, 'Atelier Prova', { captions: [{ focus: [0.5, 0.05] }, { focus: [0.5, 0.95] }, undefined] });
    const sizes = [0, 1, 2].map(() => ({ width: 900, height: 1600 }));
    const [page] = layoutPages(sizes, { orientation: 'landscape', imagesPerPage: 6, fill: true, frame: { ratio: frameRatioFor('3:2', sizes) ?? 1, captions: false } });
    const frames = page?.placements.map((placement) => placement.frame) ?? [];
    expect(frames).toHaveLength(3);
    const rendered = await renderPage(built.path, 1, 72);
    const centre = (index: number) => {
      const frame = frames[index];
      if (!frame) throw new Error('no frame');
      return rendered.pixelAt(frame.x + frame.width / 2, frame.y + frame.height / 2);
    };
    expect(centre(0)).toMatchObject({ r: expect.toSatisfy((r: number) => r > 180), b: expect.toSatisfy((b: number) => b < 80) });
    expect(centre(1)).toMatchObject({ r: expect.toSatisfy((r: number) => r < 80), b: expect.toSatisfy((b: number) => b > 180) });
    // Without a focal point a portrait photo loses its height from the top and keeps 97 % of it (decision 1103): here its
    // lower part shows, where a crop two fifths from the top showed its grey middle (decision 1077).
    expect(centre(2)).toMatchObject({ r: expect.toSatisfy((r: number) => r < 80), b: expect.toSatisfy((b: number) => b > 180) });
    // The photo is drawn taller than its frame; nothing of it shows above or below the frame: white
    // paper 1.5 pt out, in Classico's passe-partout, whose keyline stands 3.5 pt out (decision 1085).
    for (const frame of frames) {
      expect(rendered.pixelAt(frame.x + frame.width / 2, frame.y - 1.5)).toEqual({ r: 255, g: 255, b: 255 });
      expect(rendered.pixelAt(frame.x + frame.width / 2, frame.y + frame.height + 1.5)).toEqual({ r: 255, g: 255, b: 255 });
      expect(frame.width).toBeCloseTo(frames[0]?.width ?? 0, 6);
      expect(frame.height).toBeCloseTo(frames[0]?.height ?? 0, 6);
    }
  });

  it('prints a small photo at the ppi the warning gives: the crop’s enlargement is counted', async () => {
    const bytes = await makeJpeg({ width: 240, height: 320, seed: 3 });
    // Seven photos: three on the first page, under its header, four on the second, all in the grid's frames (decision 1068).
    const built = await buildCatalog(Array.from({ length: 7 }, (_, i) => ({ name: `piccola-${i}.jpg`, bytes })), { ...LANDSCAPE_SIX, frameRatio: '1:1' });
    // Judged in the frame the photo prints in (a square, issue 35.1), in the cells of the pages after the first.
    const [target] = sharpnessTargets({ ...LANDSCAPE_SIX, frameRatio: '1:1' }, Array.from({ length: 7 }, () => ({ width: 240, height: 320 })));
    if (!target) throw new Error('a target per photo');
    const warned = effectivePpi(240, 320, target);
    const images = await pdfImages(built.path);
    // poppler measures the pixels over the inches the whole image is drawn at, crop included.
    for (const image of images.filter((row) => row.page === 2)) expect(Math.abs(image.xPpi - warned)).toBeLessThanOrEqual(1);
    // On the first page, in its smaller cells, the photo prints sharper than the warning says: never softer.
    for (const image of images.filter((row) => row.page === 1)) expect(image.xPpi).toBeGreaterThanOrEqual(warned - 1);
    expect(warned).toBeLessThan(effectivePpi(240, 320, prepareTargetFor({ ...LANDSCAPE_SIX, photoFit: 'fit' })));
  });

  it('judges a photo on a page of its own at that page, the ppi it prints at (decision 1041)', async () => {
    const bytes = await makeJpeg({ width: 600, height: 900, seed: 5 });
    const gallery = { orientation: 'portrait', imagesPerPage: 4, look: 'gallery', photoFit: 'fill', onePerPage: true } as const;
    const built = await buildCatalog([{ name: 'piccola.jpg', bytes }], gallery);
    // A cell of a full grid page: four photos (one alone prints larger, decision 1068).
    const four = Array.from({ length: 4 }, () => ({ width: 600, height: 900 }));
    const [page, cell] = [sharpnessTargets(gallery, [{ width: 600, height: 900 }]), sharpnessTargets({ ...gallery, onePerPage: false }, four)].map(([target]) => {
      if (!target) throw new Error('a target per photo');
      return effectivePpi(600, 900, target);
    });
    const [image, ...others] = await pdfImages(built.path);
    expect(others).toEqual([]);
    expect(Math.abs((image?.xPpi ?? 0) - (page ?? 0))).toBeLessThanOrEqual(1);
    // Judged as a cell it would look twice as sharp as it prints.
    expect(cell).toBeGreaterThan(1.5 * (page ?? Infinity));
  });
});

describe('photos prepared for the cell they land in (decisions 0995, 0996)', () => {
  it.each([
    { orientation: 'portrait', imagesPerPage: 4 },
    { orientation: 'landscape', imagesPerPage: 9 },
  ] as const)('print at the 300 ppi ceiling and never above it, on the first page and the next, in 2:3 frames ($orientation, $imagesPerPage)', async (format) => {
    // Camera-sized 2:3 photos, far above 300 ppi anywhere: each is scaled to its own frame's ceiling.
    const bytes = await makeJpeg({ width: 2000, height: 3000, seed: 11 });
    const photos = Array.from({ length: format.imagesPerPage + 2 }, (_, i) => ({ name: `alta-${i}.jpg`, bytes }));
    const built = await buildCatalog(photos, { ...format, photoFit: 'fill' });
    const images = await pdfImages(built.path);
    expect(new Set(images.map((image) => image.page))).toEqual(new Set([1, 2]));
    for (const image of images) {
      expect(Math.max(image.xPpi, image.yPpi), `page ${image.page}`).toBeLessThanOrEqual(300);
      expect(Math.max(image.xPpi, image.yPpi), `page ${image.page}`).toBeGreaterThanOrEqual(299);
    }
  });
});

describe('the full-page cover (issue 26.2)', () => {
  it('covers the page edge to edge and sets the title on an opaque panel, legible over a busy photo', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vetrina-full-cover-'));
    await writeFile(join(folder, 'busy.jpg'), await busyJpeg(2400, 1800));
    const output = join(folder, 'catalogo.pdf');
    await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', folder, '-o', output, '--title', 'Collezione Inverno', '--subtitle', 'Cappotti', '--cover', join(folder, 'busy.jpg'), '--cover-style', 'pagina']);
    const rendered = await renderPage(output, 1, 72);
    const white = (pixel: { r: number; g: number; b: number }) => pixel.r > 245 && pixel.g > 245 && pixel.b > 245;
    // Photo, not paper, in each corner of the page.
    for (const [x, y] of [
      [1, 1],
      [594, 1],
      [1, 840],
      [594, 840],
    ] as const) {
      expect(white(rendered.pixelAt(x, y))).toBe(false);
    }
    // Under each title word, only paper and ink: every pixel neutral (the photo is colourful), the
    // lightest the panel's white and the darkest the ink's.
    const words = (await pdfWords(output, 1)).filter((word) => ['Collezione', 'Inverno'].includes(word.text));
    expect(words).toHaveLength(2);
    const detailed = await renderPage(output, 1, 216);
    for (const word of words) {
      const luminances: number[] = [];
      for (let x = word.xMin; x <= word.xMax; x += 0.5) {
        for (let y = word.yMin; y <= word.yMax; y += 0.5) {
          const { r, g, b } = detailed.pixelAt(x, y);
          expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(16);
          luminances.push(relativeLuminance(r, g, b));
        }
      }
      const lightest = Math.max(...luminances);
      const darkest = Math.min(...luminances);
      expect(lightest).toBeGreaterThan(0.95);
      expect((lightest + 0.05) / (darkest + 0.05)).toBeGreaterThan(7);
    }
  });
});

/** WCAG 2's relative luminance of an sRGB colour. */
function relativeLuminance(r: number, g: number, b: number): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
