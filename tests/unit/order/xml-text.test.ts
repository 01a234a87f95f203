/** Issue 38.1: text written into XML we make, the order sheet's strings and the PDF's XMP packet, is legal XML. */
import { describe, expect, it } from 'vitest';
import { sheetText } from '../../../src/catalog/order-sheet/sheet-text.js';
import { xmpPacket } from '../../../src/catalog/render/print-metadata.js';
import { legalXmlCharacters } from '../../../src/shared/index.js';

const FORBIDDEN = ['\u0000', '\u0001', '\u001f', '\udfff', '\ufffe', '\uffff', '\ud800'];

describe('text made legal for XML', () => {
  it('drops what XML 1.0 forbids and keeps tab, line breaks and whole surrogate pairs', () => {
    expect(legalXmlCharacters(`a${FORBIDDEN.join('')}b\t\n\r😀`)).toEqual({ text: 'ab\t\n\r😀', dropped: FORBIDDEN.length });
  });

  it("escapes OOXML's _xHHHH_ and marks text a spreadsheet would take for a formula", () => {
    expect(sheetText('_x000D_nome_x0009_')).toEqual({ text: '_x005F_x000D_nome_x005F_x0009_', dropped: 0, formulaLike: false });
    for (const formula of ['=1+1', '+39 Rosso', '-5', '@SUM(A1)']) expect(sheetText(formula).formulaLike).toBe(true);
    expect(sheetText('Blu notte').formulaLike).toBe(false);
  });

  it("writes the PDF's XMP packet without them, whatever the title and author hold", () => {
    const packet = xmpPacket({ title: `Listino${FORBIDDEN.join('')} PE27`, author: 'Atelier\uffff & Co', creator: 'Vetrina', language: 'it', date: new Date('2027-01-01T00:00:00Z') });
    expect(legalXmlCharacters(packet).dropped).toBe(0);
    expect(packet).toContain('Listino PE27');
    expect(packet).toContain('Atelier &amp; Co');
  });
});
