/**
 * The build notices the engine's WebAssembly loaders always cause, dropped so that a build (the web
 * app's, or the test harness's) stays quiet and any other warning stands out.
 * - lcms-wasm's Emscripten loader finds its own folder with `new URL('./', import.meta.url)` in the
 *   branch that runs only under Node; Vite says it cannot resolve it at build time and leaves it,
 *   which is right: in the browser the .wasm is located by `?url` (src/web/engine/colour-engine.ts).
 * - libheif-js's and lcms-wasm's loaders name Node's modules in that same branch; in the browser
 *   build they are empty stubs, as they should be.
 * - Rolldown's plugin-timing notice reports how busy the machine was (on a loaded CI machine every
 *   plugin looks slow), not anything about the code.
 */
import { createLogger, type Logger, type Rollup } from 'vite';

const isKnown = (message: string) => message.includes('new URL("./",import.meta.url) doesn\'t exist at build time');

/** A logger that drops the known notices; `onWarning` hears every other warning. */
export function quietLogger(level?: 'warn', onWarning?: (message: string) => void): Logger {
  const logger = createLogger(level);
  for (const method of ['warn', 'warnOnce'] as const) {
    const original = logger[method].bind(logger);
    logger[method] = (message, options) => {
      if (isKnown(message)) return;
      onWarning?.(message);
      original(message, options);
    };
  }
  return logger;
}

function withoutKnownNotices(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void): void {
  if (warning.message.includes('externalized for browser compatibility') && /libheif-js|lcms-wasm/.test(warning.message)) return;
  warn(warning);
}

/** Rollup options for the page's bundle and for its workers' bundles. */
export const quietRollupOptions = { onwarn: withoutKnownNotices, checks: { bundlerTimings: false } };
