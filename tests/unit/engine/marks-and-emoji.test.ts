/**
 * Issue 26.5, decision 0961, read off the rasterised PDF: in each of the 12 catalogue fonts the
 * combining marks sit where HarfBuzz puts them (the font's own mark-to-base and mark-to-mark
 * positions, else HarfBuzz's fallback positioning; tests/fixtures/marks/harfbuzz-marks.json), and an
 * emoji is as tall as the font's capitals, standing on the baseline.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_FAMILY_NAMES, type FontFamily } from '../../../src/shared/index.js';
import { CAP_HEIGHTS, EMOJI_INK } from '../../../src/catalog/index.js';
import { openFace } from '../../../src/catalog/fonts/font-cache.js';
import { FontChain, emojiFit } from '../../../src/catalog/fonts/font-chain.js';
import { drawCentredLine } from '../../../src/catalog/render/draw-text.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { pdfText, savePdf } from './poppler.js';

const run = promisify(execFile);

/** [left, bottom, right, top] in em, y upwards. */
type Box = [number, number, number, number];

interface MarkedLetter {
  letter: string;
  /** What HarfBuzz drew as the base glyph: the letter composed when the font has it. */
  base: string;
  baseBox: Box;
  marks: { by: 'gpos' | 'fallback'; box: Box }[];
}

interface Reference {
  fonts: Record<FontFamily, MarkedLetter[]>;
}

/** 100 pt at 144 dpi: 200 pixels to the em. */
const SIZE = 100;
const DPI = 144;
const PIXELS_PER_EM = (SIZE * DPI) / 72;
const CELL = 150;
const ROW = 200;
/** A mark's ink edges within 0.02 em of HarfBuzz's: 4 pixels here, 0.2 pt at a 10-pt caption. */
const TOLERANCE = 0.02;

interface Raster {
  width: number;
  ink: (x: number, y: number) => boolean;
}

/** Every page of the PDF at `DPI`, as 'is this pixel ink'. */
async function rasterise(bytes: Uint8Array): Promise<Raster[]> {
  const folder = await mkdtemp(join(tmpdir(), 'vetrina-marks-'));
  await run('pdftoppm', ['-png', '-r', String(DPI), await savePdf(bytes), join(folder, 'page')]);
  const files = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
  return Promise.all(
    files.map(async (name) => {
      const { data, info } = await sharp(await readFile(join(folder, name))).greyscale().raw().toBuffer({ resolveWithObject: true });
      return { width: info.width, ink: (x: number, y: number) => (data[y * info.width + x] ?? 255) < 128 };
    }),
  );
}

/** The box, in pixels from the page's top left, of the pixels in the rectangle that pass. */
function pixelBox(left: number, top: number, width: number, height: number, pass: (x: number, y: number) => boolean): Box | undefined {
  let box: Box | undefined;
  for (let y = top; y < top + height; y++) {
    for (let x = left; x < left + width; x++) {
      if (!pass(x, y)) continue;
      box = box ? [Math.min(box[0], x), Math.max(box[1], y + 1), Math.max(box[2], x + 1), Math.min(box[3], y)] : [x, y + 1, x + 1, y];
    }
  }
  return box;
}

/** A pixel box (y down) as em from `origin` (its base letter's ink box's left and top), y up. */
function inEm(box: Box, origin: Box): Box {
  const scale = (value: number) => value / PIXELS_PER_EM;
  return [scale(box[0] - origin[0]), scale(origin[3] - box[1]), scale(box[2] - origin[0]), scale(origin[3] - box[3])];
}

function union(boxes: Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  return boxes.reduce((all, box) => [Math.min(all[0], box[0]), Math.min(all[1], box[1]), Math.max(all[2], box[2]), Math.max(all[3], box[3])]);
}

function drawAt(page: PDFPage, fonts: FontChain, text: string, column: number, row: number): void {
  drawCentredLine(page, fonts, { role: 'title', text, size: SIZE, baseline: row * ROW + 130, centreX: column * CELL + CELL / 2, width: 0, colour: '#000000' });
}

let reference: Reference;

beforeAll(async () => {
  reference = JSON.parse(await readFile(new URL('../../fixtures/marks/harfbuzz-marks.json', import.meta.url), 'utf8')) as Reference;
});

describe('combining marks', () => {
  it("sit where HarfBuzz puts them in every catalogue font, above and below, stacked, on letters with and without the font's anchors", async () => {
    const doc = await PDFDocument.create();
    const source = createFsFontSource();
    for (const family of FONT_FAMILY_NAMES) {
      const letters = reference.fonts[family];
      const fonts = await FontChain.load(doc, source, family, letters.flatMap(({ letter, base }) => [letter, base]));
      const page = doc.addPage([CELL * letters.length, 2 * ROW]);
      letters.forEach(({ letter, base }, column) => {
        drawAt(page, fonts, base, column, 0);
        drawAt(page, fonts, letter, column, 1);
      });
      fonts.nameSubsets();
    }
    const pages = await rasterise(await doc.save());
    const misplaced: string[] = [];
    let compared = 0;
    FONT_FAMILY_NAMES.forEach((family, pageIndex) => {
      const raster = pages[pageIndex];
      if (!raster) throw new Error(`No page for ${family}`);
      const cell = (CELL * DPI) / 72;
      const row = (ROW * DPI) / 72;
      reference.fonts[family].forEach(({ letter, baseBox, marks }, column) => {
        if (marks.length === 0) return;
        const base = pixelBox(column * cell, 0, cell, row, raster.ink);
        // The marks are the ink the letter has and its base letter alone has not.
        const markInk = (x: number, y: number) => raster.ink(x, y + row) && !raster.ink(x, y);
        if (!base) throw new Error(`${family}: '${letter}' drew no base letter`);
        const middle = (base[1] + base[3]) / 2;
        const origin: Box = [baseBox[0], 0, 0, baseBox[3]];
        for (const side of ['above', 'below'] as const) {
          const expectedMarks = marks.map((mark) => mark.box).filter((box) => ((box[1] + box[3]) / 2 > (baseBox[1] + baseBox[3]) / 2) === (side === 'above'));
          const expected = union(expectedMarks.map((box) => [box[0] - origin[0], box[1] - origin[3], box[2] - origin[0], box[3] - origin[3]]));
          const drawn = pixelBox(column * cell, side === 'above' ? 0 : Math.ceil(middle), cell, side === 'above' ? Math.floor(middle) : row - Math.ceil(middle), markInk);
          if (!expected && !drawn) continue;
          const measured = drawn && inEm(drawn, base);
          const off = expected && measured ? Math.max(...expected.map((edge, index) => Math.abs(edge - (measured[index] ?? Number.NaN)))) : Number.POSITIVE_INFINITY;
          compared++;
          if (!(off <= TOLERANCE)) misplaced.push(`${family} '${letter}' ${side}: ${off.toFixed(3)} em off (${JSON.stringify(expected)} against ${JSON.stringify(measured)})`);
        }
      });
    });
    expect(misplaced).toEqual([]);
    expect(compared).toBeGreaterThan(80);
  }, 60_000);
});

