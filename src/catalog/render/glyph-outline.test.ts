import fontkit, { type Font, type Glyph } from '@cantoo/fontkit';
import type { PDFOperator } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFsFontSource } from '../../cli/fs-font-source.js';
import { glyphOutline } from './glyph-outline.js';

/** The operator's name and numbers, as its content-stream text spells them. */
function parts(operator: PDFOperator): { name: string; numbers: number[] } {
  const words = operator.toString().trim().split(/\s+/);
  return { name: words.pop() ?? '', numbers: words.map(Number) };
}

/** The box the painted path covers, its curves sampled finely. */
function paintedBox(operators: PDFOperator[]): { minX: number; minY: number; maxX: number; maxY: number } {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number) => {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  };
  let current: [number, number] = [0, 0];
  for (const operator of operators) {
    const { name, numbers } = parts(operator);
    if (name === 'm' || name === 'l') {
      current = [numbers[0] ?? 0, numbers[1] ?? 0];
      add(...current);
    } else if (name === 'c') {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0] = numbers;
      const [x0, y0] = current;
      for (let step = 1; step <= 200; step++) {
        const t = step / 200;
        const u = 1 - t;
        add(u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3, u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3);
      }
      current = [x3, y3];
    }
  }
  return box;
}

let arabic: Font;
let latin: Font;

beforeAll(async () => {
  const fonts = createFsFontSource();
  arabic = fontkit.create(Buffer.from(await fonts.load('Noto Sans Arabic', 'regular'))) as Font;
  latin = fontkit.create(Buffer.from(await fonts.load('Playfair Display', 'regular'))) as Font;
});

describe('a glyph painted as its outline', () => {
  const at = { x: 120.5, y: 640.25, scale: 26 / 1000 };

  it.each([
    ['the dot an Arabic face draws apart', () => Array.from({ length: arabic.numGlyphs }, (_, id) => arabic.getGlyph(id)).find((glyph) => glyph?.name === 'dotabovear'), () => arabic],
    ['a Latin O, with curves', () => latin.glyphsForString('O')[0], () => latin],
    ['a Latin g, with a counter', () => latin.glyphsForString('g')[0], () => latin],
  ])('covers %s exactly where the glyph stands, and is filled', (_, glyphOf, fontOf) => {
    const font = fontOf();
    const glyph = glyphOf() as Glyph;
    const scale = at.scale * (1000 / font.unitsPerEm);
    const operators = glyphOutline(font, glyph, { ...at, scale });
    const { bbox } = glyph.path;
    const painted = paintedBox(operators);
    // Hundredths of a point are the path's precision; the curve's extremes are sampled.
    expect(painted.minX).toBeCloseTo(at.x + bbox.minX * scale, 1);
    expect(painted.maxX).toBeCloseTo(at.x + bbox.maxX * scale, 1);
    expect(painted.minY).toBeCloseTo(at.y + bbox.minY * scale, 1);
    expect(painted.maxY).toBeCloseTo(at.y + bbox.maxY * scale, 1);
    expect(parts(operators[0] as PDFOperator).name).toBe('m');
    expect(parts(operators[operators.length - 1] as PDFOperator).name).toBe('f');
  });

  it('paints nothing for a glyph with no outline', () => {
    expect(glyphOutline(latin, latin.glyphsForString(' ')[0] as Glyph, at)).toEqual([]);
  });
});
