import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LANGUAGE_CODES, LIMITS, type LanguageCode } from '../../../src/shared/index.js';
import { defaultTextsFor, replaceFooterLabels, resolveCatalogTexts } from '../../../src/catalog/index.js';

const settings = (language: LanguageCode, typed: Partial<Record<'title' | 'subtitle' | 'introduction' | 'footer', string>> = {}) => ({
  ...DEFAULT_CATALOG_SETTINGS,
  language,
  ...typed,
});

describe('default texts', () => {
  it.each(LANGUAGE_CODES)('%s has its own title, subtitle and introduction within the limits, and no footer word (decision 1069)', (language) => {
    const texts = defaultTextsFor(language);
    expect(texts.title.length).toBeGreaterThan(0);
    expect(texts.title.length).toBeLessThanOrEqual(LIMITS.titleMax);
    expect(texts.subtitle.length).toBeLessThanOrEqual(LIMITS.subtitleMax);
    expect(texts.introduction.length).toBeGreaterThan(50);
    expect(texts.introduction.length).toBeLessThanOrEqual(LIMITS.introductionMax);
    // 'Catalogo' on every page told a buyer nothing: without a typed footer or a contact line the folio stands alone.
    expect(texts.footer).toBe('');
  });

  it('writes each language in its own words', () => {
    const titles = LANGUAGE_CODES.map((language) => defaultTextsFor(language).title);
    expect(new Set(titles).size).toBe(LANGUAGE_CODES.length);
    expect(defaultTextsFor('Russo').title).toMatch(/[А-я]/);
    expect(defaultTextsFor('Giapponese').introduction).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('resolving the printed texts (spec 5, DECISIONS)', () => {
  it("prints the account's contact line in an empty footer, and a typed footer as typed (issue 35.6)", async () => {
    const contact = { company: 'Atelier Rosa', email: 'ordini@atelierrosa.it', phone: ' +39 02 1234567 ' };
    expect((await resolveCatalogTexts(settings('Italiano'), undefined, contact)).footer).toBe('Atelier Rosa · ordini@atelierrosa.it · +39 02 1234567');
    expect((await resolveCatalogTexts(settings('Italiano'), undefined, { company: 'Atelier Rosa', phone: '' })).footer).toBe('Atelier Rosa');
    expect((await resolveCatalogTexts(settings('Italiano', { footer: 'Via Roma 1' }), undefined, contact)).footer).toBe('Via Roma 1');
    expect((await resolveCatalogTexts(settings('Italiano'), undefined, {})).footer).toBe('');
  });

  it.each(LANGUAGE_CODES)('fills every empty field with the %s defaults', async (language) => {
    expect(await resolveCatalogTexts(settings(language))).toEqual(defaultTextsFor(language));
  });

  it('keeps a typed title and subtitle as typed, in every language', async () => {
    for (const language of LANGUAGE_CODES) {
      const texts = await resolveCatalogTexts(settings(language, { title: 'Primavera', subtitle: 'Linea donna' }));
      expect(texts.title).toBe('Primavera');
      expect(texts.subtitle).toBe('Linea donna');
    }
  });

  it('translates the typed introduction only for languages other than Italiano and Inglese', async () => {
    const asked: LanguageCode[] = [];
    const translate = async (text: string, language: LanguageCode) => {
      asked.push(language);
      return `[${language}] ${text}`;
    };
    for (const language of LANGUAGE_CODES) {
      const texts = await resolveCatalogTexts(settings(language, { introduction: 'Capi sartoriali.' }), translate);
      const translated = language !== 'Italiano' && language !== 'Inglese';
      expect(texts.introduction).toBe(translated ? `[${language}] Capi sartoriali.` : 'Capi sartoriali.');
    }
    expect(asked).not.toContain('Italiano');
    expect(asked).not.toContain('Inglese');
    expect(asked).toHaveLength(7);
  });

  it('keeps the original introduction when translation fails', async () => {
    const failing = async () => {
      throw new Error('503');
    };
    const texts = await resolveCatalogTexts(settings('Tedesco', { introduction: 'Capi sartoriali.' }), failing);
    expect(texts.introduction).toBe('Capi sartoriali.');
  });

  it('replaces footer labels for Spagnolo, Francese, Tedesco and Portoghese only', async () => {
    const footer = 'Telefono: 02 123456 · Email: info@atelier.it · Via Roma 1, Milano';
    expect((await resolveCatalogTexts(settings('Spagnolo', { footer }))).footer).toBe(
      'Teléfono: 02 123456 · Correo electrónico: info@atelier.it · Via Roma 1, Milano',
    );
    expect((await resolveCatalogTexts(settings('Olandese', { footer }))).footer).toBe(footer);
    expect((await resolveCatalogTexts(settings('Italiano', { footer }))).footer).toBe(footer);
  });
});

describe('footer labels', () => {
  it('replaces every label of the table, in Italian or English', () => {
    const footer = 'Phone 1 | Tel. 2 | Indirizzo Corso Como | Website x.it | Country Italia | Città Milano | Street: Main 5';
    expect(replaceFooterLabels(footer, 'Tedesco')).toBe(
      'Telefon 1 | Telefon 2 | Adresse Corso Como | Webseite x.it | Land Italia | Stadt Milano | Straße: Main 5',
    );
    expect(replaceFooterLabels('Sito web: x.it', 'Francese')).toBe('Site web: x.it');
    expect(replaceFooterLabels('Indirizzo: Rua 5', 'Portoghese')).toBe('Morada: Rua 5');
  });

  it('replaces Via and Street only as a label followed by a colon', () => {
    expect(replaceFooterLabels('Via Roma 1, Milano', 'Francese')).toBe('Via Roma 1, Milano');
    expect(replaceFooterLabels('Via: Roma 1', 'Francese')).toBe('Rue: Roma 1');
    expect(replaceFooterLabels('10 Downing Street', 'Spagnolo')).toBe('10 Downing Street');
  });

  it('never touches a label inside another word, and keeps the case it was written in', () => {
    expect(replaceFooterLabels('Cityscape Telephone', 'Spagnolo')).toBe('Cityscape Telephone');
    expect(replaceFooterLabels('PHONE: 1', 'Spagnolo')).toBe('TELÉFONO: 1');
    expect(replaceFooterLabels('email: a@b.it', 'Tedesco')).toBe('e-Mail: a@b.it');
  });
});