describe('marked letters in the PDF text', () => {
  it('copy out as typed in every catalogue font, however many marks a letter has and whichever face drew them', async () => {
    const line = `${reference.fonts.Lora.map(({ letter }) => letter).join(' ')} \u1ecd`;
    const doc = await PDFDocument.create();
    const source = createFsFontSource();
    for (const family of FONT_FAMILY_NAMES) {
      const fonts = await FontChain.load(doc, source, family, [line]);
      drawCentredLine(doc.addPage([500, 60]), fonts, { role: 'title', text: line, size: 24, baseline: 40, centreX: 250, width: 0, colour: '#000000' });
      fonts.nameSubsets();
    }
    const path = await savePdf(await doc.save());
    const copied = await Promise.all(FONT_FAMILY_NAMES.map(async (family, index) => `${family}: ${(await pdfText(path, index + 1)).trim().normalize('NFC')}`));
    expect(copied).toEqual(FONT_FAMILY_NAMES.map((family) => `${family}: ${line.normalize('NFC')}`));
  });
});

describe('emoji', () => {
  it("are as tall as the font's capitals and stand on the baseline, in every catalogue font", async () => {
    const doc = await PDFDocument.create();
    const source = createFsFontSource();
    const samples = ['H', '😀', '👗', '❤️'];
    for (const family of FONT_FAMILY_NAMES) {
      const fonts = await FontChain.load(doc, source, family, samples);
      const page = doc.addPage([CELL * samples.length, ROW]);
      samples.forEach((text, column) => drawAt(page, fonts, text, column, 0));
      fonts.nameSubsets();
    }
    const pages = await rasterise(await doc.save());
    const wrong: string[] = [];
    FONT_FAMILY_NAMES.forEach((family, pageIndex) => {
      const raster = pages[pageIndex];
      if (!raster) throw new Error(`No page for ${family}`);
      const cell = (CELL * DPI) / 72;
      const [capital, ...emoji] = samples.map((_, column) => pixelBox(column * cell, 0, cell, (ROW * DPI) / 72, raster.ink));
      if (!capital) throw new Error(`${family}: no capital drawn`);
      const capHeight = capital[1] - capital[3];
      emoji.forEach((box, index) => {
        const name = samples[index + 1];
        if (!box) return void wrong.push(`${family} ${name}: not drawn`);
        const ratio = (box[1] - box[3]) / capHeight;
        const drop = (box[1] - capital[1]) / PIXELS_PER_EM;
        if (Math.abs(ratio - 1) > 0.04 || Math.abs(drop) > 0.02) wrong.push(`${family} ${name}: ${ratio.toFixed(3)} cap heights tall, ${drop.toFixed(3)} em under the baseline`);
      });
    });
    expect(wrong).toEqual([]);
  }, 60_000);

  it('are measured as they are drawn: the line is as wide as its glyphs', async () => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', ['Abito 👗 nuovo']);
    const runs = fonts.shape('Abito 👗 nuovo');
    const emoji = runs.find((each) => each.face.family === 'Noto Emoji');
    expect(emoji?.scale).toBeLessThan(0.75);
    const drawn = runs.reduce((sum, each) => sum + (each.positions.reduce((width, position) => width + position.xAdvance, 0) * each.scale) / each.face.font.unitsPerEm, 0);
    expect(fonts.widthOf('Abito 👗 nuovo', 10)).toBeCloseTo(drawn * 10, 6);
  });

  it("gives the preview the fonts' own figures: each cap height, and the emoji face's picture", async () => {
    const source = createFsFontSource();
    const emoji = openFace(await source.load('Noto Emoji', 'regular'), 'Noto Emoji');
    for (const family of FONT_FAMILY_NAMES) {
      const font = openFace(await source.load(family, 'regular'), family);
      expect(CAP_HEIGHTS[family], family).toBeCloseTo(font.capHeight / font.unitsPerEm, 4);
      // The engine's scale is the preview's, for a browser emoji as tall as Noto Emoji's.
      expect(emojiFit(font, emoji).scale, family).toBeCloseTo(CAP_HEIGHTS[family] / EMOJI_INK.height, 3);
    }
    const fit = emojiFit(openFace(await source.load('Lora', 'regular'), 'Lora'), emoji);
    expect(fit.rise / emoji.unitsPerEm).toBeCloseTo(EMOJI_INK.depth, 3);
  });
});
