/**
 * The catalogue PDF (spec 9, DECISIONS "PDF"): photos laid out by layoutPages, text in the chosen
 * font with fallbacks, subset-embedded, and the document metadata.
 */
import { PDFDocument, type PDFImage } from '@cantoo/pdf-lib';
import { PDF_CREATOR, languageInfo } from '../../shared/index.js';
import { FontChain } from '../fonts/font-chain.js';
import { pageZones } from '../layout/geometry.js';
import { layoutPages, type PageLayout } from '../layout/pages.js';
import type { CatalogTexts, PreparedPhoto, RenderRequest } from '../types.js';
import { drawPageFurniture } from './page-furniture.js';

/** Printed whatever the texts: page numbers on the badge and the ellipsis of a cut line. */
const ALWAYS_PRINTED = '0123456789…';

function embedPhoto(doc: PDFDocument, photo: PreparedPhoto): Promise<PDFImage> {
  return photo.format === 'jpeg' ? doc.embedJpg(photo.bytes) : doc.embedPng(photo.bytes);
}

function setMetadata(doc: PDFDocument, request: RenderRequest): void {
  doc.setTitle(request.texts.title, { showInWindowTitleBar: true });
  if (request.author.trim()) doc.setAuthor(request.author);
  doc.setCreator(PDF_CREATOR);
  doc.setProducer(PDF_CREATOR);
  doc.setLanguage(languageInfo(request.settings.language).iso);
}

/**
 * Composed characters (NFC): an accent typed as a separate combining mark would otherwise be looked
 * up, and possibly drawn, apart from its letter.
 */
function composed(texts: CatalogTexts): CatalogTexts {
  return {
    title: texts.title.normalize('NFC'),
    subtitle: texts.subtitle.normalize('NFC'),
    introduction: texts.introduction.normalize('NFC'),
    footer: texts.footer.normalize('NFC'),
  };
}

export async function renderCatalog(request: RenderRequest): Promise<Uint8Array> {
  const { settings, photos } = request;
  const texts = composed(request.texts);
  const doc = await PDFDocument.create();
  setMetadata(doc, { ...request, texts });
  const fonts = await FontChain.load(doc, request.fonts, settings.font, [...Object.values(texts), ALWAYS_PRINTED]);
  const layout = { orientation: settings.orientation, imagesPerPage: settings.imagesPerPage };
  const sizes = photos.map((photo) => ({ width: photo.widthPx, height: photo.heightPx }));
  const zones = pageZones(settings.orientation);
  // A catalogue without photos still has its first page, so the file is a valid PDF.
  const pages: PageLayout[] = photos.length > 0 ? layoutPages(sizes, layout) : [{ number: 1, zones, placements: [] }];
  let done = 0;
  for (const pageLayout of pages) {
    const page = doc.addPage([zones.page.width, zones.page.height]);
    drawPageFurniture(page, fonts, texts, pageLayout.zones, pageLayout.number);
    for (const placement of pageLayout.placements) {
      const photo = photos[placement.index];
      if (!photo) continue;
      const image = await embedPhoto(doc, photo);
      const { frame } = placement;
      page.drawImage(image, { x: frame.x, y: zones.page.height - frame.y - frame.height, width: frame.width, height: frame.height });
      done += 1;
      request.onProgress?.(done, photos.length);
    }
  }
  return doc.save();
}
