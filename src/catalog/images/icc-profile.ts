/**
 * ICC profiles carried by photos (ICC.1:2010, section 7): enough to tell whether an RGB photo is
 * sRGB, which PDF readers assume for DeviceRGB, or another space (Display P3 from phones, Adobe RGB
 * from cameras) whose numbers print wrong unless converted (DECISIONS "PDF": colour is managed).
 */

/** sRGB's primaries adapted to D50, as every matrix/TRC sRGB profile stores them (rXYZ, gXYZ, bXYZ). */
const SRGB_COLORANTS = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
} as const;
/** Profiles round the colorants differently (v2 and v4, Bradford or not); P3 and Adobe RGB are 0.03+ away. */
const COLORANT_TOLERANCE = 0.01;

const tagName = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function readTags(profile: Uint8Array): Map<string, { offset: number; size: number }> {
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  const tags = new Map<string, { offset: number; size: number }>();
  if (profile.byteLength < 132) return tags;
  const count = view.getUint32(128);
  for (let index = 0; index < count && 132 + index * 12 + 12 <= profile.byteLength; index++) {
    const entry = 132 + index * 12;
    tags.set(tagName(profile, entry), { offset: view.getUint32(entry + 4), size: view.getUint32(entry + 8) });
  }
  return tags;
}

function readXyz(profile: Uint8Array, tag: { offset: number; size: number } | undefined): number[] | undefined {
  if (!tag || tag.size < 20 || tag.offset + 20 > profile.byteLength || tagName(profile, tag.offset) !== 'XYZ ') return undefined;
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  return [0, 1, 2].map((i) => view.getInt32(tag.offset + 8 + i * 4) / 65536);
}

/** The profile's description, for the LUT-based profiles that carry no colorants. */
function descriptionOf(profile: Uint8Array, tag: { offset: number; size: number } | undefined): string {
  if (!tag || tag.offset + tag.size > profile.byteLength) return '';
  const raw = profile.subarray(tag.offset, tag.offset + tag.size);
  // 'desc' (v2) holds ASCII, 'mluc' (v4) UTF-16BE; dropping the zero bytes reads both well enough.
  return String.fromCharCode(...raw.filter((byte) => byte >= 0x20 && byte < 0x7f));
}

/**
 * Whether an embedded profile makes the photo's numbers mean something other than sRGB: an RGB
 * profile whose primaries are not sRGB's. Grey and CMYK profiles are not judged here (grey prints
 * as DeviceGray well enough; CMYK photos are always converted).
 */
export function isForeignRgbProfile(profile: Uint8Array): boolean {
  if (profile.byteLength < 132 || tagName(profile, 16) !== 'RGB ') return false;
  const tags = readTags(profile);
  const colorants = (['rXYZ', 'gXYZ', 'bXYZ'] as const).map((name) => [name, readXyz(profile, tags.get(name))] as const);
  if (colorants.every(([, xyz]) => xyz !== undefined)) {
    return colorants.some(([name, xyz]) => xyz?.some((value, i) => Math.abs(value - (SRGB_COLORANTS[name][i] ?? 0)) > COLORANT_TOLERANCE));
  }
  return !/sRGB/i.test(descriptionOf(profile, tags.get('desc')));
}

/** The "ICC_PROFILE\0" APP2 chunks of a JPEG put back together in their order (ICC.1 annex B.4). */
export function assembleIccChunks(chunks: readonly { sequence: number; data: Uint8Array }[]): Uint8Array | undefined {
  if (chunks.length === 0) return undefined;
  const ordered = [...chunks].sort((a, b) => a.sequence - b.sequence);
  const profile = new Uint8Array(ordered.reduce((sum, chunk) => sum + chunk.data.byteLength, 0));
  let at = 0;
  for (const chunk of ordered) {
    profile.set(chunk.data, at);
    at += chunk.data.byteLength;
  }
  return profile;
}
