/**
 * The catalogue's quiet palette as `#rrggbb`, shared by the PDF and the page preview: near-black
 * type in three greys, light hairlines, and one accent (decision 0994): the blue of Classico's page
 * number (spec 9), which the short rule under the title shares. A brand accent colour replaces both
 * (docs/decisions/0602); no other colour prints on a page.
 */
export const INK = '#1a1a1c';
export const BODY = '#4d4d52';
export const MUTED = '#78787d';
export const HAIRLINE = '#cccac4';
export const ACCENT_BLUE = '#1c4085';
export const WHITE = '#ffffff';
/** Galleria's title panel (decision 1080): a paper tone, of the hairlines' family, that no type has to contrast with. */
export const PANEL_TINT = '#f3f1ed';

export const HAIRLINE_WIDTH = 0.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Channels from 0 to 1. */
export function hexToRgb(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const channel = (pair: string | undefined) => parseInt(pair ?? '0', 16) / 255;
  return { r: channel(match[1]), g: channel(match[2]), b: channel(match[3]) };
}

function rgbToHex({ r, g, b }: Rgb): string {
  const pair = (value: number) => Math.round(value * 255).toString(16).padStart(2, '0');
  return `#${pair(r)}${pair(g)}${pair(b)}`;
}

/** `share` of the colour on white: a light tint that still reads as the colour. */
function tint(hex: string, share: number): string {
  const { r, g, b } = hexToRgb(hex);
  const mix = (value: number) => value * share + (1 - share);
  return rgbToHex({ r: mix(r), g: mix(g), b: mix(b) });
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  const { r, g, b } = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface PageColours {
  /** Classico's page number: the accent, or ink when a light accent would not read on paper. */
  folio: string;
  /** The short rule under the title. */
  accentRule: string;
  /** The hairlines closing the header and the footer. */
  hairline: string;
}

const ACCENT_HAIRLINE_SHARE = 0.4;

export function pageColours(accent?: string): PageColours {
  if (accent === undefined) return { folio: ACCENT_BLUE, accentRule: ACCENT_BLUE, hairline: HAIRLINE };
  const colour = rgbToHex(hexToRgb(accent));
  return {
    folio: contrast(colour, WHITE) >= contrast(colour, INK) ? colour : INK,
    accentRule: colour,
    hairline: tint(colour, ACCENT_HAIRLINE_SHARE),
  };
}
