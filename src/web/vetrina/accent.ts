/**
 * The catalogue's accent on the page: as a background under text it needs a text colour that reads
 * on it (WCAG AA), black or white by the accent's relative luminance.
 */
export const DEFAULT_ACCENT = '#7a5526';

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => channel(Number.parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The text colour with the higher contrast on the accent. */
export function textOnAccent(hex: string): string {
  const light = luminance(hex);
  return (1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#ffffff' : '#000000');
}
