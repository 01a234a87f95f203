/** JSON safe inside a script element: no '<' at all, and the line separators JavaScript once refused. */
export const jsonForHtml = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
