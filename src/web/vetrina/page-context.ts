/** What every part of the public page reads: the catalogue, its words, its model and its look. */
import { createContext, useContext } from 'react';
import type { LanguageCode } from '../../shared/index.js';
import type { PublicCatalogue } from '../../shared/schemas/published.js';
import type { OrderModel } from '../../catalog/order/order-model.js';
import type { PriceFormat } from '../../catalog/texts/caption-texts.js';
import type { VetrinaWords } from './words.js';

export interface PageContext {
  catalogue: PublicCatalogue;
  language: LanguageCode;
  words: VetrinaWords;
  model: OrderModel;
  prices: PriceFormat;
  /** The catalogue font's CSS family. */
  fontFamily: string;
}

export const PageContextValue = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const page = useContext(PageContextValue);
  if (!page) throw new Error('usePage outside the public page');
  return page;
}
