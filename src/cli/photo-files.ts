/** The photo files the command line was given: files as listed, folders read in name order. */
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.heic', '.heif']);

export async function listPhotoFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    if ((await stat(path)).isDirectory()) {
      const names = (await readdir(path)).filter((name) => PHOTO_EXTENSIONS.has(extname(name).toLowerCase()));
      names.sort((a, b) => a.localeCompare(b, 'it', { numeric: true }));
      files.push(...names.map((name) => join(path, name)));
    } else {
      files.push(path);
    }
  }
  return files;
}
