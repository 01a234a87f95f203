/**
 * ICC profiles carried by JPEG photos (ICC.1:2010 annex B.4): the APP2 chunks put back together.
 * What a profile means is for the colour engine to say (colour/, docs/decisions/0955).
 */

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
