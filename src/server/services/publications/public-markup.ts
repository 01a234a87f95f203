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

export function publicPageMarkup(data: PublicPageData): string {
  return renderToString(createElement(VetrinaPage, { data }));
}
