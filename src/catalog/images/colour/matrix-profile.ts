/**
 * A display profile written from its definition (ICC.1:2022, matrix/TRC): three primaries and a
 * white point, and one tone curve for the three channels. This is what a HEIF's nclx description
 * amounts to (nclx.ts); Little CMS reads the bytes like any embedded profile and does the
 * converting. lcms-wasm exports no cmsCreateRGBProfile, so the bytes are written here.
 */

export type Chromaticity = readonly [x: number, y: number];

export interface Primaries {
  red: Chromaticity;
  green: Chromaticity;
  blue: Chromaticity;
  white: Chromaticity;
}

/**
 * A tone curve from encoded value to linear light: ICC parametric function type 3,
 * Y = (aX + b)^g for X >= d and Y = cX below (a pure gamma is a = 1, b = c = d = 0), or a table
 * sampled evenly over 0..1 for the curves no parametric function holds (PQ, HLG).
 */
export type ToneCurve = { g: number; a: number; b: number; c: number; d: number } | { table: readonly number[] };

/** The PCS illuminant: colorants are stored adapted to it. */
const D50 = [0.9642, 1, 0.8249] as const;
/** Bradford's cone response matrix, the adaptation ICC.1 annex E recommends (and lcms uses). */
const BRADFORD = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
] as const;

type Matrix = readonly (readonly number[])[];
type Vector = readonly number[];

const at = (matrix: Matrix, row: number, column: number) => matrix[row]?.[column] ?? 0;
const times = (matrix: Matrix, vector: Vector): number[] => [0, 1, 2].map((row) => [0, 1, 2].reduce((sum, k) => sum + at(matrix, row, k) * (vector[k] ?? 0), 0));
const product = (left: Matrix, right: Matrix): number[][] => [0, 1, 2].map((row) => [0, 1, 2].map((column) => [0, 1, 2].reduce((sum, k) => sum + at(left, row, k) * at(right, k, column), 0)));

function inverse(m: Matrix): number[][] {
  const cofactor = (row: number, column: number) => {
    const [r1, r2] = [0, 1, 2].filter((r) => r !== row) as [number, number];
    const [c1, c2] = [0, 1, 2].filter((c) => c !== column) as [number, number];
    return (at(m, r1, c1) * at(m, r2, c2) - at(m, r1, c2) * at(m, r2, c1)) * ((row + column) % 2 === 0 ? 1 : -1);
  };
  const determinant = [0, 1, 2].reduce((sum, column) => sum + at(m, 0, column) * cofactor(0, column), 0);
  return [0, 1, 2].map((row) => [0, 1, 2].map((column) => cofactor(column, row) / determinant));
}

const xyzOf = ([x, y]: Chromaticity): number[] => [x / y, 1, (1 - x - y) / y];

/** The colorants (columns: red, green, blue) adapted from the white point to D50. */
function d50Colorants({ red, green, blue, white }: Primaries): number[][] {
  const primaries = [xyzOf(red), xyzOf(green), xyzOf(blue)];
  const columns = [0, 1, 2].map((row) => primaries.map((primary) => primary[row] ?? 0));
  const scale = times(inverse(columns), xyzOf(white));
  const toXyz = columns.map((row) => row.map((value, column) => value * (scale[column] ?? 0)));
  const source = times(BRADFORD, xyzOf(white));
  const target = times(BRADFORD, D50);
  const gain = [0, 1, 2].map((row) => [0, 1, 2].map((column) => (row === column ? (target[row] ?? 0) / (source[row] ?? 1) : 0)));
  return product(product(inverse(BRADFORD), product(gain, BRADFORD)), toXyz);
}

const s15Fixed16 = (value: number) => Math.round(value * 65536);

function tag(signature: string, length: number, write: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  [...signature].forEach((character, index) => view.setUint8(index, character.charCodeAt(0)));
  write(view);
  return bytes;
}

const xyzTag = (xyz: Vector) => tag('XYZ ', 20, (view) => xyz.forEach((value, index) => view.setInt32(8 + index * 4, s15Fixed16(value))));

function curveTag(curve: ToneCurve): Uint8Array {
  if ('table' in curve) {
    return tag('curv', 12 + curve.table.length * 2, (view) => {
      view.setUint32(8, curve.table.length);
      curve.table.forEach((value, index) => view.setUint16(12 + index * 2, Math.round(Math.min(1, Math.max(0, value)) * 65535)));
    });
  }
  return tag('para', 32, (view) => {
    view.setUint16(8, 3);
    [curve.g, curve.a, curve.b, curve.c, curve.d].forEach((value, index) => view.setInt32(12 + index * 4, s15Fixed16(value)));
  });
}

/** 'mluc' with one English record: v4 asks for a description, lcms does not need one. */
function descriptionTag(text: string): Uint8Array {
  return tag('mluc', 28 + text.length * 2, (view) => {
    view.setUint32(8, 1);
    view.setUint32(12, 12);
    view.setUint16(16, 0x656e); // 'en'
    view.setUint16(18, 0x5553); // 'US'
    view.setUint32(20, text.length * 2);
    view.setUint32(24, 28);
    [...text].forEach((character, index) => view.setUint16(28 + index * 2, character.charCodeAt(0)));
  });
}

/** An ICC v4.3 RGB display profile for the primaries and curve. */
export function matrixProfile(primaries: Primaries, curve: ToneCurve, description: string): Uint8Array {
  const colorants = d50Colorants(primaries);
  const column = (index: number) => colorants.map((row) => row[index] ?? 0);
  const trc = curveTag(curve);
  const tags: [string, Uint8Array][] = [
    ['desc', descriptionTag(description)],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(column(0))],
    ['gXYZ', xyzTag(column(1))],
    ['bXYZ', xyzTag(column(2))],
    ['rTRC', trc],
    ['gTRC', trc],
    ['bTRC', trc],
  ];
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const tableEnd = 128 + 4 + tags.length * 12;
  const size = tags.reduce((end, [, body]) => end + padded(body.length), tableEnd);
  const profile = new Uint8Array(size);
  const view = new DataView(profile.buffer);
  const ascii = (text: string, offset: number) => [...text].forEach((character, index) => view.setUint8(offset + index, character.charCodeAt(0)));
  view.setUint32(0, size);
  view.setUint32(8, 0x04300000);
  ascii('mntrRGB XYZ ', 12);
  ascii('acsp', 36);
  D50.forEach((value, index) => view.setInt32(68 + index * 4, s15Fixed16(value)));
  view.setUint32(128, tags.length);
  let offset = tableEnd;
  tags.forEach(([signature, body], index) => {
    ascii(signature, 132 + index * 12);
    view.setUint32(136 + index * 12, offset);
    view.setUint32(140 + index * 12, body.length);
    profile.set(body, offset);
    offset += padded(body.length);
  });
  return profile;
}
