/**
 * The catalogue PDF (spec 9, DECISIONS "PDF"): the pages as describePages lays them out, text in the
 * chosen font with fallbacks, subset-embedded; print-ready metadata with an sRGB output intent and a
 * structure tree for screen readers (issue 12, docs/decisions/0760).
 */
import { PDFDocument, type PDFImage } from '@cantoo/pdf-lib';
import { PDF_CREATOR, languageInfo } from '../../shared/index.js';
import { textFace, textFaceStrings, composedTexts, cutTexts, describePages, italicStrings, namesItalicFace, printedStrings } from '../describe/describe-pages.js';
import { printedCoverBox } from '../describe/covers.js';
import { FontChain } from '../fonts/font-chain.js';
import { loadHyphenation } from '../text/hyphenation.js';
import { alternativeText } from '../texts/caption-texts.js';
import { unprintableTexts } from '../texts/unprintable-texts.js';
import { TextTooLongError, UnprintableTextError, type ArrivingPhoto, type EmbeddableImage, type RenderRequest } from '../types.js';
import { drawTaggedPage } from './draw-page.js';
import { setPrintMetadata } from './print-metadata.js';
import { StructureTree } from './structure-tree.js';
import './stream-bytes.js';

async function embedImage(doc: PDFDocument, image: EmbeddableImage | ArrivingPhoto): Promise<PDFImage> {
  const bytes = await image.bytes;
  return image.format === 'jpeg' ? doc.embedJpg(bytes) : doc.embedPng(bytes);
}

export async function renderCatalog(request: RenderRequest): Promise<Uint8Array> {
  const { settings, photos, logo } = request;
  const doc = await PDFDocument.create();
  const language = languageInfo(settings.language).iso;
  setPrintMetadata(doc, {
    title: composedTexts(request.texts, settings.language).title,
    author: request.author,
    creator: PDF_CREATOR,
    language,
    date: new Date(),
  });
  const pagePhotos = photos.map((photo) => ({ width: photo.widthPx, height: photo.heightPx, caption: photo.caption, centreColour: photo.centreColour }));
  const fonts = await FontChain.load(doc, request.fonts, settings.font, printedStrings({ settings, texts: request.texts, photos: pagePhotos, covers: request.covers }));
  // Captions and introduction under a display face are set in a text face, loaded, subset and
  // embedded like it (decisions 1058, 1063).
  const textFamily = textFace(settings, request.texts, pagePhotos);
  const textFonts = textFamily && (await FontChain.load(doc, request.fonts, textFamily, textFaceStrings({ settings, texts: request.texts, photos: pagePhotos })));
  // Names a look sets in the catalogue font's italic, in an italic chain of their own (decision 1105).
  const italicFamily = namesItalicFace(settings, pagePhotos);
  const italicFonts = italicFamily && (await FontChain.load(doc, request.fonts, italicFamily, italicStrings({ settings, photos: pagePhotos }), 'italic'));
  const missing = [...new Set([...fonts.missing, ...(textFonts ? textFonts.missing : []), ...(italicFonts ? italicFonts.missing : [])])];
  const pages = describePages({
    settings,
    texts: request.texts,
    photos: pagePhotos,
    logo: logo ? { width: logo.widthPx, height: logo.heightPx } : undefined,
    accent: request.accent,
    measure: fonts.widthOf,
    ...(textFamily && textFonts && { textFace: { family: textFamily, measure: textFonts.widthOf } }),
    ...(italicFonts && { italic: italicFonts.widthOf }),
    hyphenate: await loadHyphenation(settings.language),
    covers: request.covers,
    ...(request.link && { link: request.link }),
  });
  const cut = cutTexts(pages);
  if (cut.length > 0) throw new TextTooLongError(cut);
  // Each chain reports what it lacks of its own strings; the introduction may be the text face's.
  const unprintable = unprintableTexts(request.texts, missing);
  if (unprintable.length > 0) throw new UnprintableTextError(unprintable);
  if (missing.length > 0) request.onUnprintable?.(missing);
  const shortened = new Set(pages.flatMap((page) => page.photos.filter((photo) => photo.shortened).map((photo) => photo.index)));
  if (shortened.size > 0) request.onCaptionsShortened?.([...shortened]);
  const coverBox = printedCoverBox(pages);
  if (coverBox) request.onCoverPrinted?.(coverBox);
  const logoImage = logo ? await embedImage(doc, logo) : null;
  const tree = new StructureTree(doc);
  // The cover's photo is also in the grid: embedded once, drawn twice.
  const images = new Map<number, Promise<PDFImage>>();
  const imageOf = (index: number, photo: ArrivingPhoto) => {
    let image = images.get(index);
    if (!image) images.set(index, (image = embedImage(doc, photo)));
    return image;
  };
  const coverImage = request.coverImage && embedImage(doc, request.coverImage);
  const placed = pages.reduce((sum, page) => sum + page.photos.length, 0);
  let done = 0;
  for (const description of pages) {
    const page = doc.addPage([description.size.width, description.size.height]);
    // The finished page is the whole sheet (no bleed): prepress tools read the trim from here.
    page.setTrimBox(0, 0, description.size.width, description.size.height);
    await drawTaggedPage({
      page,
      fonts,
      ...(textFonts && { textFonts }),
      ...(italicFonts && { italicFonts }),
      description,
      tree,
      language,
      logo: logoImage,
      photo: async (index) => {
        const photo = photos[index];
        const image = description.number === 0 && coverImage ? coverImage : photo && imageOf(index, photo);
        return photo && image && { image: await image, alt: alternativeText(photo.caption, index + 1, shortened.has(index)) };
      },
      onPhoto: () => request.onProgress?.(++done, placed),
    });
  }
  tree.finish();
  fonts.nameSubsets();
  textFonts?.nameSubsets();
  italicFonts?.nameSubsets();
  // Every form field was drawn when it was made (quantity-fields.ts): pdf-lib's pass at saving
  // would only walk the order form's hundreds of fields again to find none to draw. And no pause
  // every 50 objects: the PDF worker and the CLI have no page to give way to, and a browser holds
  // each chained timer to 4 ms, 0.2 s for a line sheet's few thousand objects (issue 24.9).
  return doc.save({ updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
