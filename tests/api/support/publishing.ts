/**
 * Publishing through HTTP as the generator does (decision 1031): real WebP and JPEG renditions made
 * with sharp, a small real PDF, each uploaded under its SHA-256, then the commit with the content.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  DEFAULT_CATALOG_SETTINGS,
  DEFAULT_COVER_SETTINGS,
  type PendingPublication,
  type PhotoCaption,
  type PublishedContent,
  type PublishResponse,
} from '../../../src/shared/index.js';
import { bearer } from './test-app.js';

export interface MadeFile {
  name: string;
  data: Buffer;
  type: string;
  width?: number;
  height?: number;
}

const named = (data: Buffer, extension: string) => `${createHash('sha256').update(data).digest('hex')}.${extension}`;

export async function makePhoto(width: number, height: number, format: 'webp' | 'jpg' = 'webp', seed = 1): Promise<MadeFile> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 } } });
  const data = format === 'webp' ? await image.webp({ quality: 70 }).toBuffer() : await image.jpeg({ quality: 70 }).toBuffer();
  return { name: named(data, format), data, type: format === 'webp' ? 'image/webp' : 'image/jpeg', width, height };
}

export function makePdf(text = 'Catalogo'): MadeFile {
  const data = Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
  return { name: named(data, 'pdf'), data, type: 'application/pdf' };
}

export async function reserve(app: FastifyInstance, token: string, linkId?: string): Promise<PendingPublication> {
  const response = await app.inject({ method: 'POST', url: '/api/publications', headers: bearer(token), payload: linkId ? { linkId } : {} });
  if (response.statusCode !== 201) throw new Error(`reserve failed: ${response.statusCode} ${response.body}`);
  return response.json<PendingPublication>();
}

export function upload(app: FastifyInstance, token: string, pendingId: string, file: MadeFile, name = file.name) {
  return app.inject({
    method: 'PUT',
    url: `/api/publications/pending/${pendingId}/files/${name}`,
    headers: { ...bearer(token), 'content-type': file.type },
    payload: file.data,
  });
}

export const CAPTIONS: PhotoCaption[] = [
  { name: 'Cappotto Aurora', style: 'AUR-01', colours: 'Cammello, Nero', sizes: 'S-L', sizeList: ['S', 'M', 'L'], price: 120, retailPrice: 290, minimum: 4 },
  { name: 'Abito <img src=x onerror=alert(1)>', sku: '=HYPERLINK("http://x")', colours: 'Blu', sizeList: ['38', '40'], price: 80.5, retailPrice: 199 },
];

export interface Publishable {
  content: PublishedContent;
  files: MadeFile[];
}

/** `photos` photos (the first two captioned with products), each one WebP rendition, and the PDF. */
export async function publishable(photos = 2, options: { title?: string } = {}): Promise<Publishable> {
  const renditions = await Promise.all(Array.from({ length: photos }, (_, index) => makePhoto(64 + index, 48, 'webp', index + 1)));
  const pdf = makePdf(options.title ?? 'Primavera');
  const content: PublishedContent = {
    settings: { ...DEFAULT_CATALOG_SETTINGS, title: options.title ?? 'Primavera 2026', introduction: 'La nuova collezione.' },
    covers: DEFAULT_COVER_SETTINGS,
    photos: renditions.map((file, index) => ({
      renditions: [{ file: file.name, width: file.width!, height: file.height!, bytes: file.data.length }],
      ...(CAPTIONS[index] ? { caption: CAPTIONS[index] } : {}),
    })),
    pdf: { file: pdf.name, bytes: pdf.data.length, pages: 2 },
  };
  return { content, files: [pdf, ...renditions] };
}

export function commit(app: FastifyInstance, token: string, pendingId: string, content: PublishedContent, key: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: `/api/publications/pending/${pendingId}/commit`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: content,
  });
}

/** The whole publish: reserve, upload every file, commit; returns the commit's answer. */
export async function publish(app: FastifyInstance, token: string, made: Publishable, linkId?: string): Promise<PublishResponse> {
  const pending = await reserve(app, token, linkId);
  for (const file of made.files) {
    const response = await upload(app, token, pending.pendingId, file);
    if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  const response = await commit(app, token, pending.pendingId, made.content);
  if (response.statusCode !== 200) throw new Error(`commit failed: ${response.statusCode} ${response.body}`);
  return response.json<PublishResponse>();
}
