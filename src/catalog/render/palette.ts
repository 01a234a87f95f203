/**
 * The catalogue's quiet palette: near-black type, a warm taupe accent for the subtitle and the
 * short rule, light hairlines, and the blue of the page-number badge (spec 9).
 */
import { rgb } from '@cantoo/pdf-lib';

export const INK = rgb(0.1, 0.1, 0.11);
export const BODY = rgb(0.3, 0.3, 0.32);
export const MUTED = rgb(0.47, 0.47, 0.49);
export const ACCENT = rgb(0.5, 0.42, 0.33);
export const HAIRLINE = rgb(0.8, 0.79, 0.77);
export const BADGE_BLUE = rgb(0.11, 0.25, 0.52);
export const BADGE_TEXT = rgb(1, 1, 1);

export const HAIRLINE_WIDTH = 0.5;
