/**
 * The four looks as four house styles (decision 1074): the catalogue font sets the titles in every
 * look, and each look has its own caption face, case and spacing, which the page description
 * carries for the PDF and the preview alike. Before, all four set captions in one face, one case
 * and no spacing: a buyer saw four margin settings, not four catalogues.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type FontFamily, type LookName, type PhotoCaption } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages, textFace, type PageDescription } from '../../../src/catalog/index.js';
import { tracked } from '../../../src/catalog/text/tracking.js';
import type { DescribedText } from '../../../src/catalog/describe/page-description.js';

const texts = { title: 'Primavera Estate', subtitle: 'Collezione donna', introduction: 'Lino e seta lavata.', footer: 'Atelier Vetrina' };
const caption: PhotoCaption = { name: 'Abito in seta', sku: 'ss27-001', price: 189, colours: 'Nero, Sabbia', sizes: 'XS-XL' };
const photos = Array.from({ length: 8 }, () => ({ width: 2, height: 3, caption }));
const STRINGS = ['Primavera Estate PRIMAVERA ESTATE Collezione donna COLLEZIONE DONNA Lino e seta lavata. Atelier Vetrina Abito in seta ABITO IN SETA ss27-001 SS27-001 € 189 Nero, Sabbia · XS–XL 0123456789…'];

const chains = new Map<FontFamily, FontChain>();
beforeAll(async () => {
  const doc = await PDFDocument.create();
  for (const family of ['Playfair Display', 'Lora', 'DM Sans', 'Inter', 'Montserrat'] as const) chains.set(family, await FontChain.load(doc, createFsFontSource(), family, STRINGS));
});

function pagesOf(look: LookName, font: FontFamily = 'Playfair Display'): PageDescription[] {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, font, look, imagesPerPage: 6 as const, language: 'Italiano' as const };
  const family = textFace(settings, texts, photos);
  const chain = (name: FontFamily) => chains.get(name)?.widthOf ?? ((text: string, size: number) => text.length * size * 0.5);
  return describePages({ settings, texts, photos, measure: chain(font), ...(family && { textFace: { family, measure: chain(family) } }) });
}

const captionLines = (pages: PageDescription[], role: DescribedText['role']) => pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption.filter((line) => line.role === role)));
const furniture = (pages: PageDescription[], role: DescribedText['role']) => pages.flatMap((page) => page.texts.filter((line) => line.role === role));

describe('the looks’ typographic signatures (decision 1074)', () => {
  it('chooses each look’s caption face from the catalogue font', () => {
    const settings = { ...DEFAULT_CATALOG_SETTINGS, layout: 'grid' as const };
    const faceOf = (look: LookName, font: FontFamily) => textFace({ ...settings, look, font }, texts, photos);
    expect([faceOf('classic', 'Playfair Display'), faceOf('minimal', 'Playfair Display'), faceOf('editorial', 'Playfair Display'), faceOf('gallery', 'Playfair Display')]).toEqual(['Lora', 'DM Sans', 'Inter', 'Lora']);
    // A sans catalogue font sets its own sans captions, and Editoriale contrasts it with a serif.
    expect([faceOf('classic', 'Montserrat'), faceOf('minimal', 'Montserrat'), faceOf('editorial', 'Montserrat'), faceOf('gallery', 'Montserrat')]).toEqual([undefined, undefined, 'Lora', undefined]);
  });

  it('sets names, codes and running heads in each look’s case, face and spacing', () => {
    const classic = pagesOf('classic');
    const minimal = pagesOf('minimal');
    const editorial = pagesOf('editorial');
    const gallery = pagesOf('gallery');
    // Codes in spaced capitals in every look; names as typed but in Galleria, whose labels are capitals.
    for (const pages of [classic, minimal, editorial, gallery]) {
      const details = captionLines(pages, 'caption-details');
      expect(details.length).toBeGreaterThan(0);
      // The code opens its line, or follows a price that does (decision 1080).
      expect(details.every((line) => /^(· )?SS27-001/u.test(line.text) && (line.tracking ?? 0) > 0)).toBe(true);
    }
    expect(captionLines(classic, 'caption-name').every((line) => line.text === 'Abito in seta' && line.face === 'Lora' && !line.tracking)).toBe(true);
    expect(captionLines(minimal, 'caption-name').every((line) => line.face === 'DM Sans')).toBe(true);
    // Editoriale's names in the catalogue font itself, its details in the contrasting sans.
    expect(captionLines(editorial, 'caption-name').every((line) => line.face === undefined)).toBe(true);
    expect(captionLines(editorial, 'caption-details').every((line) => line.face === 'Inter')).toBe(true);
    expect(captionLines(gallery, 'caption-name').every((line) => line.text === 'ABITO IN SETA' && (line.tracking ?? 0) > 0)).toBe(true);
    // Colours and sizes are words: as typed, never spaced, in every look.
    for (const pages of [classic, minimal, editorial, gallery]) expect(captionLines(pages, 'caption-variants').every((line) => line.text === 'Nero, Sabbia · XS–XL' && !line.tracking)).toBe(true);
    // Running heads in spaced capitals, Classico's in the catalogue font, the others' in their caption face.
    const heads = [classic, minimal, editorial, gallery].map((pages) => furniture(pages, 'running-title')[0]);
    expect(heads.map((head) => head?.text)).toEqual(Array.from({ length: 4 }, () => 'PRIMAVERA ESTATE'));
    expect(heads.map((head) => head?.face)).toEqual([undefined, 'DM Sans', 'Inter', 'Lora']);
    expect(heads.every((head) => (head?.tracking ?? 0) >= 150)).toBe(true);
    // Page 1's subtitle: Classico's as typed in the title face, the others' a spaced label.
    const subtitles = [classic, minimal, editorial, gallery].map((pages) => furniture(pages, 'subtitle')[0]);
    expect(subtitles.map((line) => line?.text)).toEqual(['Collezione donna', 'COLLEZIONE DONNA', 'COLLEZIONE DONNA', 'COLLEZIONE DONNA']);
    // Capitals read a size larger: the spaced label takes the least size over the introduction, on one line.
    expect(subtitles.map((line) => line?.size)).toEqual([11.5, 10.25, 10.25, 10.25]);
    for (const pages of [minimal, editorial, gallery]) expect(furniture(pages, 'subtitle')).toHaveLength(1);
  });

  it('sets the folio and a full page’s caption in the look’s own faces, case and spacing, on every page (decision 1078)', () => {
    // Photo 4 on a page of its own: its caption as the grid's, the folio of every page as the running head.
    const marked = photos.map((photo, index) => (index === 3 ? { ...photo, caption: { ...caption, fullPage: true } } : photo));
    const settingsOf = (look: LookName) => ({ ...DEFAULT_CATALOG_SETTINGS, font: 'Playfair Display' as const, look, imagesPerPage: 6 as const, language: 'Italiano' as const });
    const looks: LookName[] = ['classic', 'minimal', 'editorial', 'gallery'];
    const described = looks.map((look) => {
      const family = textFace(settingsOf(look), texts, marked);
      const chain = (name: FontFamily) => chains.get(name)?.widthOf ?? ((text: string, size: number) => text.length * size * 0.5);
      return describePages({ settings: settingsOf(look), texts, photos: marked, measure: chain('Playfair Display'), ...(family && { textFace: { family, measure: chain(family) } }) });
    });
    // Before, every folio was in Playfair: Minimale's and Editoriale's among DM Sans and Inter.
    const folioFaces = described.map((pages) => [...new Set(furniture(pages, 'page-number').map((line) => line.face))]);
    expect(folioFaces).toEqual([[undefined], ['DM Sans'], ['Inter'], ['Lora']]);
    described.forEach((pages, at) => {
      const full = pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === 3);
      const grid = pages.find((page) => page.photos.length > 1 && page.number > 1);
      if (!full || !grid) throw new Error(`${looks[at]}: no full page or grid page`);
      for (const line of full.photos[0]?.caption ?? []) {
        const gridLine = grid.photos[0]?.caption.find((other) => other.role === line.role);
        expect([line.face, line.tracking], `${looks[at]} ${line.role}`).toEqual([gridLine?.face, gridLine?.tracking]);
      }
    });
    // Galleria's name in its spaced capitals; before, as typed among capitals.
    const galleryName = described[3]?.flatMap((page) => page.photos).find((photo) => photo.index === 3)?.caption.find((line) => line.role === 'caption-name');
    expect(galleryName?.text).toBe('ABITO IN SETA');
    expect(galleryName?.tracking ?? 0).toBeGreaterThan(0);
  });

  it('describes each spaced line at its spaced width, centred on its letters', () => {
    for (const look of ['classic', 'minimal', 'editorial', 'gallery'] as const) {
      const pages = pagesOf(look);
      const lines = [...pages.flatMap((page) => page.texts), ...pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption))].filter((line) => line.tracking);
      expect(lines.length, look).toBeGreaterThan(0);
      for (const line of lines) {
        const chain = chains.get(line.face ?? 'Playfair Display');
        if (!chain) throw new Error('a chain for every face');
        expect(line.width, `${look}: ${line.text}`).toBeCloseTo(tracked(chain.widthOf, line.tracking)(line.text, line.size, line.figures), 6);
      }
    }
  });

  it('keeps every caption within its photo and every code at decision 1071’s size', () => {
    for (const look of ['classic', 'minimal', 'editorial', 'gallery'] as const) {
      for (const page of pagesOf(look)) {
        for (const photo of page.photos) {
          for (const line of photo.caption) {
            expect(line.centreX - line.width / 2, `${look}: ${line.text}`).toBeGreaterThanOrEqual(photo.frame.x - 1e-6);
            expect(line.centreX + line.width / 2, `${look}: ${line.text}`).toBeLessThanOrEqual(photo.frame.x + photo.frame.width + 1e-6);
          }
          expect(photo.caption.filter((line) => line.role === 'caption-details').every((line) => line.size >= 8 - 1e-9), look).toBe(true);
        }
      }
    }
  });
});
