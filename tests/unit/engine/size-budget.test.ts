/**
 * The size targets STANDARD_JPEG is calibrated for (docs/decisions/0203-jpeg-quality.md): 36 photos
 * at 4 per page stay under 4 MiB, 100 photos under 11 MiB. Six realistic camera-like photos are
 * prepared once and printed over and over, each embedded as its own image like distinct photos.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { prepareTargetFor, renderCatalog, resolveCatalogTexts, type PreparedPhoto } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { createSharpPhotoPreparer } from '../../../src/cli/sharp-photo-preparer.js';
import { makeJpeg } from '../../fixtures/photos.js';

const MiB = 1024 * 1024;
const settings = { ...DEFAULT_CATALOG_SETTINGS, imagesPerPage: 4 as const, orientation: 'portrait' as const };
let prepared: PreparedPhoto[] = [];

beforeAll(async () => {
  const preparer = createSharpPhotoPreparer();
  const target = prepareTargetFor(settings);
  prepared = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const size = i % 3 === 0 ? { width: 1800, height: 2400 } : { width: 2400, height: 1800 };
      const bytes = await makeJpeg({ ...size, seed: 70 + i });
      return preparer.prepare({ id: String(i), name: `foto-${i}.jpg`, bytes }, target);
    }),
  );
});

async function catalogSize(count: number): Promise<number> {
  const photos = Array.from({ length: count }, (_, i) => prepared[i % prepared.length] as PreparedPhoto);
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
  it('keeps 36 photos at 4 per page under 4 MiB', async () => {
    expect(await catalogSize(36)).toBeLessThanOrEqual(4 * MiB);
  });

  it('keeps 100 photos under 11 MiB', async () => {
    expect(await catalogSize(100)).toBeLessThanOrEqual(11 * MiB);
  });
});
