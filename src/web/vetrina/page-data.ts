/**
 * The data the server inlines in the page (decision 1031, `readInlinedJson`). The server has
 * validated it against `PublicPageData` before inlining it.
 */
import type { PublicPageData } from '../../shared/schemas/published.js';
import { isJsonObject, readInlinedJson } from '../api/inlined-json.js';

export const PAGE_DATA_ID = 'vetrina-data';

function looksLikePageData(value: unknown): value is PublicPageData {
  if (!isJsonObject(value)) return false;
  if (value.status === 'locked') return typeof value.id === 'string' && typeof value.language === 'string';
  if (value.status !== 'ok' || !isJsonObject(value.catalogue)) return false;
  const { content, company, filesBase } = value.catalogue;
  return isJsonObject(content) && isJsonObject(content.settings) && Array.isArray(content.photos) && isJsonObject(company) && typeof filesBase === 'string';
}

/** The page's data, or undefined when the element is missing or holds something else. */
export function readPageData(document: Document): PublicPageData | undefined {
  return readInlinedJson(document, PAGE_DATA_ID, looksLikePageData);
}
