/**
 * The browser's photo preparation (DECISIONS "PDF"), shared by the photo worker and the main-thread
 * fallback: the header decides (pure, src/catalog/images); a plain JPEG goes to the WebAssembly
 * libjpeg where the caller offers it (0890); otherwise the browser decodes upright
 * (decode-photo.ts), draws on white at the fitted size and encodes at the quality preset's JPEG
 * quality and chroma.
 */
// Value imports name their module: the catalogue index would pull pdf-lib into this worker.
import { PhotoRejectedError, type PrepareTarget } from '../../catalog/types.js';
import { planPreparation, type PhotoHead, type PreparationPlan, type ResizePlan } from '../../catalog/images/preparation-plan.js';
import { rejectUndecodable } from '../../catalog/images/rejections.js';
import { centreColour } from '../../catalog/images/centre-colour.js';
import { IMAGE_HEAD_BYTES, sniffImageFormat } from '../../catalog/images/image-header.js';
import { LIMITS } from '../../shared/limits.js';
import { STANDARD_JPEG } from '../../shared/quality.js';
import { loadColourEngine } from './colour-engine-loader.js';
import { localDecoder, type DecodedPhoto, type PhotoDecoder } from './decode-photo.js';
import { greyToSrgb } from './grey-to-srgb.js';
import { dataUrlOf } from './data-url.js';
import type { CodecPreparer } from './jpeg-codec/codec-preparation.js';
import { PHASES, measured } from './phase-timing.js';
import type { PrepareJob, PrepareOutcome } from './protocol.js';
import type { Surface, SurfaceFactory } from './surfaces.js';

/** Long side of a thumbnail: sharp on the 4-column grid of a retina screen, a few KB. */
export const THUMBNAIL_SIZE = 320;
const WHITE = '#ffffff';

export interface PrepareOptions {
  surface: SurfaceFactory;
  /** Where the WebAssembly libjpeg is the better path for plain JPEGs: the caller's choice (0890). */
  codec?: CodecPreparer;
  /** Where the decoding happens: here by default; a helper worker for the page's fallback. */
  decoder?: PhotoDecoder;
  /**
   * On the main thread the drawing is cut into bands with a pause between them, so no single task
   * blocks the page for long; in a worker it is one draw.
   */
  bandRows?: number;
  pause?: () => Promise<void>;
  /**
   * The decoding runs in a helper worker that reads the file itself (the page's fallback): here only
   * what planning needs is read, since reading a whole photo costs the page too (WebKit).
   */
  decoderReadsFile?: boolean;
}

/** A thumbnail as made here: its JPEG and the mean colour of its centre, read from the pixels before encoding. */
interface Thumbnail {
  blob: Blob;
  centreColour: string;
}

/** A preparation as made here, its thumbnail still a Blob. */
type Made = Omit<Extract<PrepareOutcome, { type: 'prepared' }>, 'thumbnailUrl' | 'centreColour'> & { thumbnail?: Thumbnail };

export async function preparePhoto(job: PrepareJob, options: PrepareOptions): Promise<PrepareOutcome> {
  try {
    const { plan, whole } = await measured(PHASES.reading, () => planFor(job.file, job.name, job.target, !options.decoderReadsFile));
    const { thumbnail, ...made } = plan.kind === 'pass-through' ? await passThrough(job, plan, options) : await resize(job, plan, options, whole);
    if (!thumbnail) return made;
    // The centre colour is a line sheet's swatch where the product file gives no hex.
    return { ...made, thumbnailUrl: await dataUrlOf(thumbnail.blob), centreColour: thumbnail.centreColour };
  } catch (error) {
    const rejection = error instanceof PhotoRejectedError ? error : rejectUndecodable(job.name);
    return { type: 'rejected', message: rejection.message };
  }
}

interface Planned {
  plan: PreparationPlan;
  /** The whole file, when it was read whole: the decoder takes it instead of reading it again. */
  whole?: ArrayBuffer;
}

/**
 * A JPEG is read whole when the decoder here takes its bytes (it needs every one, and reading once
 * saves a second copy of a few MB, 0870). Otherwise the header is enough, unless the photo fits as
 * it is: then the whole file shows whether it is complete and may pass through untouched (0203).
 */
async function planFor(file: Blob, name: string, target: PrepareTarget, wholeJpegForDecoder: boolean): Promise<Planned> {
  const photo = (bytes: ArrayBuffer): PhotoHead => ({ name, byteLength: file.size, head: new Uint8Array(bytes) });
  const planWhole = async (): Promise<Planned> => {
    const whole = await file.arrayBuffer();
    return { plan: await planPreparation(photo(whole), target, loadColourEngine), whole };
  };
  const head = await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer();
  if (file.size <= IMAGE_HEAD_BYTES) return { plan: await planPreparation(photo(head), target, loadColourEngine) };
  const jpeg = sniffImageFormat(new Uint8Array(head)) === 'jpeg' && file.size <= LIMITS.imageBytesMax;
  if (jpeg && wholeJpegForDecoder) return planWhole();
  try {
    const plan = await planPreparation(photo(head), target, loadColourEngine);
    const fitsAsIs = plan.kind === 'resize' && plan.format === 'jpeg' && plan.width === plan.uprightWidth && plan.height === plan.uprightHeight;
    return fitsAsIs ? await planWhole() : { plan };
  } catch (error) {
    // A header longer than the head we read (a huge EXIF block): read it all before giving up.
    if (error instanceof PhotoRejectedError && error.reason === 'undecodable') return planWhole();
    throw error;
  }
}

