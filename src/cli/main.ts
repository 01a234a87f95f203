/**
 * `npm run catalog -- <folder or files> -o out.pdf [...]`: the catalogue engine from the command
 * line, with sharp preparing the photos. Photos that cannot be used are skipped and listed.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { LIMITS } from '../shared/index.js';
import {
  PhotoRejectedError,
  prepareTargetFor,
  renderCatalog,
  resolveCatalogTexts,
  type PreparedPhoto,
} from '../catalog/index.js';
import { rejectTooManyBytes } from '../catalog/images/rejections.js';
import { createFsFontSource } from './fs-font-source.js';
import { parseCliOptions, USAGE, UsageError, type CliOptions } from './options.js';
import { listPhotoFiles } from './photo-files.js';
import { createSharpPhotoPreparer } from './sharp-photo-preparer.js';

async function readPhoto(path: string, index: number) {
  const name = basename(path);
  // Refuse a huge file before reading it into memory.
  if ((await stat(path)).size > LIMITS.imageBytesMax) throw rejectTooManyBytes(name);
  return { id: String(index), name, bytes: new Uint8Array(await readFile(path)) };
}

/** Prepares the photos a few at a time (sharp works on libuv's threads), keeping their order. */
async function prepareAll(options: CliOptions, files: string[]): Promise<PreparedPhoto[]> {
  const preparer = createSharpPhotoPreparer();
  const target = prepareTargetFor(options.settings);
  const results: (PreparedPhoto | undefined)[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      try {
        results[index] = await preparer.prepare(await readPhoto(files[index] ?? '', index), target);
      } catch (error) {
        if (!(error instanceof PhotoRejectedError)) throw error;
        console.error(`Foto saltata: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(files.length, availableParallelism()) }, worker));
  return results.filter((photo): photo is PreparedPhoto => photo !== undefined);
}

async function run(args: string[]): Promise<number> {
  const options = parseCliOptions(args);
  if (!options) {
    console.info(USAGE);
    return 0;
  }
  const files = await listPhotoFiles(options.inputs);
  if (files.length > LIMITS.maxImagesMax) throw new UsageError(`Al massimo ${LIMITS.maxImagesMax} foto per catalogo (ne hai indicate ${files.length}).`);
  const photos = await prepareAll(options, files);
  if (photos.length === 0) throw new UsageError('Nessuna foto utilizzabile.');
  const texts = await resolveCatalogTexts(options.settings);
  const pdf = await renderCatalog({
    settings: options.settings,
    texts,
    photos,
    author: options.author,
    fonts: createFsFontSource(),
  });
  await writeFile(options.output, pdf);
  console.info(`Catalogo scritto in ${options.output}: ${photos.length} foto, ${(pdf.byteLength / 1024 / 1024).toFixed(2)} MB.`);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
