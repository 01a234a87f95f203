/**
 * The review of issue 35 (decision 1080), finding 9: the caption hierarchy was flat, the name at
 * 9.25 pt over 8 pt details and the price lost after the code. A line sheet reads name → price →
 * details: the name at 1.3 times its details at least, the price in a place of its own, each look
 * its own. Finding 4: the looks shared page 1's header, a centred block beside the hero, four
 * margin settings rather than four house styles. Set with the review's thirteen figures and
 * captions (01 a hero, 07 a full page).
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type FontFamily, type LookName, type Orientation, type PhotoCaption } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages, textFace, type PageDescription } from '../../../src/catalog/index.js';
import type { DescribedPhoto, DescribedText } from '../../../src/catalog/describe/page-description.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Linee pulite e tessuti naturali, pensati per durare.', footer: '' };
const NAMES = ['Cappotto in lana vergine', 'Giacca doppiopetto sartoriale', 'Abito midi in seta', 'Camicia in popeline di cotone', 'Pantalone a palazzo', 'Maglione a coste in cashmere', 'Trench impermeabile con cappuccio', 'Gonna plissettata', 'Blazer in lino', 'Cardigan lungo in alpaca', 'Tuta in crêpe', 'Borsa a spalla in vitello', 'Stivaletto in pelle scamosciata'];
const COLOURS = ['Nero, Sabbia', 'Blu notte', 'Avorio, Cipria', 'Bianco, Azzurro', 'Cammello', 'Grigio melange, Panna', 'Kaki, Nero', 'Bordeaux', 'Naturale', 'Tortora', 'Verde salvia', 'Cognac, Nero', 'Moka'];
const photos = NAMES.map((name, i) => {
  const caption: PhotoCaption = { name, sku: `SS27-${String(i + 1).padStart(3, '0')}`, price: 89 + 37 * i, colours: COLOURS[i] ?? '', sizes: i >= 11 ? 'Unica' : 'XS-XL', ...(i === 0 && { hero: true }), ...(i === 6 && { fullPage: true }) };
  const [width, height] = i < 9 ? [2, 3] : i < 11 ? [4, 5] : [3, 2];
  return { width, height, caption };
});
const STRINGS = [[...NAMES, ...NAMES.map((name) => name.toLocaleUpperCase('it')), ...COLOURS, texts.title, texts.title.toLocaleUpperCase('it'), texts.subtitle, texts.subtitle.toLocaleUpperCase('it'), texts.introduction, 'SS27- € · XS–XL Unica 0123456789…'].join(' ')];
const LOOKS: LookName[] = ['classic', 'minimal', 'editorial', 'gallery'];

const chains = new Map<FontFamily, FontChain>();
beforeAll(async () => {
  const doc = await PDFDocument.create();
  for (const family of ['Playfair Display', 'Lora', 'DM Sans', 'Inter'] as const) chains.set(family, await FontChain.load(doc, createFsFontSource(), family, STRINGS));
});

function pagesOf(look: LookName, imagesPerPage: 4 | 6 | 9 = 6, orientation: Orientation = imagesPerPage === 9 ? 'landscape' : 'portrait'): PageDescription[] {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, font: 'Playfair Display' as const, look, imagesPerPage, orientation, photoFit: 'fill' as const, language: 'Italiano' as const };
  const family = textFace(settings, texts, photos);
  const chain = (name: FontFamily) => {
    const loaded = chains.get(name);
    if (!loaded) throw new Error(`no chain for ${name}`);
    return loaded.widthOf;
  };
  return describePages({ settings, texts, photos, measure: chain('Playfair Display'), ...(family && { textFace: { family, measure: chain(family) } }) });
}

/** The photos of grid pages (not a full page's one). */
const gridPhotos = (pages: PageDescription[]) => pages.filter((page) => page.photos.length > 1 || page.number === 1).flatMap((page) => page.photos);
const linesOf = (photo: DescribedPhoto, role: DescribedText['role']) => photo.caption.filter((line) => line.role === role);
const left = (line: DescribedText) => line.centreX - line.width / 2;
const right = (line: DescribedText) => line.centreX + line.width / 2;

