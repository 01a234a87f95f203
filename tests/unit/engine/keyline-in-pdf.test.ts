/**
 * Decision 1085: Classico's passe-partout keylines print in the PDF as the description places them,
 * a hairline rectangle stroked round each grid photo, as the preview draws them (PreviewPage).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';

const run = promisify(execFile);

/** The document's content streams, uncompressed by qpdf. */
async function contents(path: string): Promise<string> {
  const output = join(await mkdtemp(join(tmpdir(), 'vetrina-keyline-')), 'plain.pdf');
  await run('qpdf', ['--qdf', '--object-streams=disable', path, output]);
  return (await readFile(output)).toString('latin1');
}

/** Rectangles stroked in the muted grey (#78787d) at half a point: a closed path of four corners, then 'S'. */
function keylines(content: string): number {
  return [...content.matchAll(/0\.47058\d* 0\.47058\d* 0\.49019\d* RG\s+0\.5 w\s+\[\] 0 d\s+[\d. -]+ m\s+(?:[\d. -]+ l\s+){3}h\s+S/g)].length;
}

describe('passe-partout keylines in the PDF (decision 1085)', () => {
  it('strokes one keyline per grid photo in Classico, none in Minimale', async () => {
    const photos = await Promise.all(Array.from({ length: 4 }, async (_, index) => ({ name: `capo-${index + 1}.jpg`, bytes: await makeJpeg({ width: 400, height: 600, seed: index }) })));
    const captions = photos.map((_, index) => ({ name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 129 }));
    const classic = await buildCatalog(photos, { look: 'classic', imagesPerPage: 4, orientation: 'portrait' }, 'Atelier Prova', { captions });
    const minimal = await buildCatalog(photos, { look: 'minimal', imagesPerPage: 4, orientation: 'portrait' }, 'Atelier Prova', { captions });
    expect(keylines(await contents(classic.path))).toBe(4);
    expect(keylines(await contents(minimal.path))).toBe(0);
  });
});
