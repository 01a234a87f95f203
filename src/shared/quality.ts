/**
 * Image quality of the catalogue (DECISIONS "Later extensions"): 'Stampa' keeps photos at up to
 * 300 ppi at their printed size, 'Web' at up to 150 ppi for a lighter file to send by email.
 */
import { LIMITS } from './limits.js';

export const QUALITY_PRESETS = {
  stampa: { label: 'Stampa', ppi: LIMITS.printPpi },
  web: { label: 'Web', ppi: LIMITS.webPpi },
} as const;

export type CatalogQuality = keyof typeof QUALITY_PRESETS;
export const QUALITY_NAMES = Object.keys(QUALITY_PRESETS) as [CatalogQuality, ...CatalogQuality[]];
export const DEFAULT_QUALITY: CatalogQuality = 'stampa';
