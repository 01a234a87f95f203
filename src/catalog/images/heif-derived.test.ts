import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { heicGrid, TILE } from '../../../tests/fixtures/heic/heic-grid.js';
import { makeJpeg } from '../../../tests/fixtures/photos.js';
import { decodeHeifInNode } from '../../cli/heif-decoder.js';
import { readCheckedHeader } from './preparation-plan.js';

const TILE_PIXELS = TILE.width * TILE.height;
const checked = (bytes: Uint8Array) => readCheckedHeader({ name: 'griglia.heic', byteLength: bytes.byteLength, head: bytes });

describe('a HEIC grid', () => {
  it('counts the tiles a phone-like grid is made of, and decodes it whole', async () => {
    const grid = heicGrid({ rows: 2, columns: 2 });
    expect(checked(grid)).toMatchObject({ width: 960, height: 720, derived: { pixels: 4 * TILE_PIXELS, largest: TILE } });
    const pixels = await decodeHeifInNode(grid);
    expect(pixels && { width: pixels.width, height: pixels.height }).toEqual({ width: 960, height: 720 });
  });

  it('accepts tiles that run over the declared size by less than a tile, as encoders write them', () => {
    expect(checked(heicGrid({ rows: 3, columns: 3, declared: { width: 1000, height: 800 } })).derived?.pixels).toBe(9 * TILE_PIXELS);
  });

  it('is refused before decoding when its tiles pass the pixel limit, whatever its size box says', () => {
    // 1,458 tiles referring to the same 49 KB: 252 megapixels under an 'ispe' of 100 × 100.
    const bomb = heicGrid({ rows: 27, columns: 54, declared: { width: 100, height: 100 } });
    expect(bomb.byteLength).toBeLessThan(150_000);
    expect(() => checked(bomb)).toThrow('La foto "griglia.heic" supera i 100 megapixel e non può essere usata.');
  });

  it('is refused when its tiles hold far more than the size it declares', () => {
    expect(() => checked(heicGrid({ rows: 20, columns: 20, declared: { width: 100, height: 100 } }))).toThrow(
      'La foto "griglia.heic" dichiara 100 × 100 pixel ma è composta da riquadri per 70 megapixel: il file è alterato e non può essere usato.',
    );
  });
});

describe('HEIC photos on the command line', () => {
  it('reports a hostile grid and a broken file in Italian only, and builds the catalogue from the rest', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vetrina-heic-grid-'));
    await writeFile(join(folder, '01-giacca.jpg'), await makeJpeg({ width: 400, height: 300, seed: 1 }));
    await writeFile(join(folder, '02-griglia.heic'), heicGrid({ rows: 27, columns: 54, declared: { width: 100, height: 100 } }));
    await writeFile(join(folder, '03-tagliata.heic'), heicGrid({ rows: 2, columns: 2 }).subarray(0, 30_000));
    await writeFile(join(folder, '04-riquadri.heic'), heicGrid({ rows: 2, columns: 2 }));
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', folder, '-o', join(folder, 'catalogo.pdf')]);
    expect(stdout).toContain('2 foto');
    const lines = `${stdout}${stderr}`.split('\n').filter(Boolean);
    expect(lines).toContain('Foto saltata: La foto "02-griglia.heic" supera i 100 megapixel e non può essere usata.');
    expect(lines).toContain('Foto saltata: La foto "03-tagliata.heic" non può essere letta: il file è danneggiato.');
    // libheif's own words (in English) never reach the user.
    for (const line of lines) expect(line).toMatch(/^(Foto saltata|Bassa risoluzione|Catalogo scritto)/);
  });
});
