/** FontSource for Node: reads the TTF files of FONT_FILES from node_modules, each file once. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_FILES, type FontFileId, type FontSource, type FontWeight } from '../catalog/index.js';

const require = createRequire(import.meta.url);

export function createFsFontSource(): FontSource {
  const cache = new Map<string, Promise<Uint8Array>>();
  return {
    load(family: FontFileId, weight: FontWeight): Promise<Uint8Array> {
      const path = FONT_FILES[family][weight];
      let bytes = cache.get(path);
      if (!bytes) {
        bytes = readFile(require.resolve(path)).then((buffer) => new Uint8Array(buffer));
        cache.set(path, bytes);
      }
      return bytes;
    },
  };
}
