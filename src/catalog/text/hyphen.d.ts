/** The `hyphen` package (TeX patterns, ISC) ships no types: the two entry points we load. */
declare module 'hyphen/hyphen.js' {
  type Hyphenator = (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string;
  const createHyphenator: (patterns: unknown, options?: { hyphenChar?: string; minWordLength?: number }) => Hyphenator;
  export default createHyphenator;
}
declare module 'hyphen/patterns/*' {
  const patterns: unknown;
  export default patterns;
}
