import { describe, expect, it } from 'vitest';
import type { DescribedText, PageDescription } from '../../../../catalog/describe/page-description.js';
import { pageHasEmoji } from './page-emoji.js';

const line = (text: string): DescribedText => ({ role: 'caption-name', text, size: 9, baseline: 100, centreX: 100, width: 80, colour: '#000000' });

function page({ texts = [], caption = [], cell = [], terms }: { texts?: string[]; caption?: string[]; cell?: string[]; terms?: string[] }): PageDescription {
  return {
    texts: texts.map(line),
    photos: [{ caption: caption.map(line) }],
    table: [{ cells: [{ lines: cell.map(line) }] }],
    ...(terms && { terms: terms.map(line) }),
  } as unknown as PageDescription;
}

describe('a page that prints an emoji (the only one whose preview measures the emoji font)', () => {
  it('is found in the header, a caption, a line sheet cell or its terms', () => {
    expect(pageHasEmoji(page({ texts: ['Primavera 🌸'] }))).toBe(true);
    expect(pageHasEmoji(page({ caption: ['Abito in lino', 'Novità ❤️'] }))).toBe(true);
    expect(pageHasEmoji(page({ cell: ['🇮🇹'] }))).toBe(true);
    expect(pageHasEmoji(page({ terms: ['Consegna 🚚'] }))).toBe(true);
  });

  it('is not a page of words, figures and symbols that are not emoji', () => {
    expect(pageHasEmoji(page({ texts: ['Primavera Estate 2027', 'Tel. +39 02 1234 · info@atelier.it'], caption: ['SS27-01 · 249,00 €', '© ™ ® №'] }))).toBe(false);
  });

  it('gives the same answer every time it is asked', () => {
    const withEmoji = page({ caption: ['Borsa 👜'] });
    expect([1, 2, 3].map(() => pageHasEmoji(withEmoji))).toEqual([true, true, true]);
  });
});
