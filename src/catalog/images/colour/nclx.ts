/**
 * A HEIF's nclx colour description (ITU-T H.273 code points, carried in a 'colr' box, ISO/IEC
 * 23008-12 6.5.5) turned into an ICC profile Little CMS can convert from (matrix-profile.ts). The
 * matrix coefficients and range are libheif's business (they turn YCbCr into RGB); the primaries
 * and transfer characteristics say what those RGB numbers mean. docs/decisions/0955.
 */
import { matrixProfile, type Primaries, type ToneCurve } from './matrix-profile.js';

export interface NclxColour {
  /** H.273 ColourPrimaries, TransferCharacteristics, MatrixCoefficients, VideoFullRangeFlag. */
  primaries: number;
  transfer: number;
  matrix: number;
  fullRange: boolean;
}

const D65 = [0.3127, 0.329] as const;
const ILLUMINANT_C = [0.31, 0.316] as const;
const BT709: Primaries = { red: [0.64, 0.33], green: [0.3, 0.6], blue: [0.15, 0.06], white: D65 };

/** H.273 table 2; 2 (unspecified) and codes not listed read as BT.709, which is sRGB's. */
const PRIMARIES: Readonly<Record<number, Primaries>> = {
  1: BT709,
  4: { red: [0.67, 0.33], green: [0.21, 0.71], blue: [0.14, 0.08], white: ILLUMINANT_C },
  5: { red: [0.64, 0.33], green: [0.29, 0.6], blue: [0.15, 0.06], white: D65 },
  6: { red: [0.63, 0.34], green: [0.31, 0.595], blue: [0.155, 0.07], white: D65 },
  7: { red: [0.63, 0.34], green: [0.31, 0.595], blue: [0.155, 0.07], white: D65 },
  8: { red: [0.681, 0.319], green: [0.243, 0.692], blue: [0.145, 0.049], white: ILLUMINANT_C },
  9: { red: [0.708, 0.292], green: [0.17, 0.797], blue: [0.131, 0.046], white: D65 },
  11: { red: [0.68, 0.32], green: [0.265, 0.69], blue: [0.15, 0.06], white: [0.314, 0.351] },
  12: { red: [0.68, 0.32], green: [0.265, 0.69], blue: [0.15, 0.06], white: D65 },
  22: { red: [0.63, 0.34], green: [0.295, 0.605], blue: [0.155, 0.077], white: D65 },
};

/** IEC 61966-2-1's curve (H.273 transfer 13). */
const SRGB_CURVE: ToneCurve = { g: 2.4, a: 1 / 1.055, b: 0.055 / 1.055, c: 1 / 12.92, d: 0.04045 };
const gamma = (g: number): ToneCurve => ({ g, a: 1, b: 0, c: 0, d: 0 });

/** BT.2408's reference white, 203 cd/m2, prints as paper white; brighter highlights clip. */
const REFERENCE_WHITE_NITS = 203;
const TABLE_SIZE = 1024;
const sampled = (eotf: (encoded: number) => number): ToneCurve => ({
  table: Array.from({ length: TABLE_SIZE }, (_, index) => Math.min(1, eotf(index / (TABLE_SIZE - 1)))),
});

/** SMPTE ST 2084 (H.273 transfer 16): absolute luminance, 10 000 cd/m2 at 1. */
function pq(encoded: number): number {
  const [m1, m2, c1, c2, c3] = [2610 / 16384, (2523 / 4096) * 128, 3424 / 4096, (2413 / 4096) * 32, (2392 / 4096) * 32];
  const power = encoded ** (1 / m2);
  return ((Math.max(power - c1, 0) / (c2 - c3 * power)) ** (1 / m1) * 10000) / REFERENCE_WHITE_NITS;
}

/** ARIB STD-B67 (H.273 transfer 18): the inverse OETF, then BT.2100's system gamma 1.2 of a 1000 cd/m2 display. */
function hlg(encoded: number): number {
  const [a, b, c] = [0.17883277, 0.28466892, 0.55991073];
  const scene = encoded <= 0.5 ? encoded ** 2 / 3 : (Math.exp((encoded - c) / a) + b) / 12;
  return ((scene ** 1.2) * 1000) / REFERENCE_WHITE_NITS;
}

/**
 * H.273 table 3. BT.709, BT.601 and BT.2020's transfers (1, 6, 14, 15) are camera curves with no
 * agreed display inverse: Chromium shows them with the sRGB curve, and so do we, so a photo looks
 * printed as it looked on screen. Codes not listed read as sRGB too.
 */
function toneCurve(transfer: number): ToneCurve {
  switch (transfer) {
    case 4:
      return gamma(2.2);
    case 5:
      return gamma(2.8);
    case 8:
      return gamma(1);
    case 16:
      return sampled(pq);
    case 18:
      return sampled(hlg);
    default:
      return SRGB_CURVE;
  }
}

/** The profile the description amounts to; undefined when it describes sRGB (nothing to convert). */
export function nclxProfile({ primaries, transfer }: NclxColour): Uint8Array | undefined {
  const space = PRIMARIES[primaries] ?? BT709;
  const curve = toneCurve(transfer);
  if (space === BT709 && curve === SRGB_CURVE) return undefined;
  return matrixProfile(space, curve, `nclx ${primaries}/${transfer}`);
}
