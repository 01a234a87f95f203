import type { Size } from '../../../../catalog/layout/geometry.js';
import type { PhotoCaption } from '../../../../shared/index.js';
import type { PhotoState } from '../../../engine/index.js';
import type { DraftPhoto } from '../draft/catalog-draft.js';

/** A photo as the PDF will print it, with what the engine knows of it so far. */
export interface PrintedPhoto {
  id: string;
  name: string;
  caption?: PhotoCaption;
  thumbnailUrl?: string;
  /** Upright pixel size; unknown until the engine first prepared the photo. */
  size?: Size;
  /** The bytes the PDF will embed, once prepared for the current layout and quality. */
  preparedBytes?: number;
  centreColour?: string;
}

/**
 * The draft's photos in print order, less those the engine cannot use: the build leaves them out
 * (use-generation's skipped note), so the preview and the size estimate leave them out too.
 */
export function printedPhotos(photos: readonly DraftPhoto[], states: ReadonlyMap<string, PhotoState>): PrintedPhoto[] {
  const printed: PrintedPhoto[] = [];
  for (const { id, name, caption } of photos) {
    const state = states.get(id);
    if (state?.status === 'failed') continue;
    printed.push({
      id,
      name,
      ...(caption && { caption }),
      ...(state?.thumbnailUrl && { thumbnailUrl: state.thumbnailUrl }),
      ...(state?.size && { size: state.size }),
      ...(state?.preparedBytes !== undefined && { preparedBytes: state.preparedBytes }),
      ...(state?.centreColour && { centreColour: state.centreColour }),
    });
  }
  return printed;
}
