/**
 * Issue 27.9: accents stacked on letters, within every length limit, stay in their zone on every
 * page: the fitting reads the glyphs' real ink, and the forms refuse a tower of marks on one letter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LIMITS, LOOKS, MARKS_PER_BASE_MAX, BackCoverContacts, CatalogSettings, PhotoCaption, withinMarkLimit } from '../../../src/shared/index.js';
import { describePages, fitHeader, loadTextMetrics, printedStrings, type DescribePagesRequest, type DescribedText, type Measure, type PageDescription, type Rect } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { lastInk } from '../../../src/catalog/describe/ink.js';

/** The most marks a letter may carry, on an accented capital and on a letter no precomposed form absorbs. */
const ABOVE = `\u00c1${'\u0301'.repeat(MARKS_PER_BASE_MAX)}`;
const BELOW = `x${'\u0323'.repeat(MARKS_PER_BASE_MAX)}`;
const stacked = (max: number, words = '') => `${words}${`${ABOVE}${BELOW} `.repeat(max)}`.slice(0, max).trim();

const settings = { ...DEFAULT_CATALOG_SETTINGS, language: 'Italiano' as const, imagesPerPage: 4 as const };
const texts = {
  title: stacked(LIMITS.titleMax),
  subtitle: stacked(LIMITS.subtitleMax, 'Nuova stagione, stile senza tempo '),
  introduction: stacked(LIMITS.introductionMax, 'Una selezione curata dei nostri capi migliori, scelti per la qualità dei tessuti. '),
  footer: stacked(LIMITS.footerMax, 'Atelier Rosa · via Roma 1 · '),
};
const caption = { name: stacked(LIMITS.captionNameMax), sku: stacked(LIMITS.captionSkuMax) };
const photos = Array.from({ length: 5 }, () => ({ width: 3000, height: 4000, caption }));

let measure: Measure;

beforeAll(async () => {
  measure = (await loadTextMetrics(createFsFontSource(), settings.font, printedStrings({ settings, texts, photos }))).measure;
});

/** Where a line's glyphs reach, from the top of the page: the font's own boxes, marks included. */
function inkOf(line: DescribedText): { top: number; bottom: number } {
  const ink = measure.ink?.(line.text);
  if (!ink) throw new Error('The font chain measures ink');
  return { top: line.baseline - ink.above * line.size, bottom: line.baseline + ink.below * line.size };
}

/** The closing panel's lines stand in the white between the photos' last ink and the grid's foot (decision 1128). */
function zoneOf(page: PageDescription, line: DescribedText): Rect {
  if (['closing-title', 'closing-subtitle', 'contact'].includes(line.role)) {
    const top = lastInk(page.photos);
    return { ...page.zones.grid, y: top, height: page.zones.grid.y + page.zones.grid.height - top };
  }
  return ['footer', 'page-number'].includes(line.role) ? page.zones.footer : page.zones.header;
}

function escapes(line: DescribedText, zone: Rect): string | undefined {
  const { top, bottom } = inkOf(line);
  const slack = 0.01;
  return top < zone.y - slack || bottom > zone.y + zone.height + slack ? `${line.role} ${top.toFixed(1)}-${bottom.toFixed(1)} outside ${zone.y.toFixed(1)}-${(zone.y + zone.height).toFixed(1)}` : undefined;
}

