/**
 * Messages between the main thread and the engine's workers. Photos travel as Blobs (posting a
 * Blob shares its data, nothing is copied); the PDF comes back as a transferred ArrayBuffer.
 */
import type { CatalogTexts, DescribePagesRequest, PageDescription, PrepareTarget, PreparedPhoto, RenderRequest } from '../../catalog/index.js';
import type { FontFamily } from '../../shared/index.js';
import type { ResizePlan } from '../../catalog/images/preparation-plan.js';
import type { Size } from '../../catalog/layout/geometry.js';
import type { CodecJob, CodecOutcome } from './jpeg-codec/codec-preparation.js';

export interface PrepareJob {
  file: Blob;
  name: string;
  target: PrepareTarget;
  /** Only the first preparation of a photo makes its thumbnail; a layout change does not. */
  thumbnail: boolean;
  decoding?: Decoding;
  /** The WebAssembly libjpeg as the page compiled it, shared with the workers that use it (0890). */
  codecModule?: WebAssembly.Module;
}

/**
 * 'scaled' (the default): a JPEG decoded at the layout's size by the best decoder this browser has.
 * 'full' skips every scaled path: the benchmark's and the tests' yardstick. 'codec' takes the
 * WebAssembly libjpeg even where ImageDecoder exists, so that Chromium's tests can hold it up to
 * the other paths.
 */
export type Decoding = 'scaled' | 'full' | 'codec';

export type PrepareOutcome =
  | {
      type: 'prepared';
      /** Undefined when the original file is embedded as it is (an upright JPEG that fits). */
      blob?: Blob;
      width: number;
      height: number;
      /** The photo's own size once upright: lets a layout change skip photos whose size holds. */
      uprightWidth: number;
      uprightHeight: number;
      /** The card's thumbnail as a data: URL (data-url.ts): the page shows it as it comes. */
      thumbnailUrl?: string;
      /** With the thumbnail: the mean colour of the photo's centre (#rrggbb). */
      centreColour?: string;
    }
  | { type: 'rejected'; message: string }
  /** This browser has no OffscreenCanvas in workers: the caller prepares on the main thread. */
  | { type: 'unsupported' };

export type PhotoWorkerRequest = { type: 'prepare' } & PrepareJob;

/** A photo worker's answer; `recycle` when its memory has grown past what it should keep (worker-heap.ts). */
export type PhotoWorkerReply = PrepareOutcome & { recycle?: true };

/**
 * The helper worker of browsers without OffscreenCanvas in workers (older Safari): it prepares a
 * plain JPEG whole with the WebAssembly libjpeg (0890); for other photos it decodes and encodes and
 * the page only draws (0870). A decode without a plan is at full size.
 */
export type HelperRequest =
  | ({ type: 'prepare-jpeg'; id: number } & Omit<CodecJob, 'whole'>)
  | { type: 'decode'; id: number; file: Blob; name: string; plan?: ResizePlan; decoding?: Decoding }
  | { type: 'encode'; id: number; pixels: ArrayBuffer; width: number; height: number; quality: number };

export type HelperReply =
  | ({ type: 'prepared-jpeg'; id: number } & CodecOutcome)
  | { type: 'decoded'; id: number; image: ImageBitmap; width: number; height: number }
  | { type: 'encoded'; id: number; blob: Blob }
  | { type: 'failed'; id: number };

/** A prepared image as the PDF worker receives it: the JPEG as a Blob and its pixel size. */
export interface RenderImage {
  blob: Blob;
  widthPx: number;
  heightPx: number;
}

export interface RenderPhoto extends RenderImage {
  id: string;
  name: string;
  caption?: PreparedPhoto['caption'];
  centreColour?: string;
}

export interface RenderJob {
  settings: RenderRequest['settings'];
  texts: CatalogTexts;
  author: string;
  photos: RenderPhoto[];
  accent?: RenderRequest['accent'];
  logo?: RenderImage;
  covers?: RenderRequest['covers'];
  coverImage?: RenderImage;
  link?: string;
}

/** What the page preview asks the PDF worker: describePages' request, the font instead of `measure`. */
export interface DescribeJob extends Omit<DescribePagesRequest, 'measure'> {
  font: FontFamily;
}

/** The pages as they will print, and the characters no font has (printed as U+FFFD). */
export interface DescribedCatalog {
  pages: PageDescription[];
  missing: readonly string[];
}

/**
 * One render at a time; descriptions carry an id, as the preview asks again at every edit;
 * 'rehearse' says every photo is prepared and the page idle, so the worker may rehearse (rehearsal.ts).
 */
export type RenderWorkerRequest = ({ type: 'render' } & RenderJob) | ({ type: 'describe'; id: number } & DescribeJob) | { type: 'rehearse' };

export type RenderWorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'rendered'; pdf: Blob }
  | { type: 'failed'; message: string }
  | ({ type: 'described'; id: number } & DescribedCatalog)
  | { type: 'describe-failed'; id: number; message: string };


/** A batch of photos whose headers the header worker reads (header-worker.ts). */
export interface HeaderRequest {
  id: number;
  files: readonly File[];
}

/** Each file's upright size, in the request's order; undefined where its header says nothing usable. */
export interface HeaderReply {
  id: number;
  sizes: (Size | undefined)[];
}
