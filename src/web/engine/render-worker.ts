/**
 * PDF worker: a thin adapter over renderCatalog, so building the PDF never blocks the page. It reads
 * the prepared photos from their Blobs and transfers the PDF bytes back. It also describes the pages
 * for the live preview (describePages, 0604, 0640): text fitting needs the PDF's own font metrics,
 * and pdf-lib and the fonts are here already.
 */
import { textFace, textFaceStrings, createTextMeasures, describePages, italicStrings, loadHyphenation, namesItalicFace, printedStrings, renderCatalog, type ArrivingPhoto, type EmbeddableImage } from '../../catalog/index.js';
import { createBrowserFontSource } from './browser-font-source.js';
import type { DescribeJob, RenderImage, RenderJob, RenderWorkerReply, RenderWorkerRequest } from './protocol.js';
import { Rehearsal } from './rehearsal.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const fonts = createBrowserFontSource();
const measures = createTextMeasures(fonts);
// Their own cache: one shared with the catalogue font's would load each face again at every edit.
const textMeasures = createTextMeasures(fonts);
const italicMeasures = createTextMeasures(fonts, 'italic');
const rehearsal = new Rehearsal(fonts);
const post = (reply: RenderWorkerReply, transfer: Transferable[] = []) => scope.postMessage(reply, transfer);

/** Its bytes on their way: 40 Blobs take about 0.15 s to read, while the pages are laid out meanwhile. */
function arriving<T extends RenderImage>({ blob, ...described }: T): Omit<T, 'blob'> & Pick<ArrivingPhoto, 'format' | 'bytes'> {
  const bytes = blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  // Awaited when drawn; a build that fails before then must not leave it unhandled.
  bytes.catch(() => undefined);
  return { ...described, format: 'jpeg', bytes };
}

/** Read whole before the build: the logo and the cover are single images, wanted early. */
async function readImage<T extends RenderImage>(image: T): Promise<Omit<T, 'blob'> & EmbeddableImage> {
  const read = arriving(image);
  return { ...read, bytes: await read.bytes };
}

async function render(job: RenderJob): Promise<void> {
  try {
    const bytes = await renderCatalog({
      settings: job.settings,
      texts: job.texts,
      author: job.author,
      ...(job.accent && { accent: job.accent }),
      ...(job.logo && { logo: await readImage(job.logo) }),
      ...(job.covers && { covers: job.covers }),
      ...(job.coverImage && { coverImage: await readImage(job.coverImage) }),
      ...(job.link && { link: job.link }),
      photos: job.photos.map(arriving),
      fonts,
      onProgress: (done, total) => post({ type: 'progress', done, total }),
    });
    // The Blob is made here, where copying tens of megabytes holds no one up: the page downloads,
    // keeps and uploads it as it is, never copying it on its own thread (issue 37.4).
    post({ type: 'rendered', pdf: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }) });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

async function describe(id: number, { font, ...request }: DescribeJob): Promise<void> {
  try {
    const textFamily = textFace({ ...request.settings, font }, request.texts, request.photos);
    const italicFamily = namesItalicFace({ ...request.settings, font }, request.photos);
    const [{ measure, missing }, inTextFace, inItalic, hyphenate] = await Promise.all([
      measures(font, printedStrings({ ...request, settings: { ...request.settings, font } })),
      textFamily && textMeasures(textFamily, textFaceStrings(request)),
      italicFamily && italicMeasures(italicFamily, italicStrings(request)),
      loadHyphenation(request.settings.language),
    ]);
    const ownFace = textFamily && inTextFace ? { family: textFamily, measure: inTextFace.measure } : undefined;
    const unprintable = [...new Set([...missing, ...(inTextFace ? inTextFace.missing : []), ...(inItalic ? inItalic.missing : [])])];
    post({ type: 'described', id, pages: describePages({ ...request, measure, ...(ownFace && { textFace: ownFace }), ...(inItalic && { italic: inItalic.measure }), hyphenate }), missing: unprintable });
    rehearsal.described({ font, ...request });
  } catch (error) {
    post({ type: 'describe-failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = ({ data }: MessageEvent<RenderWorkerRequest>) => {
  if (data.type === 'describe') {
    const { type: _type, id, ...job } = data;
    void describe(id, job);
  } else if (data.type === 'rehearse') {
    rehearsal.idle();
  } else {
    const { type: _type, ...job } = data;
    void render(job);
  }
};
