/**
 * Builds the harness page with a plain Vite configuration (the engine's workers must build without
 * the web app's config) and serves it on 127.0.0.1 (a secure context, as WebCodecs requires).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { quietLogger, quietRollupOptions } from '../../src/web/build/known-build-notices.js';

const HARNESS_ROOT = fileURLToPath(new URL('.', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
};

/**
 * The harness page holds pdf-lib itself (the naive catalogue), so fflate, which the order sheet
 * loads only when it writes one (quote-prefix.ts), is already in the page: Rolldown says the
 * dynamic import moves nothing. In the web app it does, so only the harness drops that notice.
 */
const pageRollupOptions = {
  ...quietRollupOptions,
  onwarn: (warning: Parameters<typeof quietRollupOptions.onwarn>[0], warn: Parameters<typeof quietRollupOptions.onwarn>[1]) => {
    if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('fflate') && warning.message.includes('quote-prefix')) return;
    quietRollupOptions.onwarn(warning, warn);
  },
};

/** Builds the harness; a warning fails it, as it fails the web app's build in `npm test`. */
export async function buildHarness(outDir: string): Promise<void> {
  const warnings: string[] = [];
  const logger = quietLogger('warn', (message) => warnings.push(message));
  await build({
    root: HARNESS_ROOT,
    configFile: false,
    base: './',
    customLogger: logger,
    // The workers bundle pdf-lib and fontkit: large chunks are expected here.
    build: { outDir: resolve(outDir), emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096, rollupOptions: pageRollupOptions },
    worker: { rollupOptions: quietRollupOptions },
  });
  if (warnings.length > 0) throw new Error(`The harness build warned:\n${warnings.join('\n')}`);
}

export interface HarnessServer {
  url: string;
  close(): Promise<void>;
}

/** Resolves a URL path inside a folder, refusing any path that climbs out of it. */
function fileIn(folder: string, urlPath: string): string | undefined {
  const root = resolve(folder);
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  return path.startsWith(root + sep) ? path : undefined;
}

export async function serveHarness(siteDir: string): Promise<HarnessServer> {
  const server: Server = createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = fileIn(siteDir, urlPath === '/' ? 'index.html' : urlPath.slice(1));
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !info?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
