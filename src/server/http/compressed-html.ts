/**
 * A page made per request, compressed for the client that accepts it (decision 1042). The public
 * page carries its first screen and its data in the HTML (about 30 KB for 20 photos): sent raw on
 * a phone's link it takes more round trips before anything paints. Brotli at a middle quality
 * costs about a millisecond here; the static files are compressed once at build time instead.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
