/**
 * Decides, from a photo's header alone, what preparing it takes (DECISIONS "PDF"): refuse it when
 * it is too large, pass it through untouched when it is an upright JPEG that already fits the
 * 300 ppi ceiling and whose numbers are sRGB's, otherwise decode, turn upright and scale to the
 * fitted size. Whether an embedded profile keeps sRGB's numbers is the colour engine's answer,
 * asked only of a JPEG that carries one (docs/decisions/0955).
 */
import { LIMITS } from '../../shared/limits.js';
import { fitPixelSize } from '../layout/prepare-target.js';
import type { PrepareTarget } from '../types.js';
import { numbersAreSrgb, type LoadColourEngine } from './colour/colour-rule.js';
import type { DerivedPixels } from './heif-derived.js';
import { readImageHeader, sniffImageFormat, uprightSize, type ImageFormat, type ImageHeader } from './image-header.js';
import { jpegIsComplete, type JpegHeader } from './jpeg-header.js';
import { jpegScanFallsShort } from './jpeg-scan-coverage.js';
import { rejectPartsOutgrowImage, rejectScanFallsShort, rejectTooManyBytes, rejectTooManyPixels, rejectUndecodable, rejectUnsupported } from './rejections.js';

export interface ResizePlan {
  kind: 'resize';
  width: number;
  height: number;
  uprightWidth: number;
  uprightHeight: number;
  /** What the decoder will read: lets a browser pick a decoder that scales while decoding. */
  format: ImageFormat;
  orientation: number;
  /**
   * An 8-bit grey or colour JPEG whose numbers are sRGB (no profile, or one the colour engine finds
   * sRGB's): one our own libjpeg build decodes exactly as a browser does, with no colour to convert
   * (docs/decisions/0890, 0955).
   */
  plainJpeg: boolean;
  /**
   * A grey JPEG's profile when it is not sRGB's grey (gamma 1.8, linear): the photo is decoded as
   * its numbers and converted by the colour engine, the same in every browser. WebKit's decoder
   * ignores grey profiles, which printed a gamma 1.0 photo 73/255 off (docs/decisions/0955).
   */
  greyProfile?: Uint8Array;
  /**
   * A CMYK or YCCK JPEG: no browser hands over its ink amounts, and each converts them its own way,
   * so the photo is decoded as ink amounts and converted by the colour engine with its profile (or
   * the default CMYK one), as on the command line.
   */
  cmyk?: { profile?: Uint8Array };
}

export type PreparationPlan = { kind: 'pass-through'; width: number; height: number } | ResizePlan;

/** Baseline, extended and progressive Huffman JPEGs: what every PDF reader decodes. */
const EMBEDDABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/**
 * A JPEG pdf-lib can embed as it is and every reader shows right: 8-bit grey or colour, no
 * rotation, and sRGB numbers (it is tagged DeviceRGB or DeviceGray, which readers take as sRGB; a
 * Display P3, linear or gamma 1.8 grey photo is converted instead, DECISIONS "PDF").
 */
function isEmbeddableAsIs(jpeg: JpegHeader, srgbNumbers: boolean): boolean {
  return jpeg.orientation === 1 && isPlainJpeg(jpeg, srgbNumbers) && EMBEDDABLE_FRAMES.has(jpeg.frameMarker);
}

/** The eighths libjpeg scales a JPEG by while decoding: the smallest whose pixels still cover the plan. */
export function jpegScaleEighths(plan: ResizePlan): number {
  const needed = Math.max(plan.width / plan.uprightWidth, plan.height / plan.uprightHeight);
  return Math.min(8, Math.max(1, Math.ceil(needed * 8)));
}

function isPlainJpeg(jpeg: JpegHeader, srgbNumbers: boolean): boolean {
  return srgbNumbers && jpeg.bitsPerSample === 8 && (jpeg.components === 1 || jpeg.components === 3);
}