describe('stacked marks', () => {
  it('stay inside the header, the footer and the caption bands on every page, or the text is refused', () => {
    const request: DescribePagesRequest = { settings, texts, photos, measure };
    const pages = describePages(request);
    expect(pages.length).toBeGreaterThan(1);
    const outside: string[] = [];
    for (const page of pages) {
      for (const line of page.texts) outside.push(escapes(line, zoneOf(page, line)) ?? '');
      const refused = new Set(page.cut.flatMap((cut) => (cut.field === 'caption' ? [cut.index] : [])));
      for (const photo of page.photos) {
        if (refused.has(photo.index)) continue;
        for (const line of photo.caption) outside.push(escapes(line, photo.captionBand ?? photo.box) ?? '');
      }
    }
    expect(outside.filter(Boolean)).toEqual([]);
    // The page texts shrink to keep their marks in; none had to be cut.
    expect(pages.flatMap((page) => page.cut).filter((cut) => cut.field !== 'caption')).toEqual([]);
  });

  it('above a caption\'s name keep out of the photo, shrinking the name', () => {
    const pages = describePages({ settings, texts: { title: '', subtitle: '', introduction: '', footer: '' }, photos: [{ width: 3000, height: 4000, caption: { name: `${ABOVE}${ABOVE.replace('\u00c1', 'M')}`.repeat(6) } }], measure });
    const [photo] = pages[0]?.photos ?? [];
    const [name] = photo?.caption ?? [];
    if (!photo?.captionBand || !name) throw new Error('A captioned photo');
    expect(pages[0]?.cut).toEqual([]);
    expect(inkOf(name).top).toBeGreaterThanOrEqual(photo.captionBand.y);
  });

  it('keep the running title inside the slim head of the pages after the first, in every look and language (decision 0995)', async () => {
    const titles: Record<string, string> = {
      Italiano: 'Collezione Autunno Inverno',
      Russo: 'Коллекция Осень–Зима',
      Giapponese: '秋冬コレクション・アトリエ',
      Tedesco: 'Ärmel, Größen und Übergänge',
      Francese: 'Élégance d’automne',
      Spagnolo: 'Colección Otoño',
    };
    for (const [language, title] of Object.entries({ ...titles, stacked: texts.title })) {
      const plain = { title, subtitle: '', introduction: '', footer: '' };
      const chosen = { ...settings, ...(language in titles && { language: language as CatalogSettings['language'] }) };
      const measured = (await loadTextMetrics(createFsFontSource(), chosen.font, printedStrings({ settings: chosen, texts: plain, photos }))).measure;
      for (const look of LOOKS) {
        const [, following] = describePages({ settings: { ...chosen, look }, texts: plain, photos, measure: measured });
        if (!following) throw new Error('A second page');
        const running = following.texts.filter((line) => line.role === 'running-title');
        expect(running.length, `${look} ${language}`).toBe(1);
        for (const line of running) {
          const ink = measured.ink?.(line.text);
          if (!ink) throw new Error('The font chain measures ink');
          expect(line.baseline - ink.above * line.size, `${look} ${language}`).toBeGreaterThanOrEqual(following.zones.header.y - 0.01);
          expect(line.baseline + ink.below * line.size, `${look} ${language}`).toBeLessThanOrEqual(following.zones.header.y + following.zones.header.height + 0.01);
        }
        // The head stays within 12 % of a portrait page's height.
        expect(following.zones.grid.y / following.size.height).toBeLessThanOrEqual(0.12);
      }
    }
  });

  it('keep a title inside the header even at Unicode\'s stream-safe limit of 30 on one letter', () => {
    const zones = describePages({ settings, texts: { ...texts, title: '' }, photos: [], measure })[0]?.zones;
    if (!zones) throw new Error('A page');
    const title = `T${'\u0301'.repeat(30)}ower`;
    const header = fitHeader({ title, subtitle: '', introduction: '' }, zones.header, measure);
    expect(header.cut).toEqual([]);
    for (const line of header.lines) expect(escapes({ ...line, width: 0, colour: '#000000' }, zones.header)).toBeUndefined();
  });

  it('are refused beyond the limit on one letter in every printed field, and dropped as typed', () => {
    const tower = `\u00c1${'\u0301'.repeat(MARKS_PER_BASE_MAX + 1)}`;
    for (const field of ['title', 'subtitle', 'introduction', 'footer'] as const) {
      expect(CatalogSettings.safeParse({ ...DEFAULT_CATALOG_SETTINGS, [field]: ABOVE }).success).toBe(true);
      expect(CatalogSettings.safeParse({ ...DEFAULT_CATALOG_SETTINGS, [field]: tower }).success).toBe(false);
    }
    for (const field of ['name', 'sku', 'colours', 'sizes', 'alt'] as const) expect(PhotoCaption.safeParse({ [field]: tower }).success).toBe(false);
    expect(BackCoverContacts.safeParse({ company: tower, address: '', phone: '', email: '', website: '' }).success).toBe(false);
    // A joiner between the marks gives them no new letter to sit on.
    expect(CatalogSettings.safeParse({ ...DEFAULT_CATALOG_SETTINGS, title: `${ABOVE}\u200d\u0301` }).success).toBe(false);
    expect(withinMarkLimit(`${tower}a`)).toBe(`${ABOVE}a`);
    // Real text is untouched: Vietnamese, pointed Hebrew, an emoji with its variation selector.
    for (const text of ['Tiếng Việt', 'Tie\u0302\u0301ng', 'שָׁלוֹם', '❤️ 👍🏽']) expect(withinMarkLimit(text)).toBe(text);
  });

  it('take the account\'s limit for the company, phone and email the back cover is prefilled with', () => {
    const contacts = { company: 'A'.repeat(LIMITS.userFieldMax), address: '', phone: '1'.repeat(LIMITS.userFieldMax), email: 'e'.repeat(LIMITS.userFieldMax), website: '' };
    expect(BackCoverContacts.safeParse(contacts).success).toBe(true);
    expect(BackCoverContacts.safeParse({ ...contacts, company: 'A'.repeat(LIMITS.userFieldMax + 1) }).success).toBe(false);
  });
});
