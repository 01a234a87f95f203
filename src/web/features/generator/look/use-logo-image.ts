import { useEffect, useState } from 'react';
import type { Size } from '../../../../catalog/layout/geometry.js';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, logoProblem } from './logo-rules.js';

/** The brand's logo as the page shows it: an object URL and its upright pixel size. */
export interface LogoImage extends Size {
  url: string;
}

export type LogoReading = { size: Size } | { problem: string };

/** Checks a logo file by its bytes, then decodes it (upright, as the engine will) for its size. */
export async function readLogo(file: Blob): Promise<LogoReading> {
  // Checked before reading, so a huge file is never loaded.
  if (file.size > LOGO_MAX_BYTES) return { problem: LOGO_MESSAGES.tooLarge };
  const problem = logoProblem(new Uint8Array(await file.arrayBuffer()), file.size);
  if (problem) return { problem };
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { size };
  } catch {
    return { problem: LOGO_MESSAGES.unreadable };
  }
}

/**
 * The draft's logo for the preview, the brand panel and the size estimate; null without a logo or
 * while it is read. Whoever set the file (the panel, a restored draft), it is read here.
 */
export function useLogoImage(file: File | undefined): LogoImage | null {
  const [logo, setLogo] = useState<LogoImage | null>(null);
  useEffect(() => {
    setLogo(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    let current = true;
    void readLogo(file).then((reading) => {
      if (current && 'size' in reading) setLogo({ url, ...reading.size });
    });
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return logo;
}