describe('a caption hierarchy per look (decision 1080)', () => {
  it.each([4, 6, 9] as const)('sets every name at 1.3 times its details at least, in every look, %i per page', (perPage) => {
    for (const look of LOOKS) {
      for (const photo of gridPhotos(pagesOf(look, perPage))) {
        const [name] = linesOf(photo, 'caption-name');
        const [details] = linesOf(photo, 'caption-details');
        if (!name || !details) throw new Error(`${look}: photo ${photo.index} without name or code`);
        // Beside a price on its first line a name may give half a point to keep every line clear of it (decision 1104).
        const give = look === 'minimal' || look === 'editorial' ? 0.5 : 0;
        expect((name.size + give) / details.size, `${look} ${perPage}: ${name.text}`).toBeGreaterThanOrEqual(1.3 - 1e-9);
      }
    }
  });

  it('tabulates the price on the name’s line in the flush-left looks, and opens the code’s line with it in the centred ones', () => {
    for (const look of LOOKS) {
      for (const photo of gridPhotos(pagesOf(look))) {
        const [price] = linesOf(photo, 'caption-price');
        const [name] = linesOf(photo, 'caption-name');
        const [code] = linesOf(photo, 'caption-details');
        if (!price || !name || !code) throw new Error(`${look}: photo ${photo.index} without price, name or code`);
        expect(price.colour, look).toBe(name.colour);
        if (look === 'minimal' || look === 'editorial') {
          // On the name's first baseline, flush right on the photo's edge, clear of the name.
          expect(price.baseline, `${look}: ${name.text}`).toBeCloseTo(name.baseline, 6);
          expect(right(price), `${look}: ${name.text}`).toBeCloseTo(photo.frame.x + photo.frame.width, 6);
          for (const line of linesOf(photo, 'caption-name')) expect(right(line), `${look}: ${line.text}`).toBeLessThan(left(price));
          expect(code.text, look).not.toContain('€');
        } else {
          // First on the code's line, the code after it.
          expect(price.baseline, `${look}: ${name.text}`).toBeCloseTo(code.baseline, 6);
          expect(right(price), `${look}: ${name.text}`).toBeLessThanOrEqual(left(code) + 1e-6);
          expect(code.text, look).toMatch(/^· SS27-0\d\d$/);
        }
      }
    }
  });

  it('keeps every caption line within its photo', () => {
    for (const look of LOOKS) {
      for (const photo of gridPhotos(pagesOf(look))) {
        for (const line of photo.caption) {
          expect(left(line), `${look}: ${line.text}`).toBeGreaterThanOrEqual(photo.frame.x - 1e-6);
          expect(right(line), `${look}: ${line.text}`).toBeLessThanOrEqual(photo.frame.x + photo.frame.width + 1e-6);
        }
      }
    }
  });
});

