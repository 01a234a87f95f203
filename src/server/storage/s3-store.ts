/**
 * Published files in an S3-compatible bucket (S3_BUCKET and friends). A file is streamed to
 * `.tmp/<random>` in parts of 5 MiB (a multipart upload once it passes one part; the object appears
 * only when complete), then copied to its key server-side and the temporary object deleted.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { checkKey, checkPrefix, type FileStore, type StoredFile, type TemporaryFile } from './file-store.js';

export interface S3StoreOptions {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const PART_BYTES = 5 * 1024 * 1024;
const TEMPORARY = '.tmp/';

/** Reads `body` in chunks of at most PART_BYTES (the last one shorter). */
async function* parts(body: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    let data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    while (size + data.length >= PART_BYTES) {
      const take = PART_BYTES - size;
      pending.push(data.subarray(0, take));
      yield Buffer.concat(pending);
      data = data.subarray(take);
      pending = [];
      size = 0;
    }
    if (data.length > 0) {
      pending.push(data);
      size += data.length;
    }
  }
  if (size > 0 || pending.length > 0) yield Buffer.concat(pending);
}

export function s3Store(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where the protocol needs them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function upload(Key: string, body: Readable): Promise<number> {
    const chunks = parts(body);
    const first = await chunks.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < PART_BYTES) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: firstPart }));
      return firstPart.length;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const done: CompletedPart[] = [];
    let bytes = 0;
    try {
      let part: Buffer | undefined = firstPart;
      while (part) {
        const PartNumber = done.length + 1;
        const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }));
        done.push({ ETag, PartNumber });
        bytes += part.length;
        const next = await chunks.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }));
      return bytes;
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  async function keysUnder(Prefix: string): Promise<{ key: string; modified: Date | undefined }[]> {
    const found: { key: string; modified: Date | undefined }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) found.push({ key: item.Key, modified: item.LastModified });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  return {
    kind: 's3',

    async writeTemporary(body: Readable): Promise<TemporaryFile> {
      const temporary = `${TEMPORARY}${randomBytes(16).toString('hex')}`;
      let bytes: number;
      try {
        bytes = await upload(temporary, body);
      } catch (error) {
        body.destroy();
        throw error;
      }
      return {
        bytes,
        async commit(key: string) {
          await client.send(new CopyObjectCommand({ Bucket, Key: checkKey(key), CopySource: `${Bucket}/${temporary}` }));
          await client.send(new DeleteObjectCommand({ Bucket, Key: temporary }));
        },
        discard: async () => {
          await client.send(new DeleteObjectCommand({ Bucket, Key: temporary }));
        },
      };
    },

    async read(key: string): Promise<StoredFile | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!answer.Body) return undefined;
        return { stream: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async deletePrefix(prefix: string) {
      await deleteKeys((await keysUnder(checkPrefix(prefix))).map((item) => item.key));
    },

    async deleteTemporaryBefore(before: Date): Promise<number> {
      const old = (await keysUnder(TEMPORARY)).filter((item) => item.modified !== undefined && item.modified < before);
      await deleteKeys(old.map((item) => item.key));
      return old.length;
    },
  };
}
