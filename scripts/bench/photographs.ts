/**
 * The bench's default photos: camera-like JPEGs cut from real photographs by the shared
 * `../shared/bench-photos/build.sh` (Debian wallpapers, cropped and scaled to 8-24 MP, with grain,
 * some stored sideways), built once into .fixtures/photographs and reused. The script installs
 * what it needs with apt-get and resumes where an interrupted build stopped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchPhoto } from './bench-photos.js';

export const PHOTOGRAPH_DIR = join('.fixtures', 'photographs');
const BUILD_SCRIPT = join('..', 'shared', 'bench-photos', 'build.sh');
/** The whole set, whatever the counts asked: a later run with more photos finds them made. */
const PHOTOGRAPH_COUNT = 100;
/** p001.jpg…: what the script leaves when a photo is done (it writes aside, then renames). */
const BUILT_NAME = /^p\d{3}\.jpg$/;

async function builtPhotographs(): Promise<BenchPhoto[]> {
  const names = (await readdir(PHOTOGRAPH_DIR).catch(() => [])).filter((name) => BUILT_NAME.test(name)).sort();
  return names.map((name) => ({ name, path: join(PHOTOGRAPH_DIR, name) }));
}

/** The first `count` photographs, built first when missing; undefined (and why, printed) when they cannot be. */
export async function photographs(count: number): Promise<BenchPhoto[] | undefined> {
  const built = await builtPhotographs();
  if (built.length >= count) return built.slice(0, count);
  if (!existsSync(BUILD_SCRIPT)) {
    console.info(`Note: ${BUILD_SCRIPT} is not here, so the bench falls back to the synthetic fixture photos.`);
    return undefined;
  }
  console.info(`Building ${PHOTOGRAPH_COUNT} photographs into ${PHOTOGRAPH_DIR} with ${BUILD_SCRIPT} (once; it takes minutes)...`);
  const run = spawnSync('bash', [BUILD_SCRIPT, PHOTOGRAPH_DIR, String(PHOTOGRAPH_COUNT)], { stdio: 'inherit' });
  const rebuilt = await builtPhotographs();
  if (run.status === 0 && rebuilt.length >= count) return rebuilt.slice(0, count);
  console.info(`Note: ${BUILD_SCRIPT} made ${rebuilt.length} of ${PHOTOGRAPH_COUNT} photographs, so the bench falls back to the synthetic fixture photos.`);
  return undefined;
}
