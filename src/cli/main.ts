/**
 * `npm run catalog -- <folder or files> -o out.pdf [...]`: the catalogue engine from the command
 * line, with sharp preparing the photos. Photos that cannot be used are skipped and listed.
 */
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { LIMITS, QUALITY_PRESETS, UI_TEXTS } from '../shared/index.js';
import {
  PhotoRejectedError,
  TextTooLongError,
  UnprintableTextError,
  catalogCaptionRoom,
  coverTargetFor,
  lowResolutionPpi,
  printedLowResolutionPpi,
  lowResolutionThreshold,
  logoTargetFor,
  sharpnessTargets,
  renderCatalog,
  resolveCatalogTexts,
  type CatalogTexts,
  type CoversRequest,
  type EmbeddableImage,
  type PrepareTarget,
  type PreparedPhoto,
} from '../catalog/index.js';
import { rejectTooManyBytes } from '../catalog/images/rejections.js';
import { IMAGE_HEAD_BYTES } from '../catalog/images/image-header.js';
import { headerSize, prepareInPlace, type PlacedJob } from '../catalog/images/prepare-in-place.js';
import { readCaptionsFile, type CaptionsByFileName } from './captions-file.js';
import { orderSheetXlsx } from '../catalog/order-sheet/order-sheet.js';
import { lineSheetOptions, sizeSystemSummary } from './line-sheet-options.js';
import { readProductsFile } from './products-file.js';
import { createFsFontSource } from './fs-font-source.js';
import { FatalError, parseCliOptions, USAGE, UsageError, type CliOptions } from './options.js';
import { listPhotoFiles } from './photo-files.js';
import { photoProgress } from './progress.js';
import { createSharpPhotoPreparer, preparedCentreColour } from './sharp-photo-preparer.js';

async function readPhoto(path: string, index: number) {
  const name = basename(path);
  // Refuse a huge file before reading it into memory.
  if ((await stat(path)).size > LIMITS.imageBytesMax) throw rejectTooManyBytes(name);
  return { id: String(index), name, bytes: new Uint8Array(await readFile(path)) };
}

/**
 * A photo file's upright size from its header; undefined for one its preparation will refuse (or
 * whose header lies beyond the head read: placed once prepared, prepareInPlace).
 */
async function fileHeaderSize(path: string) {
  const { size } = await stat(path);
  if (size > LIMITS.imageBytesMax) return undefined;
  const handle = await open(path);
  try {
    const head = new Uint8Array(Math.min(size, IMAGE_HEAD_BYTES));
    await handle.read(head, 0, head.byteLength, 0);
    return headerSize({ name: basename(path), byteLength: size, head });
  } finally {
    await handle.close();
  }
}

/**
 * Prepares the jobs' photos a few at a time (sharp works on libuv's threads), keeping their order;
 * undefined for a photo refused, named as it is skipped.
 */
async function prepareJobs(files: string[], jobs: readonly PlacedJob[], preparer: ReturnType<typeof createSharpPhotoPreparer>): Promise<(PreparedPhoto | undefined)[]> {
  const results: (PreparedPhoto | undefined)[] = new Array(jobs.length);
  const progress = photoProgress(jobs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) {
      const job = jobs[i];
      if (!job) continue;
      try {
        results[i] = await preparer.prepare(await readPhoto(files[job.index] ?? '', job.index), job.target);
      } catch (error) {
        if (!(error instanceof PhotoRejectedError)) throw error;
        progress.say(`Foto saltata: ${error.message}`);
      }
      progress.tick();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, availableParallelism()) }, worker));
  progress.done();
  return results;
}

/** Issue 11.6: a photo that will print under 150 ppi is named, never blown up silently. */
function warnIfLowResolution(name: string, ppi: number | undefined, target: Pick<PrepareTarget, 'maxPpi'>): void {
  if (ppi !== undefined) console.error(`Bassa risoluzione: ${name} stamperà a ${ppi} ppi (sotto ${lowResolutionThreshold(target)}): la stampa apparirà sgranata.`);
}

/**
 * Each photo judged in the box it prints in (`targets`, in the photos' order), on its prepared size,
 * which is the source's unless it was scaled down to the quality's ceiling.
 */
function warnLowResolution(photos: PreparedPhoto[], targets: readonly PrepareTarget[]): void {
  photos.forEach((photo, index) => {
    const target = targets[index];
    if (target) warnIfLowResolution(photo.name, lowResolutionPpi(photo.widthPx, photo.heightPx, target), target);
  });
}

