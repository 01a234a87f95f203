/**
 * The data the server inlines in the page (decision 1031, `readInlinedJson`). The server has
 * validated it against `PublicPageData` before inlining it.
 */
import type { PublicPageData } from '../../shared/schemas/published.js';
import { readInlinedJson } from '../api/inlined-json.js';

export const PAGE_DATA_ID = 'vetrina-data';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function looksLikePageData(value: unknown): value is PublicPageData {
  if (!isObject(value)) return false;
  if (value.status === 'locked') return typeof value.id === 'string' && typeof value.language === 'string';
  if (value.status !== 'ok' || !isObject(value.catalogue)) return false;
  const { content, company, filesBase } = value.catalogue;
  return isObject(content) && isObject(content.settings) && Array.isArray(content.photos) && isObject(company) && typeof filesBase === 'string';
}

/** The page's data, or undefined when the element is missing or holds something else. */
export function readPageData(document: Document): PublicPageData | undefined {
  return readInlinedJson(document, PAGE_DATA_ID, looksLikePageData);
}
