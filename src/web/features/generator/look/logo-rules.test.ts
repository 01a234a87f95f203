import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, logoProblem } from './logo-rules.js';

/** The first bytes of a PNG of the given size: signature, then the IHDR chunk. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const text = (value: string) => new TextEncoder().encode(value);

describe('logo files', () => {
  it('takes a PNG, JPEG or WEBP of reasonable size', () => {
    expect(logoProblem(pngHead(800, 300), 40_000)).toBeNull();
  });

  it('refuses SVG, GIF and anything that is no image, whatever the name', () => {
    expect(logoProblem(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 60)).toBe(LOGO_MESSAGES.format);
    expect(logoProblem(text('GIF89a\u0010\u0000\u0010\u0000'), 10)).toBe(LOGO_MESSAGES.format);
    expect(logoProblem(text('non un logo'), 11)).toBe(LOGO_MESSAGES.format);
  });

  it('refuses a file over 2 MB and an image over the photo pixel limit', () => {
    expect(logoProblem(pngHead(800, 300), LOGO_MAX_BYTES + 1)).toBe(LOGO_MESSAGES.tooLarge);
    expect(logoProblem(pngHead(20_000, 6_000), 900_000)).toBe(LOGO_MESSAGES.tooManyPixels);
    expect(LOGO_MESSAGES.tooLarge).toBe('Il logo supera i 2 MB: scegli un file più leggero.');
  });
});
