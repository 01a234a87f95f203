/**
 * The colour engine on the command line (docs/decisions/0955): Little CMS in WebAssembly, loaded
 * the first time a photo carries a colour description or CMYK numbers (in Node lcms-wasm reads
 * lcms.wasm from its package folder), with the default CMYK profile read from beside the engine.
 * Photos without one never load it.
 */
import { readFile } from 'node:fs/promises';
import type { ColourEngine } from '../catalog/images/colour/colour-rule.js';

const DEFAULT_CMYK_PROFILE = new URL('../catalog/images/colour/CGATS001Compat-v2-micro.icc', import.meta.url);

let engine: Promise<ColourEngine> | undefined;

export function loadColourEngineInNode(): Promise<ColourEngine> {
  engine ??= Promise.all([import('lcms-wasm'), import('../catalog/images/colour/lcms-engine.js'), readFile(DEFAULT_CMYK_PROFILE)]).then(
    ([{ instantiate }, { createColourEngine }, defaultCmyk]) => instantiate().then((lcms) => createColourEngine(lcms, new Uint8Array(defaultCmyk))),
  );
  return engine;
}
