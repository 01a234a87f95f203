/** The catalogue engine's public surface: universal code, no DOM and no Node. */
export * from './types.js';
export * from './layout/geometry.js';
export { layoutPages, type CatalogLayout, type PageLayout, type PhotoPlacement } from './layout/pages.js';
export { JPEG_QUALITY, fitPixelSize, prepareTargetFor } from './layout/prepare-target.js';
export { FONT_FILES, fallbackChain, type FontWeight } from './fonts/font-files.js';
export { fitHeader, type HeaderLayout, type TextLine } from './text/header-fit.js';
export { wrapBalanced, wrapText, type Measure } from './text/wrap.js';
export { defaultTextsFor } from './texts/default-texts.js';
export { replaceFooterLabels } from './texts/footer-labels.js';
export { resolveCatalogTexts, type Translate } from './texts/resolve-texts.js';
export { renderCatalog } from './render/render-catalog.js';
