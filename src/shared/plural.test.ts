import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, creditsCount, imagesCount, italianInteger } from './plural.js';
import { MESSAGES, UI_TEXTS } from './messages.js';

describe('Italian counts', () => {
  it('put the noun in the singular for exactly one, in the plural otherwise', () => {
    expect([0, 1, 2, 21].map(creditsCount)).toEqual(['0 crediti', '1 credito', '2 crediti', '21 crediti']);
    expect([1, 36].map(imagesCount)).toEqual(['1 immagine', '36 immagini']);
    expect(countOf(1, 'catalogo', 'cataloghi')).toBe('1 catalogo');
  });

  it('group thousands the Italian way', () => {
    expect(creditsCount(1_000_000)).toBe('1.000.000 crediti');
    expect([9999, 10_000, -12_345].map(italianInteger)).toEqual(['9999', '10.000', '-12.345']);
    // Written out, the same as the platform's Italian formatting for every whole number.
    fc.assert(fc.property(fc.maxSafeInteger(), (value) => italianInteger(value) === value.toLocaleString('it-IT')));
  });

  it('make the shared messages agree with their number', () => {
    expect(UI_TEXTS.login.welcome('Giulia', 1)).toBe('Ti diamo il benvenuto, Giulia! Hai 1 credito disponibile.');
    expect(UI_TEXTS.login.welcome('Giulia', 3)).toBe('Ti diamo il benvenuto, Giulia! Hai 3 crediti disponibili.');
    expect(UI_TEXTS.generator.limit(1)).toBe('Puoi caricare al massimo 1 immagine per catalogo.');
    expect(UI_TEXTS.generator.removedAll(1)).toBe('1 immagine rimossa dal catalogo. Premi Annulla per riaverla con le didascalie, nello stesso ordine.');
    expect(MESSAGES.userAccounts.catalogueCharged(1)).toBe('Catalogo generato (1 immagine)');
  });
});
