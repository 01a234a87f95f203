/**
 * The naive approach the benchmark compares against, as the original product worked: every photo
 * read as a data URL and embedded at full resolution, on the thread that asked for the PDF, with no
 * preparation (no scaling, no EXIF rotation). Universal: the harness page runs it on the browser's
 * main thread, the Node benchmark in its process.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { fitInBox, gridCells, pageSize, photoBox } from '../../src/catalog/index.js';
import type { ImagesPerPage, Orientation } from '../../src/shared/index.js';

export interface NaiveLayout {
  orientation: Orientation;
  imagesPerPage: ImagesPerPage;
}

export async function renderNaiveCatalog(dataUrls: string[], layout: NaiveLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = pageSize(layout.orientation);
  const cells = gridCells(layout.orientation, layout.imagesPerPage);
  for (const [index, dataUrl] of dataUrls.entries()) {
    const slot = index % layout.imagesPerPage;
    const current = slot === 0 ? doc.addPage([page.width, page.height]) : doc.getPage(doc.getPageCount() - 1);
    const image = dataUrl.startsWith('data:image/png') ? await doc.embedPng(dataUrl) : await doc.embedJpg(dataUrl);
    const cell = cells[slot];
    if (!cell) continue;
    const frame = fitInBox({ width: image.width, height: image.height }, photoBox(cell));
    current.drawImage(image, { x: frame.x, y: page.height - frame.y - frame.height, width: frame.width, height: frame.height });
  }
  return doc.save();
}
