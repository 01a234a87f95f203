/**
 * `--captions <file.json>`: captions by photo file name, checked with the shared PhotoCaption
 * schema, so the command line accepts exactly what the web form does.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { PhotoCaption } from '../shared/index.js';
import { UsageError } from './options.js';

const CaptionsFile = z.record(z.string(), PhotoCaption);
export type CaptionsByFileName = z.infer<typeof CaptionsFile>;

export async function readCaptionsFile(path: string): Promise<CaptionsByFileName> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new UsageError(`--captions: "${path}" non è un file JSON leggibile.`);
  }
  const parsed = CaptionsFile.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--captions ${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(problems.join('\n'));
  }
  return parsed.data;
}
