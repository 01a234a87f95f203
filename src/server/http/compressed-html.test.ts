import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedHtml } from './compressed-html.js';

const page = (n: number) => `<!doctype html><html><body>${'<p>Giacca in lino</p>'.repeat(50)}${n}</body></html>`;

describe('the compressed public page (decision 1046)', () => {
  it('compresses a page once per encoding and gives the kept bytes to the next visitor', () => {
    const first = compressedHtml(page(1), 'br');
    expect(brotliDecompressSync(first).toString('utf8')).toBe(page(1));
    // The same text made anew by the next request: the very same bytes, not compressed again.
    expect(compressedHtml(page(1), 'br')).toBe(first);
    const gzip = compressedHtml(page(1), 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(page(1));
    expect(compressedHtml(page(1), 'gzip')).toBe(gzip);
  });

  it('compresses a changed page anew and keeps only the pages seen most recently', () => {
    const first = compressedHtml(page(100), 'br');
    expect(brotliDecompressSync(compressedHtml(page(101), 'br')).toString('utf8')).toBe(page(101));
    for (let n = 200; n < 240; n += 1) compressedHtml(page(n), 'br');
    const again = compressedHtml(page(100), 'br');
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it("keeps no page drawn for one user: each is compressed and let go", () => {
    const mine = compressedHtml(page(500), 'br', false);
    expect(brotliDecompressSync(mine).toString('utf8')).toBe(page(500));
    expect(compressedHtml(page(500), 'br', false)).not.toBe(mine);
    // Nor does it take a shared page's place among the kept ones.
    expect(compressedHtml(page(500), 'br')).not.toBe(mine);
  });
});
