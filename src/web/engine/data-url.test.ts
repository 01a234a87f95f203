import { describe, expect, it } from 'vitest';
import { dataUrlOf } from './data-url.js';

describe('dataUrlOf', () => {
  it('carries every byte value and the type, over more bytes than one String.fromCharCode call takes', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7 + (index >> 8)) % 256);
    const url = await dataUrlOf(new Blob([bytes], { type: 'image/jpeg' }));
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(new Uint8Array(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))).toEqual(bytes);
  });

  it('gives an empty Blob an empty payload', async () => {
    expect(await dataUrlOf(new Blob([], { type: 'image/jpeg' }))).toBe('data:image/jpeg;base64,');
  });
});
