/** Photo worker: a thin adapter that maps a prepare message to preparePhoto and posts the outcome. */
import { workersUseCodec } from './jpeg-codec/codec-choice.js';
import { prepareWithCodec } from './jpeg-codec/codec-preparation.js';
import { preparePhoto } from './prepare-photo.js';
import type { PhotoWorkerReply, PhotoWorkerRequest, PrepareOutcome } from './protocol.js';
import { offscreenCanvasWorks, offscreenSurface } from './surfaces.js';
import { heapGrown } from './worker-heap.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const supported = offscreenCanvasWorks();

scope.onmessage = async ({ data }: MessageEvent<PhotoWorkerRequest>) => {
  const options = { surface: offscreenSurface, ...(workersUseCodec(data.decoding) && { codec: prepareWithCodec }) };
  const outcome: PrepareOutcome = supported ? await preparePhoto(data, options) : { type: 'unsupported' };
  const reply: PhotoWorkerReply = heapGrown() ? { ...outcome, recycle: true } : outcome;
  scope.postMessage(reply);
};
