/**
 * A caption never loses a field unreported (decision 1113). A full page's one-line caption dropped
 * colours and sizes from the PDF with nothing told (the tenth review, finding 2); `fitCaption`, which
 * sets the grid's captions, a landscape full page's panel and the split page's caption, did the same
 * where not one line of them fitted its band. Now it reports the caption as cut: the grid sets every
 * caption without them (describe-pages.ts), a single caption is refused and named to the user.
 */
import { describe, expect, it } from 'vitest';
import { CAPTION_HEIGHT, fitCaption } from '../../../src/catalog/text/caption-fit.js';

const measure = (value: string, size: number) => value.length * size * 0.5;
const texts = { name: 'Trench lungo con cintura in gabardine di cotone doppio', details: '€ 311 · SS27-07', price: '€ 311', variants: 'Nero, Cammello · XS-XL' };

describe('colours and sizes in a caption’s band', () => {
  it('print where a line of them fits, and are reported cut where none does', () => {
    const roomy = fitCaption(texts, { x: 0, y: 0, width: 200, height: 3 * CAPTION_HEIGHT }, 200, measure);
    expect(roomy.lines.some((line) => line.role === 'caption-variants')).toBe(true);
    expect(roomy.cut).toBe(false);
    // A band that holds a two-line name, code and price and no more: colours and sizes have no line.
    const tight = fitCaption(texts, { x: 0, y: 0, width: 200, height: CAPTION_HEIGHT }, 200, measure);
    const printed = tight.lines.some((line) => line.role === 'caption-variants');
    expect(printed || tight.cut).toBe(true);
  });
});
