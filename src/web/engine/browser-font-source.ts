/**
 * FontSource for the browser: the TTF files of FONT_FILES, bundled by Vite as URLs and fetched on
 * first use, so Noto Sans JP (5 MB per weight) only travels when a text needs it (STACK.md).
 */
import { FONT_FILES, type FontFileId, type FontSource, type FontWeight } from '../../catalog/index.js';

// Only the weights FONT_FILES uses: every matching file becomes a build asset, fetched only when a text needs it.
const BUNDLED_FONT_URLS = import.meta.glob<string>('../../../node_modules/@expo-google-fonts/*/{400Regular,700Bold,400Regular_Italic}/*.ttf', {
  query: '?url',
  import: 'default',
  eager: true,
});

const NODE_MODULES = 'node_modules/';

/** '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf' -> its bundled URL. */
const URL_BY_PACKAGE_PATH = new Map(
  Object.entries(BUNDLED_FONT_URLS).map(([file, url]) => [file.slice(file.indexOf(NODE_MODULES) + NODE_MODULES.length), url]),
);

export function fontUrl(family: FontFileId, weight: FontWeight): string {
  const path = FONT_FILES[family][weight];
  const url = URL_BY_PACKAGE_PATH.get(path);
  if (!url) throw new Error(`Font file not bundled: ${path}`);
  return url;
}

export function createBrowserFontSource(): FontSource {
  const cache = new Map<string, Promise<Uint8Array>>();
  return {
    load(family: FontFileId, weight: FontWeight): Promise<Uint8Array> {
      const url = fontUrl(family, weight);
      let bytes = cache.get(url);
      if (!bytes) {
        bytes = fetch(url).then(async (response) => {
          if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
          return new Uint8Array(await response.arrayBuffer());
        });
        // A failed fetch is not kept: the next build tries again.
        bytes.catch(() => cache.delete(url));
        cache.set(url, bytes);
      }
      return bytes;
    },
  };
}
