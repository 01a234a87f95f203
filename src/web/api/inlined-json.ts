/**
 * Data the server inlines in a page as a JSON block that is never run (decisions 1021, 1031): read
 * with JSON.parse and the caller's few checks, not a zod schema, which would put zod on the first
 * screen (decision 0400).
 */

/** The parsed block when `looksRight` accepts it; undefined when it is missing, not JSON, or something else. */
export function readInlinedJson<T>(document: Document, id: string, looksRight: (value: unknown) => value is T): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return looksRight(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON object (or array), so the caller's checks can read its fields. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
