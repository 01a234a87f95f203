/** The engine as the generator screen sees it (agreed interface between the engine and the web app). */
import type { BackCoverContacts, CatalogTexts, CoverStyle } from '../../catalog/index.js';
import type { AccentColour, CatalogQuality, CatalogSettings, PhotoCaption } from '../../shared/index.js';
import type { DescribeJob, DescribedCatalog } from './protocol.js';

export type PhotoStatus = 'preparing' | 'ready' | 'failed';

export interface PhotoState {
  id: string;
  name: string;
  status: PhotoStatus;
  /** A small JPEG object URL (about 320 px) made in the worker, never a full-size data URL. */
  thumbnailUrl?: string;
  /** Italian reason shown to the user when the photo cannot be used. */
  error?: string;
  /** The photo's upright pixel size, from its header until it is prepared (decision 1094): the preview and the size estimate lay it out. */
  size?: { width: number; height: number };
  /** The bytes the PDF will embed for it, while it is ready for the current layout and quality (0603). */
  preparedBytes?: number;
  /** The mean colour of the photo's centre, known with its thumbnail: a line sheet's swatch (issue 24.2). */
  centreColour?: string;
}

/**
 * What decides the prepare target. `captions` (a caption band in every cell) and `quality` (the
 * preset's ppi ceiling and JPEG encoding, default 'Stampa') are optional extensions of the beyond
 * issue (docs/decisions/0600, 0603, 0950).
 */
export interface EngineLayout extends Pick<CatalogSettings, 'orientation' | 'imagesPerPage'>, Partial<Pick<CatalogSettings, 'photoFit' | 'look' | 'frameRatio' | 'onePerPage'>> {
  /** A line sheet prints thumbnails: smaller targets (issue 15.2). */
  layout?: CatalogSettings['layout'];
  /** Issue 24.3: the line sheet's density sets its thumbnails' size. */
  lineSheet?: Pick<CatalogSettings['lineSheet'], 'rowsPerPage'>;
  captions?: boolean;
  /** Some caption has colours or sizes: taller caption bands (decision 1058). */
  variants?: boolean;
  quality?: CatalogQuality;
  /**
   * The photos' ids in print order: each is prepared for the cell it lands in, the first page's
   * smaller than the others' (decision 0995). Without it, the order they were added in.
   */
  order?: readonly string[];
  /** The ids of the photos on a page of their own ('Pagina intera', issue 35.5): prepared for the whole page. */
  fullPageIds?: readonly string[];
  /** The ids of the photos 'In evidenza' (issue 35.5): a double cell at the top of their page. */
  heroIds?: readonly string[];
}

export interface BuildRequest {
  order: string[];
  settings: CatalogSettings;
  texts: CatalogTexts;
  author: string;
  onProgress?: (fraction: number) => void;
  /** Beyond issue: captions by photo id, the accent colour, the quality preset (default 'Stampa'), the logo. */
  captions?: Readonly<Record<string, PhotoCaption>>;
  accent?: AccentColour;
  quality?: CatalogQuality;
  /** The brand's logo for page 1's header (0602), prepared like a photo; left out if unreadable. */
  logo?: File;
  /** Issue 15.1: a cover with one of the photos (by id) and a back cover with the contacts. */
  covers?: { cover?: { photoId: string; style: CoverStyle }; backCover?: BackCoverContacts };
  /** The published link (issue 36.1): its QR code on the last page. */
  link?: string;
}

export interface BuildResult {
  /** The PDF, made a Blob by the PDF worker: the page hands it on without copying it. */
  pdf: Blob;
  printedCount: number;
  skipped: { name: string; reason: string }[];
}

export interface CatalogEngine {
  /** Re-prepares the photos when the layout's target changes. */
  setLayout(layout: EngineLayout): void;
  /**
   * Starts preparing the photos at once in workers. A drop's photos come together: their targets
   * are worked out and the page told once, not once per photo (a drop of 100 was 100 layouts of up
   * to 100 photos in the drop's task, issue 37.4). Resolves once their headers are read and the
   * first of them queued.
   */
  add(photos: readonly { id: string; file: File }[]): Promise<void>;
  /**
   * Starts what a drop needs (the header and photo workers, the JPEG codec where the workers use it,
   * the PDF worker) while the user looks at the upload zone, so the first photos wait for none of
   * them (decision 1094). Idempotent; `add` starts whatever is still missing.
   */
  warm(): void;
  /** A queued photo costs nothing; frees its buffers. */
  remove(id: string): void;
  clear(): void;
  subscribe(listener: (states: ReadonlyMap<string, PhotoState>) => void): () => void;
  /** Waits for pending preparations, then renders in a worker. */
  build(request: BuildRequest): Promise<BuildResult>;
  /** Every page's geometry for the live preview, in the PDF worker (0604, 0640). */
  describe(job: DescribeJob): Promise<DescribedCatalog>;
  dispose(): void;
}
