/**
 * The public page's first screen as HTML (issue 36.2, decision 1042): the page's own React
 * components rendered to a string, so the cover and the products paint before the script runs and
 * the script then hydrates the very same markup. React escapes every text and attribute, so a
 * product named as markup arrives as text.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PublicPageData } from '../../../shared/index.js';
import { VetrinaPage } from '../../../web/vetrina/VetrinaPage.js';

/**
 * Pages recently drawn, by their data's JSON: a link's page is the same for every visitor until
 * its data changes (a new version, the owner's choices), and drawing 100 products costs about
 * 15 ms of CPU where a lookup costs well under one.
 */
const KEPT_PAGES = 32;
const drawn = new Map<string, string>();

export function publicPageMarkup(data: PublicPageData, json = JSON.stringify(data)): string {
  const kept = drawn.get(json);
  if (kept !== undefined) {
    // Most recently used last: the first key is the one to drop.
    drawn.delete(json);
    drawn.set(json, kept);
    return kept;
  }
  const markup = renderToString(createElement(VetrinaPage, { data }));
  drawn.set(json, markup);
  if (drawn.size > KEPT_PAGES) drawn.delete(drawn.keys().next().value as string);
  return markup;
}
