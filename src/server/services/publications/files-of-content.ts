/** Every stored file a published content names, with what it declares of it. */
import type { PublishedContent } from '../../../shared/index.js';

export interface DeclaredFile {
  name: string;
  bytes: number;
  width?: number;
  height?: number;
}

export function declaredFiles(content: PublishedContent): DeclaredFile[] {
  const files: DeclaredFile[] = [{ name: content.pdf.file, bytes: content.pdf.bytes }];
  const renditions = [...content.photos.flatMap((photo) => photo.renditions), ...(content.logo ? [content.logo] : [])];
  for (const rendition of renditions) files.push({ name: rendition.file, bytes: rendition.bytes, width: rendition.width, height: rendition.height });
  return files;
}
