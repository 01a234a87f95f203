/**
 * Issue 27.12: the first `npm start` builds the web app and shows the build's warnings; no chunk
 * may be over Vite's size warning limit (vite.config.ts says which chunks are allowed to be large).
 * Reads the build `npm test` and `npm start` make in dist/web, as Vite's reporter measures it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../vite.config.js';

const ASSETS = 'dist/web/assets';
/** Vite's default, in kB of minified code. */
const VITE_DEFAULT_LIMIT_KB = 500;

describe('the web build', () => {
  it.skipIf(!existsSync(ASSETS))('has no chunk over the size warning limit', () => {
    const limitKb = config.build?.chunkSizeWarningLimit ?? VITE_DEFAULT_LIMIT_KB;
    const over = readdirSync(ASSETS)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, kb: readFileSync(join(ASSETS, name), 'utf8').length / 1000 }))
      .filter((chunk) => chunk.kb > limitKb);
    expect(over).toEqual([]);
  });
});
