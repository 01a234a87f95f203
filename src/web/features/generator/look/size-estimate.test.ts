import { describe, expect, it } from 'vitest';
import { estimatePdfBytes } from '../../../../catalog/size/estimate-pdf-bytes.js';
import { DEFAULT_CATALOG_SETTINGS } from '../../../../shared/index.js';
import type { PrintedPhoto } from './printed-photos.js';
import { approximateSize, estimateCatalogBytes, sizeEstimateText } from './size-estimate.js';

const settings = DEFAULT_CATALOG_SETTINGS;
const camera = (id: string, extra: Partial<PrintedPhoto> = {}): PrintedPhoto => ({ id, name: id, size: { width: 4000, height: 3000 }, ...extra });

describe('the expected PDF size', () => {
  it('waits while a photo has no known size', () => {
    expect(estimateCatalogBytes({ settings, quality: 'stampa', photos: [camera('a'), { id: 'b', name: 'b' }] })).toBeNull();
  });

  it('is the engine estimate, at the quality ceiling, with prepared bytes, captions and the logo', () => {
    const photos = [camera('a', { preparedBytes: 900_000 }), camera('b', { caption: { name: 'Abito' } })];
    const logo = { width: 800, height: 400 };
    expect(estimateCatalogBytes({ settings, quality: 'web', photos, logo })).toBe(
      estimatePdfBytes({
        settings,
        quality: 'web',
        photos: [
          { widthPx: 4000, heightPx: 3000, preparedBytes: 900_000 },
          { widthPx: 4000, heightPx: 3000, caption: { name: 'Abito' } },
        ],
        logo: { widthPx: 800, heightPx: 400 },
      }),
    );
  });

  it("drops with 'Web' for photos larger than the print ceiling", () => {
    const photos = [camera('a'), camera('b'), camera('c')];
    const print = estimateCatalogBytes({ settings, quality: 'stampa', photos }) ?? 0;
    const web = estimateCatalogBytes({ settings, quality: 'web', photos }) ?? 0;
    // A quarter of the pixels, plus what the document adds either way.
    expect(web).toBeLessThan(print * 0.3);
  });

  it('reads as Italian people write sizes', () => {
    expect(approximateSize(420)).toBe('circa 1 KB');
    expect(approximateSize(849_600)).toBe('circa 850 KB');
    expect(approximateSize(3_240_000)).toBe('circa 3,2 MB');
    expect(approximateSize(14_400_000)).toBe('circa 14 MB');
    expect(sizeEstimateText(0, null)).toBe('Aggiungi le foto per vedere la dimensione stimata del PDF.');
    expect(sizeEstimateText(2, null)).toBe('Dimensione stimata: calcolo in corso…');
    expect(sizeEstimateText(2, 3_240_000)).toBe('Dimensione stimata: circa 3,2 MB');
  });
});
