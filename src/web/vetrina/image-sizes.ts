/**
 * How wide the page lays out its product photos, as `sizes` for the browser's pick of a rendition
 * (issue 36.2; the cover's, shared with the server's preload, is `coverSizes`). Each follows the
 * classes of the element it describes: a `sizes` wider than the layout makes the browser fetch a
 * larger rendition than it shows (decision 1046).
 */

/**
 * A card in `ProductList`'s grid: `max-w-6xl` (1152 px) less `px-5` on each side, two columns with
 * `gap-x-4` (16 px) below `lg` (1024 px), three from it.
 */
export const PRODUCT_CARD_SIZES = '(min-width: 1152px) 360px, (min-width: 1024px) calc((100vw - 72px) / 3), calc(50vw - 28px)';

/**
 * A photo in `ProductView`: the whole width on a phone; from `md` (768 px) the dialog's `3fr` column
 * of `max-w-5xl` (1024 px) less `p-6` on each side and a `gap-6` (24 px).
 */
export const PRODUCT_VIEW_SIZES = '(min-width: 1024px) 571px, (min-width: 768px) calc((100vw - 72px) * 0.6), 100vw';
