/**
 * Helper worker for browsers without OffscreenCanvas in workers (older Safari, 0870): it prepares
 * a plain JPEG whole with the WebAssembly libjpeg (0890), so the page draws nothing for it; for
 * other photos it does the two steps that cannot be cut into short tasks on the page, decoding
 * (createImageBitmap, whose bitmap is transferred back) and JPEG encoding (jpeg-js: a canvas
 * encodes synchronously there).
 */
import { localDecoder } from './decode-photo.js';
import { encodeFullChromaJpeg } from './full-chroma-jpeg.js';
import { prepareWithCodec } from './jpeg-codec/codec-preparation.js';
import type { HelperReply, HelperRequest } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function answer(request: HelperRequest): Promise<{ reply: HelperReply; transfer: Transferable[] }> {
  if (request.type === 'prepare-jpeg') {
    const { id, type: _, ...job } = request;
    const prepared = await prepareWithCodec(job);
    return { reply: prepared ? { type: 'prepared-jpeg', id, ...prepared } : { type: 'failed', id }, transfer: [] };
  }
  if (request.type === 'encode') {
    const blob = encodeFullChromaJpeg(new Uint8Array(request.pixels), request.width, request.height, request.quality);
    return { reply: { type: 'encoded', id: request.id, blob }, transfer: [] };
  }
  const decoded = request.plan
    ? await localDecoder.forPlan(request.file, request.name, request.plan, { decoding: request.decoding })
    : await localDecoder.fullSize(request.file, request.name);
  const { image } = decoded;
  return { reply: { type: 'decoded', id: request.id, image, width: decoded.width, height: decoded.height }, transfer: [image] };
}

scope.onmessage = async ({ data }: MessageEvent<HelperRequest>) => {
  try {
    const { reply, transfer } = await answer(data);
    scope.postMessage(reply, transfer);
  } catch {
    scope.postMessage({ type: 'failed', id: data.id } satisfies HelperReply);
  }
};
