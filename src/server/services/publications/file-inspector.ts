/**
 * A pass-through stream for an uploaded file: it counts and hashes the bytes as they go to the
 * store, keeps the first 256 KiB for the type and pixel-size checks (a JPEG's frame header may
 * follow large EXIF and ICC segments), and fails the upload as soon as the file passes its limit.
 */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { IMAGE_HEAD_BYTES } from '../../../catalog/images/image-header.js';


export class FileTooLarge extends Error {
  override name = 'FileTooLarge';
}

export class FileInspector extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new FileTooLarge());
    this.hash.update(chunk);
    if (this.headBytes < IMAGE_HEAD_BYTES) {
      const part = chunk.subarray(0, IMAGE_HEAD_BYTES - this.headBytes);
      this.headChunks.push(Buffer.from(part));
      this.headBytes += part.length;
    }
    done(null, chunk);
  }

  /** The SHA-256 of everything that passed, hex (once the stream has ended). */
  digest(): string {
    return this.hash.digest('hex');
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}
