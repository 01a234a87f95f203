/**
 * A plain JPEG prepared by the WebAssembly libjpeg in this worker (0890). The page compiles the
 * module once and hands it to every worker, so JavaScriptCore compiles and tiers its code up once
 * rather than in each worker; a worker offered none fetches and compiles its own (about 90 KB over
 * the wire). An instance lives until a file makes it fail.
 */
import type { ResizePlan } from '../../../catalog/images/preparation-plan.js';
import { JpegCodec, type PixelSize } from './jpeg-codec.js';
import wasmUrl from './jpeg-codec.wasm?url';

export interface CodecJob {
  file: Blob;
  plan: ResizePlan;
  /** JPEG quality, 0-1. */
  quality: number;
  /** The thumbnail's size, when one is wanted. */
  thumbnail?: PixelSize;
  /** The file's bytes when they were read already. */
  whole?: ArrayBuffer;
  /** The module as the page compiled it (codecModule there). */
  module?: WebAssembly.Module;
}

export interface CodecOutcome {
  blob: Blob;
  thumbnail?: { blob: Blob; centreColour: string };
}

/**
 * Prepares a plain JPEG, or answers undefined when it cannot (a file libjpeg refuses or warns
 * about, a module that did not load): the browser's own decoder then takes the photo, as before.
 */
export type CodecPreparer = (job: CodecJob) => Promise<CodecOutcome | undefined>;

let compiling: Promise<WebAssembly.Module> | undefined;
let codec: JpegCodec | undefined;

/** The module, fetched and compiled once in this page or worker. */
export function codecModule(): Promise<WebAssembly.Module> {
  if (!compiling) {
    compiling = fetch(wasmUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`jpeg-codec.wasm: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => WebAssembly.compile(bytes));
    // A failed download is tried again with the next photo rather than remembered.
    compiling.catch(() => {
      compiling = undefined;
    });
  }
  return compiling;
}

const jpegBlob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes], { type: 'image/jpeg' });

export const prepareWithCodec: CodecPreparer = async ({ file, plan, quality, thumbnail, whole, module: offered }) => {
  try {
    const [module, bytes] = await Promise.all([offered ?? codecModule(), whole ?? file.arrayBuffer()]);
    if (!codec?.usable) codec = await JpegCodec.load(module);
    const prepared = codec.prepare(new Uint8Array(bytes), plan, quality, thumbnail);
    const small = prepared.thumbnail;
    return { blob: jpegBlob(prepared.jpeg), ...(small && { thumbnail: { blob: jpegBlob(small.jpeg), centreColour: small.centreColour } }) };
  } catch {
    return undefined;
  }
};