describe('four openers (decision 1080)', () => {
  const HEADER: DescribedText['role'][] = ['title', 'subtitle', 'introduction'];
  const opening = (look: LookName, imagesPerPage: 4 | 6 | 9 = 6, orientation?: Orientation) => {
    const page = pagesOf(look, imagesPerPage, orientation)[0];
    if (!page) throw new Error(`${look}: no page 1`);
    const header = page.texts.filter((line) => HEADER.includes(line.role));
    const titles = header.filter((line) => line.role === 'title');
    const photosTop = Math.min(...page.photos.map((photo) => photo.frame.y));
    return { page, header, titles, photosTop };
  };

  it('sets Classico’s centred title between two short rules', () => {
    const { page, titles } = opening('classic');
    const rules = page.rules.filter((rule) => rule.role === 'accent-rule');
    expect(rules).toHaveLength(2);
    const [above, under] = [...rules].sort((a, b) => a.y - b.y);
    const first = titles[0];
    const last = titles.at(-1);
    if (!above || !under || !first || !last) throw new Error('no rules or title');
    // Set with the title (decision 1092): nearer its baseline than the subtitle's capitals (it
    // stood halfway, 9.7 pt under the baseline and 8.3 pt over the capitals), over its capitals.
    const subtitle = page.texts.find((text) => text.role === 'subtitle');
    if (!subtitle) throw new Error('no subtitle');
    expect(above.y).toBeLessThan(first.baseline - 0.7 * first.size);
    expect(under.y).toBeGreaterThan(last.baseline);
    expect(under.y - last.baseline).toBeLessThan(subtitle.baseline - 0.7 * subtitle.size - under.y);
    expect(above.x).toBeCloseTo(under.x, 6);
    expect(above.x + above.width / 2).toBeCloseTo(first.centreX, 6);
  });

  it('sets Minimale’s title small and flush left, its top level with the photos’', () => {
    const { header, titles, photosTop } = opening('minimal');
    const [first] = titles;
    if (!first) throw new Error('no title');
    const classic = opening('classic').titles[0];
    expect(first.size).toBeLessThan((classic?.size ?? 0) * 0.8);
    for (const line of header) expect(left(line), line.text).toBeCloseTo(left(first), 6);
    // The em box's top (its size over the baseline) within a point of the photos' top edge.
    expect(Math.abs(first.baseline - first.size - photosTop)).toBeLessThan(1);
  });

  it('stands Editoriale’s large title on the hairline that closes the header', () => {
    const { page, header, titles } = opening('editorial');
    const rule = page.rules.find((line) => line.role === 'header-rule');
    if (!rule || !titles[0]) throw new Error('no rule or title');
    // The largest title of the four looks.
    for (const look of ['classic', 'minimal', 'gallery'] as const) expect(titles[0].size, look).toBeGreaterThan((opening(look).titles[0]?.size ?? Infinity) * 1.1);
    const lastBaseline = Math.max(...header.map((line) => line.baseline));
    // On the rule: the header's room at its foot (header-fit.ts, 8 pt) and a descender, no more.
    expect(rule.y - lastBaseline).toBeLessThan(14);
    expect(rule.y - lastBaseline).toBeGreaterThan(0);
  });

  it('sets Galleria’s header on a tinted panel from the photos’ top, within their edges', () => {
    const { page, header, photosTop } = opening('gallery');
    const panels = page.rules.filter((rule) => rule.role === 'title-panel');
    expect(panels).toHaveLength(1);
    const [panel] = panels;
    if (!panel) throw new Error('no panel');
    const top = panel.y - panel.thickness / 2;
    expect(top).toBeCloseTo(photosTop, 6);
    for (const line of header) {
      expect(left(line), line.text).toBeGreaterThan(panel.x);
      expect(right(line), line.text).toBeLessThan(panel.x + panel.width);
      expect(line.baseline - line.size, line.text).toBeGreaterThan(top);
      expect(line.baseline, line.text).toBeLessThan(top + panel.thickness);
    }
    const photosRight = Math.max(...page.photos.map((photo) => photo.frame.x + photo.frame.width));
    expect(panel.x + panel.width).toBeLessThanOrEqual(photosRight + 1e-6);
    // No other look tints its page.
    for (const look of ['classic', 'minimal', 'editorial'] as const) expect(opening(look).page.rules.some((rule) => rule.role === 'title-panel'), look).toBe(false);
  });

  it.each([
    [4, 'portrait'],
    [6, 'landscape'],
    [9, 'landscape'],
  ] as const)('keeps Galleria’s header texts within its panel at %i per page, %s', (perPage, orientation) => {
    // At 6 per page in landscape the texts were centred on the header's whole zone, past the
    // panel's edge at the photos' right: half the title hung over white page (an independent review).
    const { page, header } = opening('gallery', perPage, orientation);
    const [panel] = page.rules.filter((rule) => rule.role === 'title-panel');
    if (!panel) throw new Error('no panel');
    expect(header.length).toBeGreaterThan(0);
    for (const line of header) {
      expect(left(line), line.text).toBeGreaterThanOrEqual(panel.x);
      expect(right(line), line.text).toBeLessThanOrEqual(panel.x + panel.width);
    }
  });
});
