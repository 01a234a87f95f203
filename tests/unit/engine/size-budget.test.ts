/**
 * The size targets STANDARD_JPEG is calibrated for (docs/decisions/0203-jpeg-quality.md): 36 photos
 * at 4 per page stay under 4 MiB, 100 photos under 11 MiB, in cells the size of the first page's.
 * The pages after it print their photos 15.6 % larger under their slim head (decision 0995), so a
 * real catalogue holds 4.5 MiB and 12.5 MiB: the same bytes per pixel over more printed area. Six
 * realistic camera-like photos are prepared once for each kind of page and printed over and over,
 * each embedded as its own image like distinct photos.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { prepareTargetFor, renderCatalog, resolveCatalogTexts, type PageKind, type PreparedPhoto } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { createSharpPhotoPreparer } from '../../../src/cli/sharp-photo-preparer.js';
import { makeJpeg } from '../../fixtures/photos.js';

const MiB = 1024 * 1024;
const settings = { ...DEFAULT_CATALOG_SETTINGS, imagesPerPage: 4 as const, orientation: 'portrait' as const };
/** The six photos prepared for the first page's cells and for the following pages' (decision 0995). */
let prepared: Record<'opening' | 'following', PreparedPhoto[]> = { opening: [], following: [] };

beforeAll(async () => {
  const preparer = createSharpPhotoPreparer();
  const sources = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const size = i % 3 === 0 ? { width: 1800, height: 2400 } : { width: 2400, height: 1800 };
      return { id: String(i), name: `foto-${i}.jpg`, bytes: await makeJpeg({ ...size, seed: 70 + i }) };
    }),
  );
  const prepareFor = (kind: 'opening' | 'following') => Promise.all(sources.map((source) => preparer.prepare(source, prepareTargetFor(settings, undefined, undefined, { kind }))));
  prepared = { opening: await prepareFor('opening'), following: await prepareFor('following') };
});

/** `everywhere`: every photo as prepared for that page's cells; otherwise each for the cell it lands in. */
async function catalogSize(count: number, everywhere?: PageKind): Promise<number> {
  const photos = Array.from({ length: count }, (_, i) => prepared[everywhere ?? (i < settings.imagesPerPage ? 'opening' : 'following')][i % 6] as PreparedPhoto);
  const pdf = await renderCatalog({
    settings,
    texts: await resolveCatalogTexts(settings),
    photos,
    author: 'Atelier Prova',
    fonts: createFsFontSource(),
  });
  return pdf.byteLength;
}

describe('size budget at 300 ppi', () => {
  it('keeps the encoding\'s calibration: 36 photos in the first page\'s cells under 4 MiB, 100 under 11 MiB', async () => {
    expect(await catalogSize(36, 'opening')).toBeLessThanOrEqual(4 * MiB);
    expect(await catalogSize(100, 'opening')).toBeLessThanOrEqual(11 * MiB);
  });

  it('keeps 36 photos at 4 per page under 4.5 MiB, each prepared for its cell', async () => {
    expect(await catalogSize(36)).toBeLessThanOrEqual(4.5 * MiB);
  });

  it('keeps 100 photos under 12.5 MiB', async () => {
    expect(await catalogSize(100)).toBeLessThanOrEqual(12.5 * MiB);
  });

  it('grows with the printed area alone: a following page\'s photo costs no more bytes per pixel', () => {
    const perPixel = (photos: PreparedPhoto[]) => photos.reduce((sum, photo) => sum + photo.bytes.byteLength, 0) / photos.reduce((sum, photo) => sum + photo.widthPx * photo.heightPx, 0);
    expect(perPixel(prepared.following)).toBeLessThanOrEqual(perPixel(prepared.opening) * 1.05);
  });
});
