import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isHeif, readHeifHeader } from './heif-header.js';
import { readImageHeader, sniffImageFormat, uprightSize } from './image-header.js';
import { colourFixture } from '../../../tests/fixtures/colour-cards.js';

const fixture = (name: string) => readFile(new URL(`../../../tests/fixtures/heic/${name}`, import.meta.url));

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...u32(body.length + 8), ...ascii(type), ...body];
};
const fullBox = (type: string, ...content: number[][]) => box(type, [0, 0, 0, 0], ...content);
const ftyp = (brand: string) => box('ftyp', ascii(brand), u32(0), ascii('mif1'));

/** A HEIF header with item 1 primary, its size, and the given transform properties. */
function heifWith(width: number, height: number, transforms: number[][]): Uint8Array {
  const properties = [fullBox('ispe', u32(width), u32(height)), ...transforms];
  const associations = properties.map((_, index) => 0x80 | (index + 1));
  const ipma = fullBox('ipma', u32(1), [0, 1, associations.length, ...associations]);
  const meta = fullBox('meta', fullBox('pitm', [0, 1]), box('iprp', box('ipco', ...properties), ipma));
  return new Uint8Array([...ftyp('heic'), ...meta]);
}
const irot = (quarterTurns: number) => box('irot', [quarterTurns]);
const imir = (axis: number) => box('imir', [axis]);

describe('HEIC detection and header', () => {
  it('knows HEIF stills by the ftyp brand, whatever the file is called', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1']) {
      expect(isHeif(new Uint8Array(ftyp(brand)))).toBe(true);
      expect(sniffImageFormat(new Uint8Array(ftyp(brand)))).toBe('heic');
    }
    // AVIF and MP4 share the box structure but are not HEVC stills.
    for (const brand of ['avif', 'isom', 'qt  ']) expect(sniffImageFormat(new Uint8Array(ftyp(brand)))).toBeUndefined();
    expect(isHeif(new Uint8Array(ascii('ftypheic')))).toBe(false);
  });

  it('reads the size and no rotation of a real upright HEIC', async () => {
    const header = readImageHeader(await fixture('upright.heic'));
    expect(header).toEqual({ format: 'heic', width: 480, height: 360, orientation: 1 });
  });

  it("reads an iPhone-style portrait HEIC: stored sideways, turned upright by 'irot'", async () => {
    const header = readImageHeader(await fixture('rotated.heic'));
    expect(header).toEqual({ format: 'heic', width: 480, height: 360, orientation: 8 });
    expect(header && uprightSize(header)).toEqual({ width: 360, height: 480 });
  });

  it("maps every 'irot' angle and 'imir' axis to the EXIF orientation that does the same", () => {
    const cases: [number[][], number][] = [
      [[], 1],
      [[irot(1)], 8],
      [[irot(2)], 3],
      [[irot(3)], 6],
      [[imir(0)], 2],
      [[imir(1)], 4],
      [[irot(1), imir(0)], 7],
      [[irot(3), imir(0)], 5],
    ];
    for (const [transforms, orientation] of cases) {
      expect(readHeifHeader(heifWith(4032, 3024, transforms))).toEqual({ width: 4032, height: 3024, orientation });
    }
  });

  it('gives up when the meta box is cut short or has no size', async () => {
    const bytes = await fixture('rotated.heic');
    expect(readImageHeader(bytes.subarray(0, 200))).toBeUndefined();
    expect(readHeifHeader(heifWith(0, 0, []))).toBeUndefined();
    expect(readHeifHeader(new Uint8Array(ftyp('heic')))).toBeUndefined();
  });

  it("reads the primary image's 'colr': an ICC profile, nclx codes, or nothing (sRGB)", async () => {
    const icc = readHeifHeader(colourFixture('p3-icc.heic'))?.colour;
    expect(icc && 'icc' in icc && Buffer.from(icc.icc).equals(colourFixture('display-p3.icc'))).toBe(true);
    expect(readHeifHeader(colourFixture('bt2020-nclx.heic'))?.colour).toEqual({ nclx: { primaries: 9, transfer: 13, matrix: 6, fullRange: true } });
    expect(readHeifHeader(await fixture('upright.heic'))?.colour).toBeUndefined();
  });
});
