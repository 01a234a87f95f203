import { describe, expect, it } from 'vitest';
import { wrapText, type Measure } from './wrap.js';

/** One unit per character: the rules under test do not depend on glyph shapes. */
const characters: Measure = (text, size) => Array.from(text).length * size;

describe('wrapText', () => {
  it('keeps the space after a word too long for its line (issue 11.7)', () => {
    const lines = wrapText('Sovracappotti. Ligatures', 10, 1, characters);
    expect(lines).toEqual(['Sovracappo', 'tti.', 'Ligatures']);
    expect(wrapText('Sovracappotti. Le', 10, 1, characters)).toEqual(['Sovracappo', 'tti. Le']);
  });

  it('leaves no preposition or article at a line end where it fits the next line with its word (decision 1069)', () => {
    expect(wrapText('Trench in gabardine di cotone', 12, 1, characters)).toEqual(['Trench', 'in gabardine', 'di cotone']);
    expect(wrapText('Borsa a tracolla in pelle', 19, 1, characters)).toEqual(['Borsa a tracolla', 'in pelle']);
    // Where the word and its preposition are wider than a line together, each is a word of its own.
    expect(wrapText('uno due tre quattro', 7, 1, characters)).toEqual(['uno due', 'tre', 'quattro']);
  });
});
