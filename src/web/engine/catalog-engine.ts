/**
 * The browser catalogue engine (DECISIONS "PDF"): photos are prepared in workers as soon as they are
 * added, so the click only assembles prepared JPEGs into the PDF, itself rendered in a worker.
 * The main thread holds Blobs and the thumbnails' data: URLs: the files and the prepared JPEGs.
 */
// Value imports name their module: the catalogue index would pull pdf-lib into the page's bundle.
import { coverTargetFor } from '../../catalog/describe/covers.js';
import { logoTargetFor } from '../../catalog/layout/logo.js';
import type { Size } from '../../catalog/layout/geometry.js';
import { fitPixelSize, photoTargets, sameTarget } from '../../catalog/layout/prepare-target.js';
import type { PrepareTarget } from '../../catalog/types.js';
import { DEFAULT_CATALOG_SETTINGS, DEFAULT_QUALITY, QUALITY_PRESETS, UI_TEXTS, sameJpegEncoding } from '../../shared/index.js';
import { hasCaption, hasVariants } from '../../catalog/texts/caption-texts.js';
import type { BuildRequest, BuildResult, CatalogEngine, EngineLayout, PhotoState } from './engine-types.js';
import { createMainThreadLane, createWorkerLane, warmPageCodec } from './preparation-lanes.js';
import { keepUnchangedStates } from './photo-states.js';
import { PHASES, measured } from './phase-timing.js';
import { PreparationQueue } from './preparation-queue.js';
import type { Decoding, DescribeJob, DescribedCatalog, PrepareOutcome, RenderImage, RenderPhoto } from './protocol.js';
import { RenderClient } from './render-client.js';
import { HeaderClient } from './header-client.js';

export const PHOTOS_READY_MARK = 'photos-ready';
export const PDF_READY_MARK = 'pdf-ready';

export interface CatalogEngineOptions {
  /** 'main-thread' forces the fallback of browsers without OffscreenCanvas in workers. */
  preparation?: 'workers' | 'main-thread';
  /** Which JPEG decoding (protocol.ts); anything but the default is for the benchmark and tests. */
  decoding?: Decoding;
}

interface Entry {
  id: string;
  name: string;
  file: File;
  status: PhotoState['status'];
  error?: string;
  thumbnailUrl?: string;
  prepared?: { blob: Blob; width: number; height: number };
  /** The target for the cell it lands in (decision 0995), kept in step with the layout and order. */
  target?: PrepareTarget;
  /** The target of its last preparation: a photo re-encoded at another quality is prepared again. */
  preparedFor?: PrepareTarget;
  /** Known once prepared: a layout change keeps the photos whose fitted size does not change. */
  upright?: { width: number; height: number };
  /** Its header is being read: it waits for its batch's sizes before it is queued. */
  probing?: boolean;
  /** Its upright size as its header gives it, before it is prepared. */
  headerSize?: Size;
  centreColour?: string;
}

const sameSize = (a: Size, b: Size): boolean => a.width === b.width && a.height === b.height;

/** 2 to 4 workers: one core is left to the page where there are more than two. */
export function photoWorkerCount(hardwareConcurrency: number | undefined): number {
  return Math.min(4, Math.max(2, (hardwareConcurrency ?? 2) - 1));
}

class BrowserCatalogEngine implements CatalogEngine {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(states: ReadonlyMap<string, PhotoState>) => void>();
  /** The states last handed to the listeners: an unchanged photo keeps its object (photo-states.ts). */
  private lastStates: ReadonlyMap<string, PhotoState> = new Map();
  private readonly renderer = new RenderClient();
  private readonly headers = new HeaderClient();
  private readonly queue: PreparationQueue;
  private layout: EngineLayout = DEFAULT_CATALOG_SETTINGS;
  private idleWaiters: (() => void)[] = [];
  /** Images prepared for a build only (the logo), by their queue id. */
  private readonly extras = new Map<string, (outcome: Exclude<PrepareOutcome, { type: 'unsupported' }>) => void>();
  private nextExtra = 1;

  private readonly decoding: Decoding;

  constructor(options: CatalogEngineOptions) {
    this.decoding = options.decoding ?? 'scaled';
    const onMainThread = options.preparation === 'main-thread';
    this.queue = new PreparationQueue({
      laneCount: photoWorkerCount(navigator.hardwareConcurrency),
      createLane: onMainThread ? createMainThreadLane : createWorkerLane,
      createFallbackLane: createMainThreadLane,
      onOutcome: (id, outcome) => this.settle(id, outcome),
    });
  }

  setLayout(layout: EngineLayout): void {
    this.layout = layout;
    this.retarget();
  }

