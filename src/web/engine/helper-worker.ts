/**
 * Helper worker for browsers without OffscreenCanvas in workers (older Safari, 0870): it prepares
 * a plain JPEG whole with the WebAssembly libjpeg (0890), so the page draws nothing for it; for
 * other photos it does the two steps that cannot be cut into short tasks on the page, decoding
 * (createImageBitmap, whose bitmap is transferred back) and JPEG encoding (jpeg-js: a canvas
 * encodes synchronously there).
 */
import encodeJpeg from 'jpeg-js/lib/encoder.js';
import { localDecoder } from './decode-photo.js';
import { prepareWithCodec } from './jpeg-codec/codec-preparation.js';
import type { HelperReply, HelperRequest } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

// jpeg-js ends with Buffer.from(bytes) when it believes it runs in Node, as its CommonJS wrapper
// makes it believe here; a Uint8Array is all it needs.
(globalThis as { Buffer?: unknown }).Buffer ??= { from: (bytes: number[]) => Uint8Array.from(bytes) };

async function answer(request: HelperRequest): Promise<{ reply: HelperReply; transfer: Transferable[] }> {
  if (request.type === 'prepare-jpeg') {
    const { id, type: _, ...job } = request;
    const prepared = await prepareWithCodec(job);
    return { reply: prepared ? { type: 'prepared-jpeg', id, ...prepared } : { type: 'failed', id }, transfer: [] };
  }
  if (request.type === 'encode') {
    const pixels = new Uint8Array(request.pixels);
    const { data } = encodeJpeg({ data: pixels, width: request.width, height: request.height }, Math.round(request.quality * 100));
    return { reply: { type: 'encoded', id: request.id, blob: new Blob([data as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }) }, transfer: [] };
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
