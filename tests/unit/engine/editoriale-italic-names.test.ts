/**
 * Editoriale's typographic signature (decision 1105): its captions' names in the catalogue font's
 * italic, a fashion magazine's caption, where the ninth review found every look in Regular weights
 * only (1107 finding 3). The italic is loaded, measured, subset and embedded like the upright faces,
 * and the page description marks its lines so the PDF and the preview draw the face they were
 * measured with. A family without an italic keeps its names upright.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type FontFamily, type LookName } from '../../../src/shared/index.js';
import { describePages, italicStrings, loadTextMetrics, namesItalicFace, type DescribedText, type PageDescription } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { buildCatalog } from './build-catalog.js';
import { CAPTIONS, CAPTION_SETTINGS as settings, captionedPhotoFiles, embeddedFonts as embedded } from './caption-fixtures.js';
import { REVIEW_FORMATS, laidOutReviewSet, reviewSetRequest } from './review-set.js';

const files = () => captionedPhotoFiles(80);

const lines = (pages: readonly PageDescription[], role: DescribedText['role']) => pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption.filter((line) => line.role === role)));

describe('Editoriale’s names in the catalogue font’s italic (decision 1105)', () => {
  it('sets every Editoriale name in italic, and no other line, nor any other look’s', async () => {
    for (const [imagesPerPage, orientation] of REVIEW_FORMATS) {
      const editorial = await laidOutReviewSet('editorial', imagesPerPage, orientation);
      const names = lines(editorial, 'caption-name');
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((line) => line.italic === true && line.face === undefined)).toBe(true);
      const others = editorial.flatMap((page) => [...page.texts, ...page.photos.flatMap((photo) => photo.caption)]).filter((line) => line.role !== 'caption-name');
      expect(others.filter((line) => line.italic)).toEqual([]);
      for (const look of ['classic', 'minimal', 'gallery'] as const) {
        const pages = await laidOutReviewSet(look, imagesPerPage, orientation);
        expect(pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption)).filter((line) => line.italic)).toEqual([]);
      }
    }
  });

  it('measures each name with the italic it is drawn in: wrapped and fitted to the italic’s widths', async () => {
    const request = await reviewSetRequest('editorial', 6, 'portrait');
    const { italic } = request;
    expect(italic).toBeDefined();
    if (!italic) return;
    const names = lines(describePages(request), 'caption-name');
    for (const line of names) expect(line.width).toBeCloseTo(italic(line.text, line.size, line.figures), 6);
    // The italic is its own face: Playfair's italic sets the review's names narrower than its roman.
    expect(names.some((line) => Math.abs(request.measure(line.text, line.size) - line.width) > 1)).toBe(true);
  });

  it('keeps the names upright in a family without an italic, and loads none', () => {
    const photos = CAPTIONS.map((caption) => ({ width: 2, height: 3, caption }));
    const italicOf = (font: FontFamily, look: LookName = 'editorial') => namesItalicFace({ ...DEFAULT_CATALOG_SETTINGS, font, look }, photos);
    expect([italicOf('Playfair Display'), italicOf('Montserrat'), italicOf('Outfit'), italicOf('Space Grotesk')]).toEqual(['Playfair Display', 'Montserrat', undefined, undefined]);
    expect([italicOf('Playfair Display', 'classic'), italicOf('Playfair Display', 'minimal'), italicOf('Playfair Display', 'gallery')]).toEqual([undefined, undefined, undefined]);
    // No captions, or a line sheet's table: no italic.
    expect(namesItalicFace({ ...DEFAULT_CATALOG_SETTINGS, look: 'editorial' }, [{}])).toBeUndefined();
    expect(namesItalicFace({ ...DEFAULT_CATALOG_SETTINGS, look: 'editorial', layout: 'line-sheet' }, photos)).toBeUndefined();
  });

  it('finds every glyph of a name in the italic chain: what the italic lacks comes from Noto Serif Italic, never a blank', async () => {
    const texts = ['Giacca in ǅenim ȹ'];
    const { missing, measure } = await loadTextMetrics(createFsFontSource(), 'Playfair Display', texts, 'italic');
    expect(missing).toEqual([]);
    expect(measure('ȹ', 10)).toBeGreaterThan(0);
    expect(italicStrings({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'editorial' }, photos: CAPTIONS.map((caption) => ({ width: 2, height: 3, caption })) })).toContain('Abito in seta');
  });

  it('embeds the italic subset in Editoriale’s PDF and in no other look’s', async () => {
    const photos = await files();
    const editorial = await buildCatalog(photos, { ...settings, font: 'Playfair Display', look: 'editorial' }, '', { captions: CAPTIONS });
    expect(await embedded(editorial.path)).toEqual(['Inter-Regular', 'PlayfairDisplay-Italic', 'PlayfairDisplay-Regular']);
    const minimal = await buildCatalog(photos, { ...settings, font: 'Playfair Display', look: 'minimal' }, '', { captions: CAPTIONS });
    expect((await embedded(minimal.path)).filter((name) => name.endsWith('-Italic'))).toEqual([]);
    // Outfit has no italic: Editoriale's names stay in its regular, and nothing is embedded twice.
    const outfit = await buildCatalog(photos, { ...settings, font: 'Outfit', look: 'editorial' }, '', { captions: CAPTIONS });
    expect(await embedded(outfit.path)).toEqual(['Lora-Regular', 'Outfit-Regular']);
  });
});
