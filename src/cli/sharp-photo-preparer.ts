/**
 * PhotoPreparer for Node, with sharp (DECISIONS "PDF"): refuses files over 50 MB or 100 megapixels,
 * turns photos upright from their EXIF orientation, prints transparency on white, takes the first
 * frame of an animation, and scales to at most 300 ppi at the printed size without upscaling.
 * An upright JPEG that already fits is passed through byte for byte. HEIC photos, which sharp's
 * libvips cannot decode, are decoded upright by libheif (heif-decoder.ts) and then go the same way;
 * CMYK JPEGs are decoded by libvips as ink amounts and turned into sRGB by the colour engine, with
 * the browser engine's profile and intent (docs/decisions/0955).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { LIMITS } from '../shared/index.js';
import { PhotoRejectedError, fitPixelSize, type PhotoPreparer, type PrepareTarget, type PreparedPhoto, type SourcePhoto } from '../catalog/index.js';
import { centreColour } from '../catalog/images/centre-colour.js';
import { numbersAreSrgb } from '../catalog/images/colour/colour-rule.js';
import { sniffImageFormat, uprightSize as headerUprightSize } from '../catalog/images/image-header.js';
import { jpegScanFallsShort } from '../catalog/images/jpeg-scan-coverage.js';
import { readCheckedHeader } from '../catalog/images/preparation-plan.js';
import { rejectScanFallsShort, rejectTooManyBytes, rejectTooManyPixels, rejectUndecodable, rejectUnsupported } from '../catalog/images/rejections.js';
import { loadColourEngineInNode } from './colour-engine.js';
import { decodeHeifInNode } from './heif-decoder.js';

const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'gif', 'webp']);
const WHITE = { r: 255, g: 255, b: 255 };

/** Orientations 5-8 turn the photo by a quarter: width and height swap. */
function uprightSize(meta: Metadata): { width: number; height: number } {
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return quarterTurn ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Whether the JPEG's data ends with its End Of Image marker (trailing zero padding allowed). A file
 * cut short in transfer does not, and must be decoded (and so refused) rather than passed through.
 */
function endsWithEndOfImage(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/**
 * An 8-bit grey or sRGB JPEG with no rotation to apply: PDF readers show it as it is. libvips calls
 * a Display P3 or linear JPEG 'srgb' too, and a gamma 1.8 grey one 'b-w', so an embedded profile is
 * judged by the browser engine's rule: lcms must find it sRGB's (docs/decisions/0955). Anything
 * else takes sharp's way, where libvips converts with the profile.
 */
async function embeddableAsIs(meta: Metadata, bytes: Uint8Array): Promise<boolean> {
  return (
    meta.format === 'jpeg' &&
    endsWithEndOfImage(bytes) &&
    (meta.orientation ?? 1) === 1 &&
    meta.depth === 'uchar' &&
    (meta.space === 'srgb' || meta.space === 'b-w') &&
    (meta.channels === 3 || meta.channels === 1) &&
    (await numbersAreSrgb(meta.icc, loadColourEngineInNode))
  );
}

async function readMetadata(photo: SourcePhoto): Promise<Metadata> {
  try {
    return await sharp(photo.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw rejectUndecodable(photo.name);
  }
}

/** Scales to `size`, prints transparency on white and encodes at the target's quality and chroma. */
async function encodePrepared(image: Sharp, photo: SourcePhoto, size: { width: number; height: number }, { jpeg }: PrepareTarget): Promise<PreparedPhoto> {
  try {
    const { data, info } = await image
      .resize(size.width, size.height, { fit: 'fill' })
      .flatten({ background: WHITE })
      .toColourspace('srgb')
      .jpeg({ quality: Math.round(jpeg.quality * 100), chromaSubsampling: jpeg.chroma })
      .toBuffer({ resolveWithObject: true });
    return { id: photo.id, name: photo.name, format: 'jpeg', bytes: new Uint8Array(data), widthPx: info.width, heightPx: info.height };
  } catch (error) {
    if (error instanceof PhotoRejectedError) throw error;
    throw rejectUndecodable(photo.name);
  }
}

/** The size and limits come from the HEIF header, before the decoder is loaded. */
async function prepareHeif(photo: SourcePhoto, target: PrepareTarget): Promise<PreparedPhoto> {
  const header = readCheckedHeader({ name: photo.name, byteLength: photo.bytes.byteLength, head: photo.bytes });
  const pixels = await decodeHeifInNode(photo.bytes).catch(() => undefined);
  if (!pixels) throw rejectUndecodable(photo.name);
  const upright = headerUprightSize(header);
  const raw = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });
  return encodePrepared(raw, photo, fitPixelSize(upright.width, upright.height, target), target);
}

/**
 * libvips reads a CMYK or YCCK JPEG as ink amounts (inverting every CMYK JPEG's stored numbers back,
 * as Photoshop writes them and PDF.js reads them in the browser); the colour engine converts them
 * with the embedded profile or the default CMYK one, as the browser engine does, rather than
 * libvips with its own fallback profile and sharp's perceptual intent.
 */
async function prepareCmyk(photo: SourcePhoto, meta: Metadata, size: { width: number; height: number }, target: PrepareTarget): Promise<PreparedPhoto> {
  const decoded = await sharp(photo.bytes, { limitInputPixels: LIMITS.imagePixelsMax, failOn: 'truncated' })
    .autoOrient()
    .pipelineColourspace('cmyk')
    .toColourspace('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => undefined);
  if (!decoded || decoded.info.channels !== 4) throw rejectUndecodable(photo.name);
  const srgb = (await loadColourEngineInNode()).cmykToSrgb(decoded.data, meta.icc);
  const raw = sharp(srgb, { raw: { width: decoded.info.width, height: decoded.info.height, channels: 3 } });
  return encodePrepared(raw, photo, size, target);
}

export function createSharpPhotoPreparer(): PhotoPreparer {
  return {
    async prepare(photo: SourcePhoto, target: PrepareTarget): Promise<PreparedPhoto> {
      if (photo.bytes.byteLength > LIMITS.imageBytesMax) throw rejectTooManyBytes(photo.name);
      if (sniffImageFormat(photo.bytes) === 'heic') return prepareHeif(photo, target);
      const meta = await readMetadata(photo);
      if (!ACCEPTED_FORMATS.has(meta.format)) throw rejectUnsupported(photo.name);
      if (meta.width * meta.height > LIMITS.imagePixelsMax) throw rejectTooManyPixels(photo.name);
      if (meta.format === 'jpeg' && jpegScanFallsShort(photo.bytes)) throw rejectScanFallsShort(photo.name, meta.width, meta.height);
      const upright = uprightSize(meta);
      const size = fitPixelSize(upright.width, upright.height, target);
      const fits = size.width === upright.width && size.height === upright.height;
      if (fits && (await embeddableAsIs(meta, photo.bytes))) {
        return { id: photo.id, name: photo.name, format: 'jpeg', bytes: photo.bytes, widthPx: size.width, heightPx: size.height };
      }
      if (meta.format === 'jpeg' && meta.space === 'cmyk') return prepareCmyk(photo, meta, size, target);
      // Only the first frame of an animated GIF or WEBP is read (`pages: 1` is the default); a
      // truncated file is refused rather than printed with a grey band.
      let source = sharp(photo.bytes, { limitInputPixels: LIMITS.imagePixelsMax, failOn: 'truncated' }).autoOrient();
      // sharp converts a 16-bit photo with a profile into Display P3, not sRGB, and its last step to
      // sRGB then only relabels the numbers (the audit's P3 PNG printed 90/255 off): in 8-bit sRGB from the
      // start, libvips converts with the profile to sRGB itself.
      if (meta.space === 'rgb16' && meta.icc) source = source.pipelineColourspace('srgb');
      return encodePrepared(source, photo, size, target);
    },
  };
}

/** Pixels enough for a mean colour: libjpeg shrinks on load, so a large photo costs little. */
const CENTRE_SAMPLE_SIZE = 128;

/** The mean colour of a prepared photo's centre (#rrggbb), a line sheet's swatch (issue 24.2). */
export async function preparedCentreColour(photo: Pick<PreparedPhoto, 'bytes'>): Promise<string> {
  const { data, info } = await sharp(photo.bytes).resize(CENTRE_SAMPLE_SIZE, CENTRE_SAMPLE_SIZE, { fit: 'inside' }).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return centreColour(data, info.width, info.height, info.channels);
}
