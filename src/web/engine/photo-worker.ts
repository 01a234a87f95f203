/** Photo worker: a thin adapter that maps a prepare message to preparePhoto and posts the outcome. */
import { prepareWithCodec } from './jpeg-codec/codec-preparation.js';
import { preparePhoto } from './prepare-photo.js';
import type { PhotoWorkerRequest, PrepareJob, PrepareOutcome } from './protocol.js';
import { offscreenCanvasWorks, offscreenSurface } from './surfaces.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const supported = offscreenCanvasWorks();

/**
 * Where ImageDecoder exists (Chromium, Firefox), the browser's native decoder at n/8 and its canvas
 * are as fast as the WebAssembly libjpeg; elsewhere (Safari) the codec is 3-4 times faster (0890).
 */
const codecFor = ({ decoding = 'scaled' }: PrepareJob) =>
  decoding === 'codec' || (decoding === 'scaled' && typeof ImageDecoder === 'undefined') ? prepareWithCodec : undefined;

scope.onmessage = async ({ data }: MessageEvent<PhotoWorkerRequest>) => {
  const outcome: PrepareOutcome = supported ? await preparePhoto(data, { surface: offscreenSurface, codec: codecFor(data) }) : { type: 'unsupported' };
  scope.postMessage(outcome);
};
