/** The catalogue engine's public surface: universal code, no DOM and no Node. */
export * from './types.js';
export * from './layout/geometry.js';
export { layoutPages, type CatalogLayout, type PageLayout, type PhotoPlacement } from './layout/pages.js';
export { fitPixelSize, frameRatioOf, photoTargets, prepareTargetFor, sameTarget, sharpnessTargets, type TargetLayout, type TargetPlacement } from './layout/prepare-target.js';
export { frameRatioFor } from './layout/frame-shape.js';
export { LOW_RESOLUTION_PPI, effectivePpi, lowResolutionPpi, lowResolutionThreshold, printedLowResolutionPpi } from './layout/effective-ppi.js';
export { headerTextZone, logoBox, logoFrame, logoTargetFor } from './layout/logo.js';
export { FONT_FILES, fallbackChain, hasItalic, type FontWeight } from './fonts/font-files.js';
export { CAP_HEIGHTS, EMOJI_INK, EMOJI_SEQUENCE } from './fonts/emoji-size.js';
export { createTextMeasures, loadTextMetrics, type TextMeasures, type TextMetrics } from './fonts/text-measure.js';
export { fitHeader, type HeaderLayout, type TextLine } from './text/header-fit.js';
export { fitCaption, type CaptionLine, type CaptionRole, type FittedCaption } from './text/caption-fit.js';
export { wrapBalanced, wrapText, type Measure } from './text/wrap.js';
export { loadHyphenation, type Hyphenate } from './text/hyphenation.js';
export { defaultTextsFor } from './texts/default-texts.js';
export { replaceFooterLabels } from './texts/footer-labels.js';
export { resolveCatalogTexts, type Translate } from './texts/resolve-texts.js';
export { alternativeText, captionTexts, formatPrice, hasCaption, type CaptionTexts } from './texts/caption-texts.js';
export {
  catalogCaptionRoom,
  composedTexts,
  cutTexts,
  describePages,
  italicStrings,
  namesItalicFace,
  printedStrings,
  pairedTextFace,
  textFace,
  textFaceStrings,
  type DescribePagesRequest,
  type PagePhoto,
} from './describe/describe-pages.js';
export type { CutText, DescribedPhoto, DescribedRule, DescribedText, PageDescription, TextRole } from './describe/page-description.js';
export { pageColours, type PageColours } from './describe/palette.js';
export { coverTargetFor, printedCoverBox, type BackCoverContacts, type CoverStyle, type CoversRequest } from './describe/covers.js';
export { renderCatalog } from './render/render-catalog.js';
export { estimatePdfBytes, type EstimatePhoto, type PdfSizeRequest } from './size/estimate-pdf-bytes.js';
