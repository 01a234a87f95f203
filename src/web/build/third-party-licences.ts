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

const LIBJPEG_TURBO_NOTICE = `Vetrina prepares JPEG photos in Safari with libjpeg-turbo 2.1.5, compiled to WebAssembly
(assets/jpeg-codec-*.wasm, built by scripts/jpeg-codec/build.sh; docs/decisions/0890).
This software is based in part on the work of the Independent JPEG Group.

`;

const LCMS_NOTICE = `Vetrina converts photos described by a colour profile with Little CMS 2.16
(Copyright (c) 1998-2023 Marti Maria Saguer, MIT licence, https://github.com/mm2/Little-CMS),
compiled to WebAssembly by lcms-wasm 1.0.5 (assets/colour-engine-*.js and assets/lcms-*.wasm;
docs/decisions/0955). The MIT licence of both follows.

`;

const PDFJS_NOTICE = `Vetrina reads the ink amounts of CMYK and YCCK JPEG photos with the JPEG decoder of PDF.js
(pdfjs-dist 4.10.38, image_decoders, assets/cmyk-decoder-*.js; Copyright Mozilla Foundation and
contributors, Apache License 2.0, https://github.com/mozilla/pdf.js; docs/decisions/0955). Photos
without a CMYK profile are read with CGATS001Compat-v2-micro.icc by Clinton Ingram
(https://github.com/saucecontrol/Compact-ICC-Profiles), dedicated to the public domain under CC0 1.0.
The Apache License 2.0 follows.

`;

/**
 * Ships, beside the app, the licences of the libraries it loads at run time as WebAssembly:
 * libheif for HEIC photos (LGPL, docs/decisions/0650) at /licenses/libheif.txt, libjpeg-turbo for
 * JPEGs (IJG and BSD-3, 0890) at /licenses/libjpeg-turbo.txt, Little CMS for colour profiles (MIT,
 * 0955) at /licenses/lcms.txt, PDF.js's JPEG decoder for CMYK photos (Apache 2.0, 0955) at
 * /licenses/pdfjs.txt.
 */
export function thirdPartyLicences(): Plugin {
  return {
    name: 'vetrina-third-party-licences',
    apply: 'build',
    async generateBundle() {
      const licence = await readFile(require.resolve('libheif-js/libheif-wasm/LICENSE'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'licenses/libheif.txt', source: LIBHEIF_NOTICE + licence });
      const libjpegTurbo = await readFile(new URL('../engine/jpeg-codec/LICENSE-libjpeg-turbo.txt', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'licenses/libjpeg-turbo.txt', source: LIBJPEG_TURBO_NOTICE + libjpegTurbo });
      const lcms = await readFile(require.resolve('lcms-wasm/LICENSE.md'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'licenses/lcms.txt', source: LCMS_NOTICE + lcms });
      const pdfjs = await readFile(require.resolve('pdfjs-dist/LICENSE'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'licenses/pdfjs.txt', source: PDFJS_NOTICE + pdfjs });
    },
  };
}
