/**
 * The draft's cover settings as the engine takes them (issue 15.1): the preview names the cover's
 * photo by its place among the printed photos, the build by its id. A cover whose photo is gone
 * takes the first photo, as the form shows it.
 */
import type { BackCoverContacts, CoverStyle, CoversRequest } from '../../../../catalog/describe/covers.js';
import type { CoverSettings } from '../../../../shared/index.js';

export interface CoverBuild {
  cover?: { photoId: string; style: CoverStyle };
  backCover?: BackCoverContacts;
}

/** The id of the photo the cover shows, or undefined without a cover or photos. */
export function coverPhotoId(covers: CoverSettings, photoIds: readonly string[]): string | undefined {
  if (!covers.cover.enabled) return undefined;
  const chosen = covers.cover.photoId;
  return chosen !== undefined && photoIds.includes(chosen) ? chosen : photoIds[0];
}

export function coverBuild(covers: CoverSettings, photoIds: readonly string[]): CoverBuild {
  const photoId = coverPhotoId(covers, photoIds);
  return {
    ...(photoId !== undefined && { cover: { photoId, style: covers.cover.style } }),
    ...(covers.backCover.enabled && { backCover: covers.backCover.contacts }),
  };
}

export function coversRequest(covers: CoverSettings, photoIds: readonly string[]): CoversRequest {
  const { cover, backCover } = coverBuild(covers, photoIds);
  return {
    ...(cover && { cover: { photoIndex: photoIds.indexOf(cover.photoId), style: cover.style } }),
    ...(backCover && { backCover }),
  };
}
