// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../../catalog/describe/page-description.js';
import { PreviewPage } from './PreviewPage.js';

const PAGE: PageDescription = {
  number: 1,
  size: { width: 595, height: 842 },
  zones: { header: { x: 0, y: 0, width: 595, height: 126 }, footer: { x: 0, y: 775, width: 595, height: 67 }, content: { x: 0, y: 126, width: 595, height: 649 } },
  texts: [{ role: 'subtitle', text: 'Abito 👗 e ❤️ nuovo', size: 20, baseline: 60, centreX: 297, width: 200, colour: '#000000' }],
  rules: [],
  photos: [],
  logo: null,
  cut: [],
} as unknown as PageDescription;

afterEach(cleanup);

describe('the preview page', () => {
  it("draws emoji at the PDF's size, standing on the baseline, and the words after them back on it (0961)", () => {
    const { container } = render(<PreviewPage page={PAGE} photos={[]} logoUrl={undefined} fontFamily="serif" label="Pagina 1" emoji={{ scale: 0.7, rise: 0.16 }} />);
    const line = container.querySelector('text[data-role="subtitle"]');
    expect(line?.textContent).toBe('Abito 👗 e ❤️ nuovo');
    const spans = [...(line?.querySelectorAll('tspan') ?? [])];
    expect(spans.map((span) => span.textContent)).toEqual(['Abito ', '👗', ' e ', '❤️', ' nuovo']);
    const emoji = spans.filter((span) => span.dataset.role === 'emoji');
    expect(emoji.map((span) => Number(span.getAttribute('font-size')))).toEqual([14, 14]);
    // Raised by its depth at its own size, then lowered again: the shifts add up to nothing.
    const shifts = spans.map((span) => Number(span.getAttribute('dy') ?? 0));
    expect(shifts[1]).toBeCloseTo(-0.16 * 14, 6);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeCloseTo(0, 6);
  });

  it('keeps a line without emoji one plain text', () => {
    const page = { ...PAGE, texts: [{ ...PAGE.texts[0], text: 'Nuova stagione' }] } as PageDescription;
    const { container } = render(<PreviewPage page={page} photos={[]} logoUrl={undefined} fontFamily="serif" label="Pagina 1" emoji={{ scale: 0.7, rise: 0.16 }} />);
    expect(container.querySelectorAll('tspan')).toHaveLength(0);
  });

  it('draws a line set in a face of its own in that face, the others in the catalogue font (decision 1058)', () => {
    const caption = { ...PAGE.texts[0], role: 'caption-details', text: 'PE27-101 · 489,00 €', face: 'Lora' };
    const page = { ...PAGE, texts: [PAGE.texts[0], caption] } as PageDescription;
    const { container } = render(<PreviewPage page={page} photos={[]} logoUrl={undefined} fontFamily="serif" label="Pagina 1" />);
    expect(container.querySelector('text[data-role="caption-details"]')?.getAttribute('font-family')).toBe('"Vetrina Lora", serif');
    expect(container.querySelector('text[data-role="subtitle"]')?.hasAttribute('font-family')).toBe(false);
  });

  it("draws a line set in the catalogue font's italic in its italic, in the catalogue font (decision 1105)", () => {
    const name = { ...PAGE.texts[0], role: 'caption-name', text: 'Abito in seta', italic: true };
    const page = { ...PAGE, texts: [PAGE.texts[0], name] } as PageDescription;
    const { container } = render(<PreviewPage page={page} photos={[]} logoUrl={undefined} fontFamily="serif" label="Pagina 1" />);
    const line = container.querySelector('text[data-role="caption-name"]');
    expect(line?.getAttribute('font-style')).toBe('italic');
    expect(line?.hasAttribute('font-family')).toBe(false);
    expect(container.querySelector('text[data-role="subtitle"]')?.hasAttribute('font-style')).toBe(false);
  });

  it("spaces a spaced line's letters as the description sets them, at its PDF width (decision 1074)", () => {
    const head = { ...PAGE.texts[0], role: 'running-title', text: 'PRIMAVERA', size: 8, tracking: 200 };
    const page = { ...PAGE, texts: [PAGE.texts[0], head] } as PageDescription;
    const { container } = render(<PreviewPage page={page} photos={[]} logoUrl={undefined} fontFamily="serif" label="Pagina 2" />);
    const line = container.querySelector('text[data-role="running-title"]');
    expect(Number(line?.getAttribute('letter-spacing'))).toBeCloseTo(1.6, 9);
    expect(line?.getAttribute('textLength')).toBe('200');
    expect(container.querySelector('text[data-role="subtitle"]')?.hasAttribute('letter-spacing')).toBe(false);
  });

  it("draws a passe-partout's keyline round its photo as the PDF does, stroked, not filled (decision 1085)", () => {
    const frame = { x: 100, y: 200, width: 150, height: 225 };
    const keyline = { rect: { x: 96.5, y: 196.5, width: 157, height: 232 }, thickness: 0.5, colour: '#78787d' };
    const photo = { index: 0, cell: frame, box: frame, frame, captionBand: null, caption: [], keyline };
    const page = { ...PAGE, photos: [photo] } as PageDescription;
    const { container } = render(<PreviewPage page={page} photos={[{ id: 'a', name: 'a.jpg', thumbnailUrl: 'blob:a' }]} logoUrl={undefined} fontFamily="serif" label="Pagina 1" />);
    const drawn = container.querySelector('rect[data-role="keyline"]');
    expect([drawn?.getAttribute('x'), drawn?.getAttribute('y'), drawn?.getAttribute('width'), drawn?.getAttribute('height')]).toEqual(['96.5', '196.5', '157', '232']);
    expect(drawn?.getAttribute('fill')).toBe('none');
    expect(drawn?.getAttribute('stroke')).toBe('#78787d');
  });

  it("draws Galleria's title panel as the PDF does, a block under the header's texts (decision 1080)", () => {
    const panel = { role: 'title-panel', x: 300, y: 80, width: 250, thickness: 120, colour: '#f3f1ed' };
    const page = { ...PAGE, rules: [panel] } as PageDescription;
    const { container } = render(<PreviewPage page={page} photos={[]} logoUrl={undefined} fontFamily="serif" label="Pagina 1" />);
    const block = container.querySelector('rect[data-role="title-panel"]');
    expect([block?.getAttribute('x'), block?.getAttribute('y'), block?.getAttribute('width'), block?.getAttribute('height'), block?.getAttribute('fill')]).toEqual(['300', '20', '250', '120', '#f3f1ed']);
    // Under the texts: drawn before them.
    const order = [...container.querySelectorAll('rect[data-role="title-panel"], text[data-role="subtitle"]')].map((node) => node.getAttribute('data-role'));
    expect(order).toEqual(['title-panel', 'subtitle']);
  });
});
