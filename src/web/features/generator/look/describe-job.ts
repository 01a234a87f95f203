import type { CatalogTexts } from '../../../../catalog/types.js';
import type { AccentColour, CatalogSettings, CoverSettings } from '../../../../shared/index.js';
import type { DescribeJob } from '../../../engine/index.js';
import { coversRequest } from './cover-requests.js';
import type { PrintedPhoto } from './printed-photos.js';
import type { LogoImage } from './use-logo-image.js';

/** A photo whose size is not known yet stands as a square until it is prepared. */
const UNKNOWN_SIZE = { width: 1, height: 1 };

export interface DescribeInput {
  settings: CatalogSettings;
  texts: CatalogTexts;
  /** In print order, without the photos the engine could not use. */
  photos: readonly PrintedPhoto[];
  logo: LogoImage | null;
  accent: AccentColour | undefined;
  covers: CoverSettings;
}

/** What the PDF worker needs to describe the pages as they will print (docs/decisions/0604). */
export function describeJob({ settings, texts, photos, logo, accent, covers }: DescribeInput): DescribeJob {
  return {
    settings: { orientation: settings.orientation, imagesPerPage: settings.imagesPerPage, language: settings.language, layout: settings.layout, currency: settings.currency, lineSheet: settings.lineSheet, photoFit: settings.photoFit, look: settings.look, frameRatio: settings.frameRatio, onePerPage: settings.onePerPage },
    texts,
    photos: photos.map((photo) => ({ ...(photo.size ?? UNKNOWN_SIZE), ...(photo.caption && { caption: photo.caption }), ...(photo.centreColour && { centreColour: photo.centreColour }) })),
    ...(logo && { logo: { width: logo.width, height: logo.height } }),
    ...(accent && { accent }),
    covers: coversRequest(covers, photos.map((photo) => photo.id)),
    font: settings.font,
  };
}
