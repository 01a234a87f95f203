/**
 * A stand-in for the server's side of the public page (decision 1031), for the page's browser test
 * without a database: `/v/<id>` is `dist/web/vetrina.html` filled by the server's own
 * `renderPublicPage` under the public page's headers; stored files are images made on
 * request; the order call answers a `PlacedOrder` and keeps what it was sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import sharp from 'sharp';
import { PUBLIC_HEADERS } from '../../../src/server/http/public-page-headers.js';
import { renderPublicPage } from '../../../src/server/services/publications/public-html.js';
import type { PlacedOrder, PublicPageData } from '../../../src/shared/schemas/published.js';

const DIST = 'dist/web';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.pdf': 'application/pdf' };

export interface ReceivedOrder {
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface VetrinaServer {
  url: string;
  orders: ReceivedOrder[];
  stop(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A plain image for a stored name, its colour from the name, its size from the rendition it is. */
async function image(name: string, sizes: ReadonlyMap<string, { width: number; height: number }>): Promise<Buffer> {
  const size = sizes.get(name) ?? { width: 600, height: 800 };
  const seed = Number.parseInt(name.slice(0, 2), 16);
  return sharp({ create: { width: size.width, height: size.height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 29) % 256 } } })
    .webp({ quality: 60 })
    .toBuffer();
}

export async function startVetrinaServer(data: PublicPageData, placed: PlacedOrder): Promise<VetrinaServer> {
  const template = await readFile(join(DIST, 'vetrina.html'), 'utf8');
  const sizes = new Map<string, { width: number; height: number }>();
  if (data.status === 'ok') for (const photo of data.catalogue.content.photos) for (const rendition of photo.renditions) sizes.set(rendition.file, rendition);
  const orders: ReceivedOrder[] = [];
  const id = data.status === 'ok' ? data.catalogue.id : data.id;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      if (path === `/v/${id}`) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...PUBLIC_HEADERS });
        response.end(renderPublicPage(template, data, false));
      } else if (path.startsWith(`/v/${id}/files/`)) {
        const name = path.slice(`/v/${id}/files/`.length);
        const pdf = name.endsWith('.pdf');
        response.writeHead(200, { 'Content-Type': pdf ? 'application/pdf' : 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' });
        response.end(pdf ? Buffer.from('%PDF-1.7\n%%EOF\n') : await image(name, sizes));
      } else if (request.method === 'POST' && path === `/api/v/${id}/orders`) {
        const header = request.headers['idempotency-key'];
        orders.push({ idempotencyKey: Array.isArray(header) ? header[0] : header, body: JSON.parse(await bodyOf(request)) as unknown });
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(placed));
      } else {
        const file = normalize(join(DIST, path));
        if (!file.startsWith(DIST)) throw new Error('outside');
        // The build's precompressed copy, as the real server sends it (decision 0400).
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? await readFile(`${file}.gz`).catch(() => null) : null;
        const bytes = gzip ?? (await readFile(file));
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=31536000, immutable', ...(gzip && { 'Content-Encoding': 'gzip' }) });
        response.end(bytes);
      }
    })().catch(() => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
