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
});