  /**
   * Gives each photo the target of the cell it lands in, by its place among the photos that print
   * (those not yet in the order after the others) and the frames' shape the sizes known so far
   * give; prepares again those whose prepared pixels no longer fit. Called whenever the layout,
   * the order, a size or the photos printed change.
   */
  private retarget(): void {
    const listed = (this.layout.order ?? []).flatMap((id) => this.entries.get(id) ?? []);
    const printing = [...new Set([...listed, ...this.entries.values()])].filter((entry) => entry.status !== 'failed');
    const { ppi, jpeg } = QUALITY_PRESETS[this.layout.quality ?? DEFAULT_QUALITY];
    const [fullPage, hero] = [new Set(this.layout.fullPageIds ?? []), new Set(this.layout.heroIds ?? [])];
    const marks = { fullPages: printing.map((entry) => fullPage.has(entry.id)), heroes: printing.map((entry) => hero.has(entry.id)) };
    const targets = photoTargets({ ...this.layout, ...marks }, printing.map((entry) => entry.upright ?? entry.headerSize), ppi, jpeg);
    let changed = false;
    printing.forEach((entry, index) => {
      const target = targets[index];
      if (entry.probing || !target || (entry.target && sameTarget(entry.target, target))) return;
      entry.target = target;
      if (this.stillFits(entry, target)) return;
      entry.status = 'preparing';
      this.enqueue(entry, target);
      changed = true;
    });
    if (changed) this.notify();
  }

  /**
   * Takes the photos in and reads their headers first: with every size of the batch known, the
   * frames' prevailing shape is settled before a photo is prepared for it, so sizes learnt one by
   * one never send the photos begun early back to be prepared again (decision 1088). A worker
   * reads them: the page's thread never touches the files' bytes (decision 1094).
   */
  add(photos: readonly { id: string; file: File }[]): Promise<void> {
    const added = photos.map(({ id, file }): Entry => {
      this.discard(id);
      const entry: Entry = { id, name: file.name, file, status: 'preparing', probing: true };
      this.entries.set(id, entry);
      return entry;
    });
    this.renderer.warm();
    this.notify();
    return measured(PHASES.headers, () => this.headers.read(added.map((entry) => entry.file))).then((sizes) => {
      added.forEach((entry, index) => {
        entry.headerSize = sizes[index];
        entry.probing = false;
      });
      this.retarget();
    });
  }

  warm(): void {
    this.headers.warm();
    this.queue.warm();
    warmPageCodec(this.decoding);
    this.renderer.warm();
  }

  remove(id: string): void {
    if (!this.discard(id)) return;
    this.retarget();
    this.notify();
    this.checkIdle();
  }

  /** Forgets the photo and frees what it held; whether there was one. */
  private discard(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    this.queue.cancel(id);
    this.entries.delete(id);
    return true;
  }

  clear(): void {
    for (const id of [...this.entries.keys()]) this.remove(id);
  }

  subscribe(listener: (states: ReadonlyMap<string, PhotoState>) => void): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  async build(request: BuildRequest): Promise<BuildResult> {
    const { settings, texts, author, onProgress, captions = {}, accent, quality } = request;
    // A caption on any photo gives every cell a caption band, hence a smaller target (0600).
    const printed = request.order.filter((id) => this.entries.get(id)?.status !== 'failed');
    const withCaptions = printed.some((id) => hasCaption(captions[id]));
    const withVariants = printed.some((id) => hasVariants(captions[id]));
    const fullPageIds = request.order.filter((id) => captions[id]?.fullPage === true);
    const heroIds = request.order.filter((id) => captions[id]?.hero === true);
    this.setLayout({ ...settings, captions: withCaptions, variants: withVariants, quality, order: request.order, fullPageIds, heroIds });
    await this.whenPrepared();
    const photos: RenderPhoto[] = [];
    const skipped: BuildResult['skipped'] = [];
    for (const id of request.order) {
      const entry = this.entries.get(id);
      if (entry?.status === 'failed') skipped.push({ name: entry.name, reason: entry.error ?? '' });
      else if (entry?.prepared) {
        const { blob, width, height } = entry.prepared;
        const caption = captions[id];
        photos.push({ id, name: entry.name, blob, widthPx: width, heightPx: height, ...(caption && { caption }), ...(entry.centreColour && { centreColour: entry.centreColour }) });
      }
    }
    if (photos.length === 0) throw new Error(UI_TEXTS.generator.noImage);
    const { ppi, jpeg } = QUALITY_PRESETS[quality ?? DEFAULT_QUALITY];
    const logo = request.logo && (await this.prepareExtra(request.logo, logoTargetFor(settings, ppi, jpeg)));
    const { cover, backCover } = request.covers ?? {};
    const coverIndex = cover ? photos.findIndex((photo) => photo.id === cover.photoId) : -1;
    const coverFile = cover && this.entries.get(cover.photoId)?.file;
    // The cover's photo again, for the cover's larger box: the grid's copy would print soft there.
    const coverImage = cover && coverFile && coverIndex >= 0 ? await this.prepareExtra(coverFile, coverTargetFor(settings, cover.style, { logo: Boolean(logo), title: texts.title, subtitle: texts.subtitle }, ppi, jpeg)) : undefined;
    const covers = {
      ...(cover && coverIndex >= 0 && { cover: { photoIndex: coverIndex, style: cover.style } }),
      ...(backCover && { backCover }),
    };
    const pdf = await measured(PHASES.render, () =>
      this.renderer.render(
        { settings, texts, author, photos, ...(accent && { accent }), ...(logo && { logo }), covers, ...(coverImage && { coverImage }), ...(request.link && { link: request.link }) },
        onProgress && ((done, total) => onProgress(total === 0 ? 1 : done / total)),
      ),
    );
    performance.mark(PDF_READY_MARK);
    return { pdf, printedCount: photos.length, skipped };
  }

