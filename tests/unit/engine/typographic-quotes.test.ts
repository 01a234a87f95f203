/**
 * Straight quotes and apostrophes typed in the form print as a typesetter sets them, per language,
 * never inside an address, an e-mail or a code (the art director's item 10, decision 1069).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { withTypographicQuotes } from '../../../src/catalog/texts/typographic-quotes.js';

const measure = (text: string, size: number) => text.length * size * 0.5;

describe('typographic quotes (decision 1069)', () => {
  it("sets the apostrophe and each language's quotation marks", () => {
    const typed = `L'abito "Riviera" dell'estate '27, un po' 'speciale'`;
    expect(withTypographicQuotes(typed, 'Italiano')).toBe('L’abito «Riviera» dell’estate ’27, un po’ ‘speciale’');
    expect(withTypographicQuotes('The "Riviera" dress', 'Inglese')).toBe('The “Riviera” dress');
    expect(withTypographicQuotes('Das Kleid "Riviera"', 'Tedesco')).toBe('Das Kleid „Riviera“');
    expect(withTypographicQuotes('La robe "Riviera".', 'Francese')).toBe('La robe «\u00a0Riviera\u00a0».');
  });

  it('leaves addresses, e-mails and codes as typed', () => {
    const typed = "Scrivete a l'atelier: info@l'atelier.it, www.atelier.it/l'estate, https://atelier.it/?q=\"a\" o il codice SS27-'01";
    expect(withTypographicQuotes(typed, 'Italiano')).toBe("Scrivete a l’atelier: info@l'atelier.it, www.atelier.it/l'estate, https://atelier.it/?q=\"a\" o il codice SS27-'01");
    // The quotes round a code are the text's.
    expect(withTypographicQuotes('Il modello "SS27-01", da \'www.atelier.it\'.', 'Italiano')).toBe('Il modello «SS27-01», da ‘www.atelier.it’.');
  });

  it('prints them in the introduction and the caption names, not in the codes', () => {
    const texts = { title: "L'estate", subtitle: '', introduction: 'Il nostro "Riviera".', footer: "www.atelier.it/l'estate" };
    const photos = [{ width: 2, height: 3, caption: { name: "Abito d'estate", sku: "AB'12", price: 90 } }];
    const [page] = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, language: 'Italiano' }, texts, photos, measure });
    const printed = [...(page?.texts ?? []), ...(page?.photos.flatMap((photo) => photo.caption) ?? [])].map((line) => line.text).join(' ');
    expect(printed).toContain('L’estate');
    expect(printed).toContain('«Riviera».');
    expect(printed).toContain('Abito d’estate');
    expect(printed).toContain("AB'12");
    expect(printed).toContain("www.atelier.it/l'estate");
    expect(printed).not.toContain('"');
  });
});
