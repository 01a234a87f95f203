import { fileURLToPath } from 'node:url';
import { createLogger, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './src/web/build/precompress.js';
import { thirdPartyLicences } from './src/web/build/third-party-licences.js';

/**
 * lcms-wasm's Emscripten loader finds its own folder with `new URL('./', import.meta.url)` in the
 * branch that runs only under Node; Vite says it cannot resolve it at build time, and leaves it,
 * which is right: in the browser the .wasm is located by `?url` (src/web/engine/colour-engine.ts).
 * That one notice is dropped so the build stays quiet; any other warning still shows.
 */
const logger = createLogger();
const warnOnce = logger.warnOnce.bind(logger);
logger.warnOnce = (message, options) => {
  if (message.includes('new URL("./",import.meta.url) doesn\'t exist at build time')) return;
  warnOnce(message, options);
};

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** The browser app: built into dist/web, which the server serves; `vite` alone proxies the API. */
export default defineConfig({
  root: webRoot,
  customLogger: logger,
  plugins: [react(), tailwindcss(), thirdPartyLicences(), precompress()],
  worker: { format: 'es' },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Vite warns about chunks over 500 kB as a first-load cost. Ours over it load only on demand:
    // the PDF worker (~1.1 MB, fonts' shaping and the PDF writer) and the spreadsheet reader
    // (~0.9 MB, when a product sheet is opened); the first screen's budget is decision 0400's and
    // Lighthouse's (0401). Any chunk bigger than these still warns.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      onwarn(warning, warn) {
        // libheif-js's and lcms-wasm's Emscripten loaders name Node's modules in a branch that runs
        // only under Node; in the browser build they are empty stubs, as they should be.
        if (warning.message.includes('externalized for browser compatibility') && /libheif-js|lcms-wasm/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 5000}` },
  },
});