  describe(job: DescribeJob): Promise<DescribedCatalog> {
    return measured(PHASES.preview, () => this.renderer.describe(job));
  }

  dispose(): void {
    this.queue.dispose();
    this.renderer.dispose();
    this.headers.dispose();
    this.entries.clear();
    this.listeners.clear();
    // A build still waiting goes on and finds no photo to print.
    this.checkIdle();
  }

  private stillFits(entry: Entry, target: PrepareTarget): boolean {
    if (!entry.upright || !entry.prepared || entry.status !== 'ready') return false;
    const size = fitPixelSize(entry.upright.width, entry.upright.height, target);
    const passedThrough = entry.prepared.blob === entry.file;
    const encodedAlike = passedThrough || (entry.preparedFor !== undefined && sameJpegEncoding(entry.preparedFor.jpeg, target.jpeg));
    return encodedAlike && size.width === entry.prepared.width && size.height === entry.prepared.height;
  }

  private enqueue(entry: Entry, target: PrepareTarget): void {
    entry.preparedFor = target;
    this.queue.enqueue(entry.id, { file: entry.file, name: entry.name, target, thumbnail: !entry.thumbnailUrl, decoding: this.decoding });
  }

  /** Prepares the logo or the cover's photo in a photo lane, for this build only; an unreadable one is left out. */
  private prepareExtra(file: File, target: PrepareTarget): Promise<RenderImage | undefined> {
    const id = `extra:${this.nextExtra++}`;
    return new Promise((resolve) => {
      this.extras.set(id, (outcome) =>
        resolve(outcome.type === 'prepared' ? { blob: outcome.blob ?? file, widthPx: outcome.width, heightPx: outcome.height } : undefined),
      );
      this.queue.enqueue(id, { file, name: file.name, target, thumbnail: false, decoding: this.decoding });
    });
  }

  private settle(id: string, outcome: Exclude<PrepareOutcome, { type: 'unsupported' }>): void {
    const extra = this.extras.get(id);
    if (extra) {
      this.extras.delete(id);
      return extra(outcome);
    }
    const entry = this.entries.get(id);
    if (!entry) return;
    const knownSize = entry.upright ?? entry.headerSize;
    if (outcome.type === 'rejected') {
      entry.status = 'failed';
      entry.error = outcome.message;
      entry.prepared = undefined;
    } else {
      entry.status = 'ready';
      entry.prepared = { blob: outcome.blob ?? entry.file, width: outcome.width, height: outcome.height };
      entry.upright = { width: outcome.uprightWidth, height: outcome.uprightHeight };
      if (outcome.thumbnailUrl && !entry.thumbnailUrl) entry.thumbnailUrl = outcome.thumbnailUrl;
      if (outcome.centreColour) entry.centreColour = outcome.centreColour;
    }
    // A size now known can change the frames' shape; a photo refused moves the ones after it. A
    // size its header gave already placed it: laying out every photo again would change nothing.
    const placedAlready = entry.status === 'ready' && entry.upright !== undefined && knownSize !== undefined && sameSize(entry.upright, knownSize);
    if (!placedAlready) this.retarget();
    this.notify();
    this.checkIdle();
  }

  private isPreparing(): boolean {
    for (const entry of this.entries.values()) if (entry.status === 'preparing') return true;
    return false;
  }

  /** Every added photo prepared (or failed): mark it and let a waiting build go on. */
  private checkIdle(): void {
    if (this.isPreparing()) return;
    if (this.entries.size > 0) {
      performance.mark(PHOTOS_READY_MARK);
      this.renderer.rehearse();
    }
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private whenPrepared(): Promise<void> {
    if (!this.isPreparing()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private snapshot(): ReadonlyMap<string, PhotoState> {
    const states = new Map<string, PhotoState>();
    for (const { id, name, status, thumbnailUrl, error, upright, headerSize, prepared, centreColour } of this.entries.values()) {
      // Known from the header before the photo is prepared: the preview lays the pages out once, from the drop (decision 1094).
      const size = upright ?? headerSize;
      states.set(id, {
        id,
        name,
        status,
        ...(thumbnailUrl && { thumbnailUrl }),
        ...(error && { error }),
        ...(size && { size }),
        ...(status === 'ready' && prepared && { preparedBytes: prepared.blob.size }),
        ...(centreColour && { centreColour }),
      });
    }
    this.lastStates = keepUnchangedStates(this.lastStates, states);
    return this.lastStates;
  }

  private notify(): void {
    if (this.listeners.size === 0) return;
    const states = this.snapshot();
    for (const listener of this.listeners) listener(states);
  }
}

export function createCatalogEngine(options: CatalogEngineOptions = {}): CatalogEngine {
  return new BrowserCatalogEngine(options);
}
