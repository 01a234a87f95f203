import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../shared/schemas/catalog.js';
import { describePages } from './describe-pages.js';
import { LINK_CODE_SIDE } from './link-code.js';

const LINK = 'https://vetrina.example/v/Qm9yc2FfZGlfdGVzdF8xMjM';
const measure = (text: string, size: number) => text.length * size * 0.5;
const texts = { title: 'Autunno', subtitle: '', introduction: '', footer: 'Atelier Rossi' };
const photos = Array.from({ length: 5 }, () => ({ width: 3, height: 4 }));

describe("the published link's QR code (issue 36.1)", () => {
  it('prints on the last page only, every dark module of the code and nothing else', () => {
    const pages = describePages({ settings: DEFAULT_CATALOG_SETTINGS, texts, photos, measure, link: LINK });
    const coded = pages.map((page) => page.rules.filter((rule) => rule.role === 'link-code').length);
    expect(coded.slice(0, -1).every((count) => count === 0)).toBe(true);
    const last = pages[pages.length - 1];
    if (!last) throw new Error('no page');
    const rules = last.rules.filter((rule) => rule.role === 'link-code');
    const { size, data } = QRCode.create(LINK, { errorCorrectionLevel: 'M' }).modules;
    const module = LINK_CODE_SIDE / size;
    const left = Math.min(...rules.map((rule) => rule.x));
    const top = Math.min(...rules.map((rule) => rule.y - rule.thickness / 2));
    const drawn = new Array<number>(size * size).fill(0);
    for (const rule of rules) {
      const row = Math.round((rule.y - top) / module - 0.5);
      for (let column = Math.round((rule.x - left) / module); column < Math.round((rule.x + rule.width - left) / module); column++) drawn[row * size + column] = 1;
    }
    expect(drawn).toEqual(Array.from(data));
    // On the footer's hairline, which starts with the photos (the independent review of issue 35).
    const footerRule = last.rules.find((rule) => rule.role === 'footer-rule');
    expect(left).toBeCloseTo(footerRule?.x ?? Number.NaN);
    expect(top + LINK_CODE_SIDE).toBeLessThanOrEqual(last.zones.footer.y + last.zones.footer.height + 1e-6);
    expect(top).toBeGreaterThanOrEqual(0);
  });

  it('moves up, above the footer, when a footer line reaches its corner', () => {
    const long = { ...texts, footer: 'Atelier Rossi · Via Roma 1, 20121 Milano · showroom su appuntamento dal lunedì al venerdì · tel. +39 02 1234567 · ordini@atelier-rossi.example · www.atelier-rossi.example · P.IVA 01234567890' };
    const last = describePages({ settings: DEFAULT_CATALOG_SETTINGS, texts: long, photos, measure, link: LINK }).at(-1);
    if (!last) throw new Error('no page');
    const footerLeft = Math.min(...last.texts.filter((text) => text.role === 'footer').map((text) => text.centreX - text.width / 2));
    const codeLeft = Math.min(...last.rules.filter((rule) => rule.role === 'link-code').map((rule) => rule.x));
    expect(footerLeft).toBeLessThan(codeLeft + LINK_CODE_SIDE);
    const bottom = Math.max(...last.rules.filter((rule) => rule.role === 'link-code').map((rule) => rule.y + rule.thickness / 2));
    expect(bottom).toBeLessThanOrEqual(last.zones.footer.y);
  });

  it('prints nothing without a link', () => {
    const pages = describePages({ settings: DEFAULT_CATALOG_SETTINGS, texts, photos, measure });
    expect(pages.flatMap((page) => page.rules).some((rule) => rule.role === 'link-code')).toBe(false);
  });
});
