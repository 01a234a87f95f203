/**
 * The public page's HTML (decision 1031): the web build's `vetrina.html` with its placeholders
 * filled, the head (title, description, the cover's rendition preloaded as the page's <img> picks it, robots), the page itself
 * drawn by the server in the catalogue's language (decision 1042) and the data as a JSON
 * block that is never run (`<` written \u003c so no text in it can close the block). The small
 * Italian pages of a link that is gone or unknown show nothing of the catalogue.
 */
import { readFile } from 'node:fs/promises';
import { jsonForHtml } from '../../http/json-in-html.js';
import { BRAND_NAME, type PublicPageData } from '../../../shared/index.js';
import { languageInfo } from '../../../shared/languages.js';
import { coverPreload } from '../../../shared/published-images.js';
import { pageLanguage } from '../../../web/vetrina/words.js';
import { publicPageMarkup } from './public-markup.js';

export const HEAD_PLACEHOLDER = '<!--vetrina-head-->';
export const PAGE_PLACEHOLDER = '<!--vetrina-page-->';
export const DATA_PLACEHOLDER = '<!--vetrina-data-->';

/** Until the web build has made vetrina.html: the page as drawn and its data, without a script to make it live. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${HEAD_PLACEHOLDER}</head>
<body><div id="vetrina">${PAGE_PLACEHOLDER}</div>${DATA_PLACEHOLDER}</body></html>`;

export type TemplateSource = () => Promise<string>;

/** Reads `path` once; the fallback template when it does not exist. */
export function templateFromFile(path: string): TemplateSource {
  let template: Promise<string> | undefined;
  return () => (template ??= readFile(path, 'utf8').catch(() => FALLBACK_TEMPLATE));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);


function head(data: PublicPageData, allowIndexing: boolean): string {
  const parts: string[] = [];
  if (data.status === 'ok') {
    const { content, filesBase } = data.catalogue;
    const title = content.settings.title.trim() || data.catalogue.company.name || BRAND_NAME;
    const description = (content.settings.subtitle.trim() || content.settings.introduction.trim()).slice(0, 160);
    parts.push(`<title>${escapeHtml(title)}</title>`);
    if (description) parts.push(`<meta name="description" content="${escapeHtml(description)}">`);
    // The cover is the page's largest paint: fetched first, the very rendition the page's <img> will pick.
    const cover = coverPreload({ content, filesBase });
    if (cover) parts.push(`<link rel="preload" as="image" href="${escapeHtml(cover.href)}" imagesrcset="${escapeHtml(cover.imagesrcset)}" imagesizes="${escapeHtml(cover.imagesizes)}" fetchpriority="high">`);
  } else {
    parts.push(`<title>${escapeHtml(BRAND_NAME)}</title>`);
  }
  if (!allowIndexing) parts.push('<meta name="robots" content="noindex">');
  return parts.join('');
}

export function renderPublicPage(template: string, data: PublicPageData, allowIndexing: boolean): string {
  const json = jsonForHtml(data);
  const block = `<script type="application/json" id="vetrina-data">${json}</script>`;
  const language = languageInfo(pageLanguage(data.status === 'ok' ? data.catalogue.content.settings.language : data.language)).iso;
  // Functions as replacements: a '$' in the data is never read as a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(language)}"`)
    .replace(HEAD_PLACEHOLDER, () => head(data, allowIndexing))
    .replace(PAGE_PLACEHOLDER, () => publicPageMarkup(data, json))
    .replace(DATA_PLACEHOLDER, () => block);
}

export function messagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
