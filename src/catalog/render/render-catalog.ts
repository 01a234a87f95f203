/**
 * The catalogue PDF (spec 9, DECISIONS "PDF"): the pages as describePages lays them out, text in the
 * chosen font with fallbacks, subset-embedded, and the document metadata.
 */
import { PDFDocument, type PDFImage } from '@cantoo/pdf-lib';
import { PDF_CREATOR, languageInfo } from '../../shared/index.js';
import { composedTexts, describePages, printedStrings } from '../describe/describe-pages.js';
import { FontChain } from '../fonts/font-chain.js';
import type { EmbeddableImage, RenderRequest } from '../types.js';
import { drawFurniture, drawImage } from './draw-page.js';
import { drawCentredLine } from './draw-text.js';

function embedImage(doc: PDFDocument, image: EmbeddableImage): Promise<PDFImage> {
  return image.format === 'jpeg' ? doc.embedJpg(image.bytes) : doc.embedPng(image.bytes);
}

function setMetadata(doc: PDFDocument, request: RenderRequest): void {
  doc.setTitle(request.texts.title, { showInWindowTitleBar: true });
  if (request.author.trim()) doc.setAuthor(request.author);
  doc.setCreator(PDF_CREATOR);
  doc.setProducer(PDF_CREATOR);
  doc.setLanguage(languageInfo(request.settings.language).iso);
}

export async function renderCatalog(request: RenderRequest): Promise<Uint8Array> {
  const { settings, photos, logo } = request;
  const doc = await PDFDocument.create();
  setMetadata(doc, { ...request, texts: composedTexts(request.texts) });
  const pagePhotos = photos.map((photo) => ({ width: photo.widthPx, height: photo.heightPx, caption: photo.caption }));
  const fonts = await FontChain.load(doc, request.fonts, settings.font, printedStrings({ settings, texts: request.texts, photos: pagePhotos }));
  const pages = describePages({
    settings,
    texts: request.texts,
    photos: pagePhotos,
    logo: logo ? { width: logo.widthPx, height: logo.heightPx } : undefined,
    accent: request.accent,
    measure: fonts.widthOf,
  });
  const logoImage = logo ? await embedImage(doc, logo) : null;
  let done = 0;
  for (const description of pages) {
    const page = doc.addPage([description.size.width, description.size.height]);
    drawFurniture(page, fonts, description, logoImage);
    for (const placement of description.photos) {
      const photo = photos[placement.index];
      if (!photo) continue;
      drawImage(page, await embedImage(doc, photo), placement.frame);
      for (const line of placement.caption) drawCentredLine(page, fonts, line);
      done += 1;
      request.onProgress?.(done, photos.length);
    }
  }
  return doc.save();
}
