import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

const LIBHEIF_NOTICE = `Vetrina decodes HEIC photos with libheif and libde265, compiled to WebAssembly by libheif-js.
They are distributed unmodified under the GNU Lesser General Public License, version 3, as separate
files (assets/heif-decoder-*.js and assets/libheif-*.wasm) that the app loads at run time and that
can be replaced. Source: https://www.npmjs.com/package/libheif-js, https://github.com/strukturag/libheif,
https://github.com/strukturag/libde265.

`;

/**
 * Ships, beside the app, the licence of the LGPL libraries it loads at run time (libheif for HEIC
 * photos, docs/decisions/0650), served at /licenses/libheif.txt.
 */
export function thirdPartyLicences(): Plugin {
  return {
    name: 'vetrina-third-party-licences',
    apply: 'build',
    async generateBundle() {
      const licence = await readFile(require.resolve('libheif-js/libheif-wasm/LICENSE'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'licenses/libheif.txt', source: LIBHEIF_NOTICE + licence });
    },
  };
}
