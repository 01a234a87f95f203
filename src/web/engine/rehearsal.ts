/**
 * The PDF worker's rehearsal (issue 24.9): once the photos are prepared and the page idle, the
 * worker builds the catalogue the preview last described, with a one-pixel stand-in for each photo,
 * and throws it away. The first real build then finds the font shaping, the layout, pdf-lib's
 * objects and its writer compiled: in Chromium a cold first build of a 40-colourway line sheet took
 * 1.6 s from the click, a warm one 0.45 s (docs/decisions/0941-line-sheet-for-buyers.md).
 */
import { renderCatalog, type FontSource } from '../../catalog/index.js';
import type { DescribeJob } from './protocol.js';

/** A white pixel as a JPEG, from the browser's own encoder; none where workers have no OffscreenCanvas. */
async function standInJpeg(): Promise<Uint8Array | undefined> {
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  const canvas = new OffscreenCanvas(1, 1);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 1, 1);
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer());
}

/** Builds `job`'s catalogue and discards it; a failure is nobody's concern, the real build will tell. */
export async function rehearse({ font, ...job }: DescribeJob, fonts: FontSource): Promise<void> {
  try {
    const bytes = await standInJpeg();
    if (!bytes) return;
    await renderCatalog({
      settings: { ...job.settings, font },
      texts: job.texts,
      author: '',
      fonts,
      ...(job.accent && { accent: job.accent }),
      ...(job.covers && { covers: job.covers }),
      photos: job.photos.map((photo, index) => ({ id: String(index), name: '', format: 'jpeg', bytes, widthPx: photo.width, heightPx: photo.height, ...(photo.caption && { caption: photo.caption }), ...(photo.centreColour && { centreColour: photo.centreColour }) })),
    });
  } catch {
    // Nothing to tell: this catalogue was never asked for.
  }
}

/**
 * Rehearses each layout (the grid, the line sheet) once, with the latest described catalogue of
 * that layout, when the page says it is idle: a line sheet's table and order form are code the
 * grid never runs, and a rehearsal while photos are still being prepared would slow them.
 */
export class Rehearsal {
  private job: DescribeJob | undefined;
  private readonly rehearsed = new Set<string>();

  constructor(private readonly fonts: FontSource) {}

  described(job: DescribeJob): void {
    this.job = job;
  }

  idle(): void {
    const layout = this.job?.settings.layout ?? 'grid';
    if (!this.job || this.rehearsed.has(layout)) return;
    this.rehearsed.add(layout);
    void rehearse(this.job, this.fonts);
  }
}
