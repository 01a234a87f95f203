/**
 * What the public page receives (PublicPageData): the catalogue with the prices the owner chose
 * not to show removed from every caption before they leave the server, or, behind an access code
 * not yet entered, only the link's id and language.
 */
import { orderModel } from '../../../catalog/order/order-model.js';
import type { PhotoCaption, PriceDisplay, PublicPageData, PublishedContent } from '../../../shared/index.js';
import { linkPath } from './ids.js';
import type { LiveLink } from './public-link.js';

function shownCaption(caption: PhotoCaption, display: PriceDisplay): PhotoCaption {
  if (display === 'all') return caption;
  const { price: _price, priceFrom: _priceFrom, ...retail } = caption;
  if (display === 'retail') return retail;
  const { retailPrice: _retailPrice, retailPriceFrom: _retailPriceFrom, ...none } = retail;
  return none;
}

export function shownContent(content: PublishedContent, display: PriceDisplay): PublishedContent {
  return { ...content, photos: content.photos.map((photo) => (photo.caption ? { ...photo, caption: shownCaption(photo.caption, display) } : photo)) };
}

/** The order model of the published snapshot: what the public page orders from and the server prices. */
export function snapshotOrderModel(content: PublishedContent) {
  return orderModel({
    captions: content.photos.map((photo) => photo.caption),
    currency: content.settings.currency,
    sizeSystem: content.settings.lineSheet.sizeSystem,
  });
}

export const orderingOpen = (link: Pick<LiveLink, 'priceDisplay' | 'content'>) =>
  link.priceDisplay === 'all' && snapshotOrderModel(link.content as PublishedContent).styles.length > 0;

export function publicPageData(link: LiveLink, unlocked: boolean): PublicPageData {
  const content = link.content as PublishedContent;
  if (!unlocked) return { status: 'locked', id: link.id, language: content.settings.language };
  return {
    status: 'ok',
    catalogue: {
      id: link.id,
      version: link.version,
      company: link.company,
      content: shownContent(content, link.priceDisplay),
      priceDisplay: link.priceDisplay,
      ordering: orderingOpen(link),
      filesBase: `${linkPath(link.id)}/files/`,
    },
  };
}
