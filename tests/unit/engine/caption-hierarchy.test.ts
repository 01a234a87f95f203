/**
 * The art director's review of issue 35 (decision 1063): captions printed the name at 8.5 pt over
 * code and price at 8 pt, a flat hierarchy, and dropped colours and sizes from every caption of a
 * catalogue where one line of them was too wide (Editoriale 6 per page in landscape, Minimale 9 per
 * page). The name now leads at 9.25 pt in ink over 7.5 pt details in grey, and colours and sizes
 * take a second line, colours over sizes, before they are ever shortened.
 */
import { describe, expect, it } from 'vitest';
import type { LookName, PhotoCaption } from '../../../src/shared/index.js';
import { CAPTION_BAND_HEIGHT, VARIANTS_BAND_HEIGHT } from '../../../src/catalog/layout/geometry.js';
import { CAPTION_HEIGHT, VARIANTS_CAPTION_HEIGHT } from '../../../src/catalog/text/caption-fit.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { pdfText } from './poppler.js';

const CAPTIONS: PhotoCaption[] = [
  { name: 'Cappotto doppiopetto in lana cotta', sku: 'PE27-101', price: 489, colours: 'Cammello, Antracite, Blu notte', sizes: '38, 40, 42, 44, 46, 48' },
  { name: 'Giacca in lino', sku: 'PE27-102', price: 259, colours: 'Sabbia, Nero, Cammello', sizes: 'XS-XL' },
  { name: 'Camicia in popeline', sku: 'PE27-105', price: 119, colours: 'Bianco, Celeste, Rosa antico', sizes: 'S, M, L, XL' },
  { name: 'Pantalone sartoriale in lana vergine', sku: 'PE27-104', price: 189, colours: 'Grigio melange, Blu', sizes: '40, 42, 44, 46, 48' },
  { name: 'Mocassino in pelle', sku: 'PE27-112', price: 229, colours: 'Marrone, Nero', sizes: '39, 40, 41, 42, 43, 44, 45' },
  { name: 'Borsa in vitello', sku: 'PE27-109', price: 389, colours: 'Cuoio, Nero, Testa di moro', sizes: 'Taglia unica' },
];

async function files(count: number) {
  return Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `foto-${i + 1}.jpg`, bytes: await makeJpeg({ width: 400, height: 600, seed: 120 + i }) })));
}

describe('captions with a hierarchy, and colours and sizes never dropped (decision 1063)', () => {
  it('keeps room in the bands for a name on two lines, code and price, and colours and sizes on two lines', () => {
    expect(CAPTION_HEIGHT).toBeLessThanOrEqual(CAPTION_BAND_HEIGHT);
    expect(VARIANTS_CAPTION_HEIGHT).toBeLessThanOrEqual(VARIANTS_BAND_HEIGHT);
  });

  it.each([
    ['minimal', 9, 'landscape'],
    ['editorial', 6, 'landscape'],
    ['classic', 9, 'landscape'],
    ['gallery', 9, 'landscape'],
  ] as const)('%s, %i per page in %s, Riempi: every colour and size string is in the PDF', async (look: LookName, imagesPerPage, orientation) => {
    const photos = await files(9);
    const captions = Array.from({ length: 9 }, (_, i) => CAPTIONS[i % CAPTIONS.length]);
    const built = await buildCatalog(photos, { language: 'Italiano', font: 'Playfair Display', look, imagesPerPage, orientation, photoFit: 'fill' }, '', { captions });
    const text = (await pdfText(built.path)).replace(/\s+/g, ' ');
    for (const caption of CAPTIONS) {
      expect(text, caption.name).toContain(caption.colours);
      // A range with the en dash a typesetter sets (decision 1066).
      expect(text, caption.name).toContain(caption.sizes?.replace('-', '–'));
      expect(text, caption.name).toContain(caption.sku);
    }

    expect(text).not.toContain('…');
  });
});