/** Each photo's caption by its file name; names that match no photo are reported. */
function captionsFor(files: string[], captions: CaptionsByFileName) {
  const names = new Set(files.map((file) => basename(file)));
  for (const name of Object.keys(captions)) if (!names.has(name)) console.error(`Didascalia senza foto: ${name}`);
  return files.map((file) => captions[basename(file)]);
}

const TEXT_OPTIONS = { title: '--title', subtitle: '--subtitle', introduction: '--introduction', footer: '--footer', contacts: '--author' } as const;

/**
 * Issue 11.5: texts that would print under 6 pt are refused by name; issue 25.5: so are header
 * texts that would print only U+FFFD, with their characters. No PDF is written either way.
 */
class TextsRefused extends Error {
  constructor(error: TextTooLongError | UnprintableTextError, photos: readonly PreparedPhoto[]) {
    super(refusal(error, photos));
  }
}

function refusal(error: TextTooLongError | UnprintableTextError, photos: readonly PreparedPhoto[]): string {
  if (error instanceof UnprintableTextError) {
    return UI_TEXTS.generator.textsUnprintable(error.texts.map(({ field, characters }) => `${TEXT_OPTIONS[field]} (${characters.join(' ')})`).join(', '));
  }
  const names = error.cut.map((entry) => (entry.field === 'caption' ? `didascalia di ${photos[entry.index]?.name ?? ''}` : entry.field === 'table' ? entry.message : TEXT_OPTIONS[entry.field]));
  return UI_TEXTS.generator.textsTooLong(names.join(', '));
}

/** `--cover` names one of the catalogue's photo files; `--back-cover` names the `--author`. */
function coversFor(options: CliOptions, photos: readonly PreparedPhoto[]): CoversRequest | undefined {
  const covers: CoversRequest = {};
  if (options.cover) {
    const wanted = basename(options.cover.file);
    const photoIndex = photos.findIndex((photo) => photo.name === wanted);
    if (photoIndex < 0) throw new UsageError(`--cover: «${wanted}» non è tra le foto del catalogo.`);
    covers.cover = { photoIndex, style: options.cover.style };
  }
  if (options.backCover) {
    if (!options.author.trim()) throw new UsageError("--back-cover: indica l'azienda con --author.");
    covers.backCover = { company: options.author, address: '', phone: '', email: '', website: '' };
  }
  return covers.cover || covers.backCover ? covers : undefined;
}

/**
 * The cover's photo again, for the cover's larger box (the grid's copy would print soft there): for
 * the smallest box the logo and texts can leave it, so it never prints above the ceiling (0953).
 */
async function prepareCover(options: CliOptions, texts: CatalogTexts): Promise<{ image: EmbeddableImage; target: PrepareTarget } | undefined> {
  if (!options.cover) return undefined;
  const { ppi, jpeg } = QUALITY_PRESETS[options.quality];
  const furniture = { logo: options.logoFile !== undefined, title: texts.title, subtitle: texts.subtitle };
  const target = coverTargetFor(options.settings, options.cover.style, furniture, ppi, jpeg);
  return { image: await createSharpPhotoPreparer().prepare(await readPhoto(options.cover.file, -2), target), target };
}

/** The logo goes through the same preparer as the photos, for its box in the header. */
async function prepareLogo(options: CliOptions): Promise<EmbeddableImage | undefined> {
  if (!options.logoFile) return undefined;
  const { ppi, jpeg } = QUALITY_PRESETS[options.quality];
  const target = logoTargetFor(options.settings, ppi, jpeg);
  try {
    return await createSharpPhotoPreparer().prepare(await readPhoto(options.logoFile, -1), target);
  } catch (error) {
    if (error instanceof PhotoRejectedError) throw new UsageError(`--logo: ${error.message}`);
    throw error;
  }
}

