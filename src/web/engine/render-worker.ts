/**
 * PDF worker: a thin adapter over renderCatalog, so building the PDF never blocks the page. It reads
 * the prepared photos from their Blobs and transfers the PDF bytes back.
 */
import { renderCatalog, type EmbeddableImage } from '../../catalog/index.js';
import { createBrowserFontSource } from './browser-font-source.js';
import type { RenderImage, RenderWorkerReply, RenderWorkerRequest } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const fonts = createBrowserFontSource();
const post = (reply: RenderWorkerReply, transfer: Transferable[] = []) => scope.postMessage(reply, transfer);

async function readImage<T extends RenderImage>({ blob, ...described }: T): Promise<Omit<T, 'blob'> & EmbeddableImage> {
  return { ...described, format: 'jpeg', bytes: new Uint8Array(await blob.arrayBuffer()) };
}

scope.onmessage = async ({ data }: MessageEvent<RenderWorkerRequest>) => {
  try {
    const bytes = await renderCatalog({
      settings: data.settings,
      texts: data.texts,
      author: data.author,
      ...(data.accent && { accent: data.accent }),
      ...(data.logo && { logo: await readImage(data.logo) }),
      photos: await Promise.all(data.photos.map(readImage)),
      fonts,
      onProgress: (done, total) => post({ type: 'progress', done, total }),
    });
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
    post({ type: 'rendered', bytes: buffer as ArrayBuffer }, [buffer]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
