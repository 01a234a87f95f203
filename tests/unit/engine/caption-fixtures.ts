/** Two captioned photos and the PDF's embedded fonts: what the caption-face tests build and read. */
import type { PhotoCaption } from '../../../src/shared/index.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { pdfFonts } from './poppler.js';

export const CAPTIONS: PhotoCaption[] = [
  { name: 'Cappotto doppiopetto in lana cotta', sku: 'PE27-101', price: 489, colours: 'Cammello, Antracite', sizes: '38-48' },
  { name: 'Abito in seta', sku: 'PE27-102', price: 329, colours: 'Avorio', sizes: 'XS-XL' },
];

export const CAPTION_SETTINGS = { language: 'Italiano', imagesPerPage: 4, orientation: 'portrait' } as const;

/** The fonts a PDF embeds, by name without the subset tag, sorted. */
export const embeddedFonts = async (path: string) => (await pdfFonts(path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort();

/** One photo per caption, its pixels drawn from `seed` on. */
export function captionedPhotoFiles(seed: number) {
  return Promise.all(CAPTIONS.map(async (_, i) => ({ name: `foto-${i + 1}.jpg`, bytes: await makeJpeg({ width: 300, height: 450, seed: seed + i }) })));
}
