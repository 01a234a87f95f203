/**
 * The colour engine in the browser (docs/decisions/0955): Little CMS in WebAssembly. This module
 * is imported only when a photo carries a colour description or CMYK numbers (loadColourEngine
 * below), so plain photos and the app's first screen never carry it; each worker that needs it
 * fetches lcms.wasm (about 310 KB) and the default CMYK profile (8 KB), both cached by the browser,
 * once.
 */
import { instantiate } from 'lcms-wasm';
import wasmUrl from 'lcms-wasm/dist/lcms.wasm?url';
import defaultCmykUrl from '../../catalog/images/colour/CGATS001Compat-v2-micro.icc?url';
import type { ColourEngine } from '../../catalog/images/colour/colour-rule.js';
import { createColourEngine } from '../../catalog/images/colour/lcms-engine.js';

let loading: Promise<ColourEngine> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export function loadLcmsEngine(): Promise<ColourEngine> {
  if (!loading) {
    loading = Promise.all([instantiate({ locateFile: () => wasmUrl }), fetchBytes(defaultCmykUrl)]).then(([lcms, defaultCmyk]) => createColourEngine(lcms, defaultCmyk));
    // A failed download is tried again with the next photo that needs it rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
