/**
 * A page made per request, compressed for the client that accepts it (decision 1042). The public
 * page carries its first screen and its data in the HTML (about 30 KB for 20 photos): sent raw on
 * a phone's link it takes more round trips before anything paints. The static files are compressed
 * once at build time instead.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
export type HtmlEncoding = 'br' | 'gzip';
const COMPRESS: Record<HtmlEncoding, (html: string) => Buffer> = { br: (html) => brotliCompressSync(html, BROTLI), gzip: (html) => gzipSync(html) };

/**
 * Pages recently compressed, by encoding and text: a link's page is the same for every visitor
 * until its data changes (its markup is kept alike, `public-markup.ts`), and compressing it costs
 * about a millisecond of CPU where a lookup of its text costs microseconds (decision 1046).
 */
const KEPT_PAGES = 32;
const kept: Record<HtmlEncoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

export function compressedHtml(html: string, encoding: HtmlEncoding, keep = true): Buffer {
  if (!keep) return COMPRESS[encoding](html);
  const pages = kept[encoding];
  const found = pages.get(html);
  if (found) {
    // Most recently used last: the first key is the one to drop.
    pages.delete(html);
    pages.set(html, found);
    return found;
  }
  const bytes = COMPRESS[encoding](html);
  pages.set(html, bytes);
  if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value as string);
  return bytes;
}

/**
 * Sends `html` compressed when the client accepts it. `shared`: the same page goes to many
 * visitors, so its compressed bytes are kept; a page drawn for one user is compressed and let go.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, { shared }: { shared: boolean }) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding: HtmlEncoding | undefined = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  return encoding ? reply.header('content-encoding', encoding).send(compressedHtml(html, encoding, shared)) : reply.send(html);
}
