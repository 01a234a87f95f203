/**
 * The benchmark's other photos: synthetic JPEGs of 8 to 24 megapixels made by the test fixtures and
 * kept in .fixtures/bench (made once, reused) when the photographs cannot be built (photographs.ts),
 * or the first photos of a folder the user points at.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { listPhotoFiles } from '../../src/cli/photo-files.js';
import { makePhoto, type FixtureFormat } from '../../tests/fixtures/photos.js';

export const BENCH_PHOTO_DIR = join('.fixtures', 'bench');

const MEGAPIXELS = [8, 12, 16, 20, 24] as const;

interface BenchPhotoSpec {
  name: string;
  format: FixtureFormat;
  width: number;
  height: number;
  seed: number;
}

/** Every fourth photo is a phone shot stored sideways; every third is a portrait frame. */
export function benchPhotoSpec(index: number): BenchPhotoSpec {
  const megapixels = MEGAPIXELS[index % MEGAPIXELS.length] ?? 12;
  const long = Math.round(Math.sqrt((megapixels * 1_000_000 * 3) / 2));
  const short = Math.round((long * 2) / 3);
  const portrait = index % 3 === 2;
  const format: FixtureFormat = index % 4 === 3 ? 'jpeg-exif-6' : 'jpeg';
  const number = String(index + 1).padStart(3, '0');
  return {
    name: `foto-${number}-${megapixels}mp.jpg`,
    format,
    width: portrait ? short : long,
    height: portrait ? long : short,
    seed: index + 1,
  };
}

export interface BenchPhoto {
  name: string;
  path: string;
}

export async function ensureBenchPhotos(count: number): Promise<BenchPhoto[]> {
  await mkdir(BENCH_PHOTO_DIR, { recursive: true });
  const photos: BenchPhoto[] = [];
  for (let index = 0; index < count; index++) {
    const spec = benchPhotoSpec(index);
    const path = join(BENCH_PHOTO_DIR, spec.name);
    if (!existsSync(path)) {
      console.info(`  making ${spec.name} (${spec.width} x ${spec.height})`);
      // Written aside and renamed, so an interrupted run never leaves half a photo in the cache.
      await writeFile(`${path}.part`, await makePhoto(spec.format, spec));
      await rename(`${path}.part`, path);
    }
    photos.push({ name: spec.name, path });
  }
  return photos;
}

/** The first `count` photos of the user's folder, in name order (fewer if the folder has fewer). */
export async function userPhotos(folder: string, count: number): Promise<BenchPhoto[]> {
  const files = await listPhotoFiles([folder]);
  return files.slice(0, count).map((path) => ({ name: basename(path), path }));
}
