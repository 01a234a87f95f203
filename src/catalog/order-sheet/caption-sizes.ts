/**
 * A colourway's sizes one by one, as the order form and the order sheet take quantities (issue
 * 24.5): the import's list, else the typed sizes when they are a list; none when neither says.
 */
import type { PhotoCaption } from '../../shared/index.js';
import { sizesOf } from '../products/size-run.js';

export function captionSizes(caption: PhotoCaption): string[] {
  if (caption.sizeList && caption.sizeList.length > 0) return caption.sizeList;
  const typed = sizesOf([caption.sizes ?? '']);
  return typed.length > 1 ? typed : [];
}