async function passThrough(
  job: PrepareJob,
  plan: Extract<PreparationPlan, { kind: 'pass-through' }>,
  options: PrepareOptions,
): Promise<Made> {
  const size = { uprightWidth: plan.width, uprightHeight: plan.height, width: plan.width, height: plan.height };
  if (!job.thumbnail) return { type: 'prepared', ...size };
  const decoded = await (options.decoder ?? localDecoder).fullSize(job.file, job.name);
  try {
    return { type: 'prepared', ...size, thumbnail: await thumbnailOf(decoded, options) };
  } finally {
    decoded.close();
  }
}

async function resize(
  job: PrepareJob,
  plan: ResizePlan,
  options: PrepareOptions,
  whole?: ArrayBuffer,
): Promise<Made> {
  const sizes = { width: plan.width, height: plan.height, uprightWidth: plan.uprightWidth, uprightHeight: plan.uprightHeight };
  // The codec's libjpeg is built to encode 4:2:0: a 4:4:4 preset takes the canvas way (0950).
  if (options.codec && plan.plainJpeg && job.target.jpeg.chroma === '4:2:0') {
    const thumbnail = job.thumbnail ? thumbnailSize(plan) : undefined;
    const codec = options.codec;
    const prepared = await measured(PHASES.decoding, () => codec({
      file: job.file,
      plan,
      quality: job.target.jpeg.quality,
      ...(thumbnail && { thumbnail }),
      ...(whole && { whole }),
      ...(job.codecModule && { module: job.codecModule }),
    }));
    if (prepared) return { type: 'prepared', ...sizes, ...prepared };
  }
  const decoded = await measured(PHASES.decoding, () => (options.decoder ?? localDecoder).forPlan(job.file, job.name, plan, { decoding: job.decoding, whole }));
  const surface = options.surface(plan.width, plan.height);
  try {
    const blob = await measured(PHASES.encoding, async () => {
      await drawOnWhite(surface, decoded, options);
      decoded.close(); // the decoded pixels go before encoding, to keep the peak low
      if (plan.greyProfile) await greyToSrgb(surface, plan.greyProfile);
      return surface.toJpeg(job.target.jpeg);
    });
    const canvas = surface.canvas;
    const thumbnail = job.thumbnail ? await thumbnailOf({ image: canvas, width: canvas.width, height: canvas.height }, options) : undefined;
    return { type: 'prepared', blob, ...sizes, ...(thumbnail && { thumbnail }) };
  } finally {
    decoded.close();
    surface.release();
  }
}

type Drawable = Pick<DecodedPhoto, 'width' | 'height'> & { image: ImageBitmap | OffscreenCanvas | HTMLCanvasElement };

/** Transparency prints on white (DECISIONS "PDF"); the source is scaled to fill the surface. */
async function drawOnWhite(surface: Surface, source: Drawable, { bandRows, pause }: PrepareOptions): Promise<void> {
  const { context } = surface;
  const { width, height } = surface.canvas;
  context.fillStyle = WHITE;
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (bandRows === undefined) {
    context.drawImage(source.image, 0, 0, width, height);
    return;
  }
  const scaleY = source.height / height;
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    context.drawImage(source.image, 0, top * scaleY, source.width, rows * scaleY, 0, top, width, rows);
    if (pause && top + rows < height) await pause();
  }
}

/** A thumbnail's pixel size: the long side THUMBNAIL_SIZE at most, never enlarged. */
function thumbnailSize({ width, height }: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function thumbnailOf(source: Drawable, options: PrepareOptions): Promise<Thumbnail> {
  return measured(PHASES.thumbnail, () => drawThumbnail(source, options));
}

async function drawThumbnail(source: Drawable, options: PrepareOptions): Promise<Thumbnail> {
  const { width, height } = thumbnailSize(source);
  const surface = options.surface(width, height);
  try {
    await drawOnWhite(surface, source, options);
    // Read from the drawn pixels: decoding the encoded thumbnail again cost a step per photo.
    const colour = centreColour(surface.context.getImageData(0, 0, width, height).data, width, height, 4);
    // A thumbnail is only seen on screen: the everyday encoding whatever the preset.
    return { blob: await surface.toJpeg(STANDARD_JPEG), centreColour: colour };
  } finally {
    surface.release();
  }
}
