/**
 * What the colour engine does for the rest of the code, and the one rule both adapters follow
 * (docs/decisions/0955). No Little CMS here: this module is imported by code every photo runs
 * through, and lcms is loaded (lcms-engine.ts) only when a photo carries a colour description.
 */

/** How the pixels are laid out: grey, RGB, RGBA whose alpha is copied through, or CMYK ink amounts. */
export type PixelLayout = 'grey' | 'rgb' | 'rgba' | 'cmyk';

export interface ColourEngine {
  /**
   * Whether numbers in this profile are sRGB's, as lcms converts them: an RGB profile that maps a
   * grid of colours onto themselves, or a grey one that maps each grey onto the same sRGB grey,
   * within 1/255. Anything else (P3, Adobe RGB, linear, gamma 1.8 grey, CMYK, a broken profile) is not.
   */
  keepsSrgbNumbers(profile: Uint8Array): boolean;
  /** The pixels in sRGB (RGB from grey, RGB or CMYK, RGBA from RGBA); undefined when lcms cannot use the profile. */
  toSrgb(profile: Uint8Array, pixels: Uint8Array | Uint8ClampedArray, layout: PixelLayout): Uint8Array<ArrayBuffer> | undefined;
  /**
   * CMYK ink amounts (0 none, 255 solid) in sRGB: through the photo's own profile, or the default
   * CMYK profile when it has none or one lcms cannot use as CMYK (docs/decisions/0955).
   */
  cmykToSrgb(cmyk: Uint8Array | Uint8ClampedArray, profile: Uint8Array | undefined): Uint8Array<ArrayBuffer>;
}

/** The adapter's way of loading lcms, called the first time a photo carries a profile. */
export type LoadColourEngine = () => Promise<ColourEngine>;

/**
 * Numbers with no profile are sRGB's (what PDF readers take DeviceRGB and DeviceGray for); numbers
 * with one are sRGB's only when lcms says the profile is sRGB's. Only the second case loads lcms.
 */
export async function numbersAreSrgb(profile: Uint8Array | undefined, loadEngine: LoadColourEngine): Promise<boolean> {
  return profile === undefined || (await loadEngine()).keepsSrgbNumbers(profile);
}
