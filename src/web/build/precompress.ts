import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets, the fonts (the generator shows all 12 faces; brotli halves them) and libheif's WebAssembly (1.4 MB, loaded with the first HEIC photo). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|wasm|ttf|otf)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset so the server can send them precompressed
 * (no compression work per request); the login page must stay fast on a phone (issue 4, quality).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vetrina-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const bytes = await readFile(path);
        if (bytes.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
