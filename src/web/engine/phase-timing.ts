/**
 * User-timing measures at the app's phase boundaries (decision 0997): always on, a few
 * microseconds each and nothing else, so a profile or the bench (which reads them from the page and
 * from the photo workers) sees where the time from the drop to the PDF goes. No code reads them.
 */
export const PHASES = {
  /** Photo workers: the file read (header, or the whole JPEG for the decoder). */
  reading: 'vetrina:reading',
  /** Photo workers: decoded (where libjpeg in WebAssembly prepares, drawn, encoded and thumbnailed too). */
  decoding: 'vetrina:decoding',
  /** Photo workers: drawn on white at the fitted size and encoded as the PDF's JPEG. */
  encoding: 'vetrina:encoding',
  /** Photo workers: the card's thumbnail drawn and encoded, and its centre colour. */
  thumbnail: 'vetrina:thumbnail',
  /** The page: a drop's headers read by the header worker, from the drop to the last size back. */
  headers: 'vetrina:headers',
  /** The page: one photo from its lane's start to its outcome back (all the above, and the messages). */
  preparation: 'vetrina:preparation',
  /** The page: a draft transaction in IndexedDB. */
  draft: 'vetrina:draft',
  /** The page: the preview's page descriptions asked of the PDF worker. */
  preview: 'vetrina:preview',
  /** The page: the PDF rendered by its worker, from the request to the bytes. */
  render: 'vetrina:render',
  /** The page: the charge's request to the server. */
  charge: 'vetrina:charge',
} as const;

/**
 * A mark when the code a drop of photos needs has loaded (later-parts.ts): a user looks at the
 * screen before choosing photos, and the bench drops them only after it, as that user does.
 */
export const LATER_PARTS_MARK = 'vetrina:later-parts';

/** Runs `work` and leaves a measure of it under `name`, whether it succeeds or fails. */
export async function measured<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(name, { start });
  }
}