/** The start of a photo file (or all of it), long enough to hold its header, and the file's length. */
export interface PhotoHead {
  name: string;
  byteLength: number;
  head: Uint8Array;
}

/** Throws PhotoRejectedError for a photo over the limits, of an unknown format or with a broken header. */
export function readCheckedHeader(photo: PhotoHead): ImageHeader {
  const header = readHeaderWithinLimits(photo);
  // Checked only on the whole file: a head read for planning alone holds part of the scan.
  if (header.format === 'jpeg' && photo.head.byteLength >= photo.byteLength && jpegScanFallsShort(photo.head)) throw rejectScanFallsShort(photo.name, header.width, header.height);
  return header;
}

/**
 * The checks the header alone answers (size, format, pixels), without reading a small file's whole
 * scan as readCheckedHeader does: enough to know the photo's size before preparing it.
 */
export function readHeaderWithinLimits({ name, byteLength, head }: PhotoHead): ImageHeader {
  if (byteLength > LIMITS.imageBytesMax) throw rejectTooManyBytes(name);
  if (!sniffImageFormat(head)) throw rejectUnsupported(name);
  const header = readImageHeader(head);
  if (!header) throw rejectUndecodable(name);
  if (header.width * header.height > LIMITS.imagePixelsMax) throw rejectTooManyPixels(name);
  if (header.derived) checkDerivedPixels(name, header, header.derived);
  return header;
}

/**
 * A grid's tiles are decoded in full whatever its 'ispe' says: they must fit the pixel limit, and
 * cover the declared size with at most one row and one column of tiles to spare, as a real grid
 * does (decision 0992).
 */
function checkDerivedPixels(name: string, header: ImageHeader, derived: DerivedPixels): void {
  if (derived.pixels > LIMITS.imagePixelsMax) throw rejectTooManyPixels(name);
  const { width, height } = derived.largest;
  if (derived.pixels > (header.width + width) * (header.height + height)) throw rejectPartsOutgrowImage(name, header.width, header.height, derived.pixels);
}

/** Throws PhotoRejectedError as readCheckedHeader does; loads the colour engine only for a JPEG with a profile. */
export async function planPreparation(photo: PhotoHead, target: PrepareTarget, loadColourEngine: LoadColourEngine): Promise<PreparationPlan> {
  const header = readCheckedHeader(photo);
  const srgbNumbers = header.jpeg !== undefined && (await numbersAreSrgb(header.jpeg.iccProfile, loadColourEngine));
  return planFromHeader(photo, header, target, srgbNumbers);
}

function planFromHeader(photo: PhotoHead, header: ImageHeader, target: PrepareTarget, srgbNumbers: boolean): PreparationPlan {
  const upright = uprightSize(header);
  const fitted = fitPixelSize(upright.width, upright.height, target);
  const fits = fitted.width === upright.width && fitted.height === upright.height;
  // Embedded byte for byte only when the whole file was read and is complete: a JPEG cut short is
  // decoded instead (docs/decisions/0203). Completeness is asked last: it reads the whole scan.
  const whole = () => photo.head.byteLength >= photo.byteLength && jpegIsComplete(photo.head);
  if (fits && header.jpeg && isEmbeddableAsIs(header.jpeg, srgbNumbers) && whole()) {
    return { kind: 'pass-through', width: upright.width, height: upright.height };
  }
  return {
    kind: 'resize',
    width: fitted.width,
    height: fitted.height,
    uprightWidth: upright.width,
    uprightHeight: upright.height,
    format: header.format,
    orientation: header.orientation,
    plainJpeg: header.jpeg !== undefined && isPlainJpeg(header.jpeg, srgbNumbers),
    ...(header.jpeg?.components === 1 && !srgbNumbers && header.jpeg.iccProfile && { greyProfile: header.jpeg.iccProfile }),
    ...(header.jpeg?.components === 4 && { cmyk: header.jpeg.iccProfile ? { profile: header.jpeg.iccProfile } : {} }),
  };
}