async function run(args: string[]): Promise<number> {
  const options = parseCliOptions(args);
  if (!options) {
    console.info(USAGE);
    return 0;
  }
  options.settings.lineSheet = await lineSheetOptions(options.lineSheet);
  const files = await listPhotoFiles(options.inputs);
  if (files.length > LIMITS.maxImagesMax) throw new UsageError(`Al massimo ${LIMITS.maxImagesMax} foto per catalogo (ne hai indicate ${files.length}).`);
  const products = options.products ? await readProductsFile(options.products, files) : undefined;
  if (products && !options.currencyGiven && products.currency) options.settings.currency = products.currency;
  // A caption written for one file in --captions wins over the sheet's row for it.
  const byFile = captionsFor(files, options.captionsFile ? await readCaptionsFile(options.captionsFile) : {}).map((caption, index) => caption ?? products?.captions[index]);
  if (products && options.products?.sheetOrder) {
    const order = products.sheetOrder.map((index) => files[index] ?? '');
    const captionsInOrder = products.sheetOrder.map((index) => byFile[index]);
    files.splice(0, files.length, ...order);
    byFile.splice(0, byFile.length, ...captionsInOrder);
  }
  const captions = byFile;
  if (options.settings.layout === 'line-sheet') console.error(sizeSystemSummary(captions, options.settings.lineSheet.sizeSystem));
  // The layout keeps a caption band as soon as one photo has a caption, taller when one has colours or sizes, so the targets know it first.
  const { ppi, jpeg } = QUALITY_PRESETS[options.quality];
  const layout = { ...options.settings, ...catalogCaptionRoom(captions.map((caption) => ({ caption }))), fullPages: captions.map((caption) => caption?.fullPage === true), heroes: captions.map((caption) => caption?.hero === true) };
  // Each photo prepared for the cell it lands in (decision 0995), its size read from its header first.
  const sizes = [];
  for (const file of files) sizes.push(await fileHeaderSize(file));
  const preparer = createSharpPhotoPreparer();
  const prepared = await prepareInPlace(layout, sizes, ppi, jpeg, (jobs) => prepareJobs(files, jobs, preparer));
  // Sharpness is judged in the largest frame a photo prints in (decision 0995), a full page's or a hero's in its own (decision 1041).
  const printing = prepared.map((photo) => captions[Number(photo.id)]);
  const marks = { fullPages: printing.map((caption) => caption?.fullPage === true), heroes: printing.map((caption) => caption?.hero === true) };
  warnLowResolution(prepared, sharpnessTargets({ ...layout, ...marks }, prepared.map((photo) => ({ width: photo.widthPx, height: photo.heightPx })), ppi, jpeg));
  // A line sheet's swatches come from the photos where the file gives no hex (issue 24.2).
  const lineSheet = options.settings.layout === 'line-sheet';
  const photos = await Promise.all(prepared.map(async (photo) => ({ ...photo, caption: captions[Number(photo.id)], ...(lineSheet && { centreColour: await preparedCentreColour(photo) }) })));
  if (photos.length === 0) throw new UsageError('Nessuna foto utilizzabile.');
  // An empty footer prints the company's name given with --author (issue 35.6).
  const texts = await resolveCatalogTexts(options.settings, undefined, { company: options.author });
  // Checked first: prepareCover reads the file a wrong --cover names.
  const covers = coversFor(options, photos);
  const cover = await prepareCover(options, texts);
  const pdf = await renderCatalog({
    settings: options.settings,
    texts,
    photos,
    author: options.author,
    fonts: createFsFontSource(),
    logo: await prepareLogo(options),
    accent: options.accent,
    covers,
    coverImage: cover?.image,
    // Issue 25.2: the cover judged like a photo, in the box it prints in with the real fonts.
    onCoverPrinted: (box) => {
      if (!cover || !options.cover) return;
      const { image, target: prepared } = cover;
      warnIfLowResolution(`la copertina (${basename(options.cover.file)})`, printedLowResolutionPpi(image.widthPx, image.heightPx, prepared, box), prepared);
    },
    onUnprintable: (characters) => console.error(UI_TEXTS.generator.unprintable(characters.join(' '))),
    onCaptionsShortened: (indexes) => console.error(UI_TEXTS.generator.captionsShortened(indexes.map((index) => photos[index]?.name ?? '').join(', '))),
  }).catch((error: unknown) => {
    if (!(error instanceof TextTooLongError || error instanceof UnprintableTextError)) throw error;
    throw new TextsRefused(error, photos);
  });
  await writeFile(options.output, pdf);
  console.info(`Catalogo scritto in ${options.output}: ${photos.length} foto, ${(pdf.byteLength / 1024 / 1024).toFixed(2)} MB.`);
  if (options.orderSheet) {
    const { settings } = options;
    const sheet = await orderSheetXlsx({ title: settings.title, language: settings.language, currency: settings.currency, captions: photos.map((photo) => photo.caption), terms: settings.lineSheet.terms, sizeSystem: settings.lineSheet.sizeSystem });
    for (const note of sheet.notes) console.error(`Foglio d'ordine: ${note}`);
    await writeFile(options.orderSheet, sheet.bytes);
    console.info(`Foglio d'ordine scritto in ${options.orderSheet}.`);
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof FatalError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
