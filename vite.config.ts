import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { quietLogger, quietRollupOptions } from './src/web/build/known-build-notices.js';
import { precompress } from './src/web/build/precompress.js';
import { thirdPartyLicences } from './src/web/build/third-party-licences.js';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** The browser app: built into dist/web, which the server serves; `vite` alone proxies the API. */
export default defineConfig({
  root: webRoot,
  customLogger: quietLogger(),
  plugins: [react(), tailwindcss(), thirdPartyLicences(), precompress()],
  worker: { format: 'es', rollupOptions: quietRollupOptions },
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
    // The public page's first screen is the server's HTML (decision 1042): its scripts, found by
    // the entry as it runs, are not preloaded beside the cover, whose bytes decide its LCP.
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (hostId.endsWith('vetrina.html') ? [] : deps) },
    // The app, and the public page of a published catalogue (issue 36), which the server fills in.
    rollupOptions: { ...quietRollupOptions, input: { index: `${webRoot}/index.html`, vetrina: `${webRoot}/vetrina.html` } },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 5000}` },
  },
});
