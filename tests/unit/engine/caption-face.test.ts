/**
 * The art director's review of issue 35: captions set at 7.5-8.5 pt in Playfair Display, a display
 * face, read spindly. Under a display face the captions are set in a text face (Lora), loaded,
 * subset and embedded like the catalogue font, and marked in the page description so the preview
 * draws them in it too; the title keeps the catalogue font (decision 1058).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, FONT_FAMILY_NAMES, captionFamily } from '../../../src/shared/index.js';
import { textFaceStrings, describePages, loadTextMetrics } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { buildCatalog } from './build-catalog.js';
import { CAPTIONS, CAPTION_SETTINGS as settings, captionedPhotoFiles, embeddedFonts as embedded } from './caption-fixtures.js';
import { pdfText } from './poppler.js';

const files = () => captionedPhotoFiles(70);

describe('captions in a text face under a display face (decision 1058)', () => {
  it('pairs the display serifs with Lora and leaves every other family its own captions', () => {
    expect(captionFamily('Playfair Display')).toBe('Lora');
    expect(captionFamily('Cormorant Garamond')).toBe('Lora');
    for (const family of FONT_FAMILY_NAMES.filter((name) => name !== 'Playfair Display' && name !== 'Cormorant Garamond')) expect(captionFamily(family)).toBe(family);
  });

  it('embeds the text face beside Playfair Display, and the captions print in it', async () => {
    const built = await buildCatalog(await files(), { ...settings, font: 'Playfair Display' }, '', { captions: CAPTIONS });
    expect(await embedded(built.path)).toEqual(['Lora-Regular', 'PlayfairDisplay-Regular']);
    // The description marks the caption lines and the introduction (decision 1063), and them only, so the preview draws them in Lora too.
    const photos = built.prepared.map((photo) => ({ width: photo.widthPx, height: photo.heightPx, caption: photo.caption }));
    const full = { ...DEFAULT_CATALOG_SETTINGS, ...settings, font: 'Playfair Display' as const };
    const measure = (await loadTextMetrics(createFsFontSource(), 'Lora', textFaceStrings({ settings: full, texts: built.texts, photos }))).measure;
    const [page] = describePages({ settings: full, texts: built.texts, photos, measure, textFace: { family: 'Lora', measure } });
    // Page 1's caption lines, however many its row holds (decision 1068), a price of its own in ink among them (decision 1069).
    const faces = page?.photos.flatMap((photo) => photo.caption.map((line) => line.face)) ?? [];
    expect(faces.length).toBeGreaterThan(2);
    expect(faces).toEqual(faces.map(() => 'Lora'));
    expect(page?.texts.filter((line) => line.face).map((line) => line.role)).toEqual(page?.texts.filter((line) => line.role === 'introduction').map((line) => line.role));
    const text = await pdfText(built.path);
    // A range with an en dash (decision 1066).
    expect(text).toContain('Cammello, Antracite · 38–48');
    expect(text).toContain('PE27-101');
  });

  it('loads no second face without captions and introduction, or when the catalogue font is a text face', async () => {
    const bare = await buildCatalog(await files(), { ...settings, font: 'Playfair Display' }, '', { texts: { introduction: '' } });
    expect(await embedded(bare.path)).toEqual(['PlayfairDisplay-Regular']);
    const inter = await buildCatalog(await files(), { ...settings, font: 'Inter' }, '', { captions: CAPTIONS });
    expect(await embedded(inter.path)).toEqual(['Inter-Regular']);
  });
});
