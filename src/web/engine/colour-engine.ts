/**
 * The colour engine in the browser (docs/decisions/0955): Little CMS in WebAssembly. This module
 * is imported only when a photo carries a colour description (loadColourEngine below), so plain
 * photos and the app's first screen never carry it; each worker that needs it fetches lcms.wasm
 * (about 310 KB, cached by the browser) once.
 */
import { instantiate } from 'lcms-wasm';
import wasmUrl from 'lcms-wasm/dist/lcms.wasm?url';
import type { ColourEngine } from '../../catalog/images/colour/colour-rule.js';
import { createColourEngine } from '../../catalog/images/colour/lcms-engine.js';

let loading: Promise<ColourEngine> | undefined;

export function loadLcmsEngine(): Promise<ColourEngine> {
  if (!loading) {
    loading = instantiate({ locateFile: () => wasmUrl }).then(createColourEngine);
    // A failed download is tried again with the next photo that needs it rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
