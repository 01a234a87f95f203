/**
 * The stream writer that replaces pdf-lib's byte-at-a-time loop (src/catalog/render/stream-bytes.ts)
 * writes what pdf-lib's own serialisation of the stream says, every byte value included, and
 * exactly the size pdf-lib reserved for it.
 */
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import '../../../src/catalog/render/stream-bytes.js';

describe('stream bytes', () => {
  it('writes the dictionary, the contents and the stream keywords as pdf-lib serialises them', async () => {
    const doc = await PDFDocument.create();
    const contents = Uint8Array.from({ length: 1024 }, (_, index) => (index * 37) % 256);
    const stream = doc.context.stream(contents, { Type: 'XObject', Subtype: 'Image', Filter: 'DCTDecode' });
    const size = stream.sizeInBytes();
    const buffer = new Uint8Array(size + 4).fill(0xee);
    const written = stream.copyBytesInto(buffer, 2);
    expect(written).toBe(size);
    expect(Buffer.from(buffer.subarray(2, 2 + size))).toEqual(Buffer.from(stream.toString(), 'latin1'));
    // Nothing written outside the room it was given.
    expect([buffer[0], buffer[1], buffer[size + 2], buffer[size + 3]]).toEqual([0xee, 0xee, 0xee, 0xee]);
    expect(stream.dict.get(PDFName.of('Length'))?.toString()).toBe('1024');
  });
});
