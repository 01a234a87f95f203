/**
 * The colour engine on the command line (docs/decisions/0955): Little CMS in WebAssembly, loaded
 * the first time a photo carries a colour description (in Node lcms-wasm reads lcms.wasm from its
 * package folder). Photos without one never load it.
 */
import type { ColourEngine } from '../catalog/images/colour/colour-rule.js';

let engine: Promise<ColourEngine> | undefined;

export function loadColourEngineInNode(): Promise<ColourEngine> {
  engine ??= Promise.all([import('lcms-wasm'), import('../catalog/images/colour/lcms-engine.js')]).then(([{ instantiate }, { createColourEngine }]) =>
    instantiate().then(createColourEngine),
  );
  return engine;
}
