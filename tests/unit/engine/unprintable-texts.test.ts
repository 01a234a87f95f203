/**
 * Issue 25.5: a title, subtitle or introduction that would print only U+FFFD is refused before any
 * charge, naming its characters: the engine throws, the CLI exits non-zero and writes no PDF, the
 * form blocks generating. A text with something printable in it is still only warned about (0800).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { UnprintableTextError, defaultTextsFor } from '../../../src/catalog/index.js';
import { unprintableTexts } from '../../../src/catalog/texts/unprintable-texts.js';
import { DEFAULT_CATALOG_SETTINGS, UI_TEXTS } from '../../../src/shared/index.js';
import { textProblems } from '../../../src/web/features/generator/text-problems.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { pdfText } from './poppler.js';

const run = promisify(execFile);
let photo: { name: string; bytes: Buffer };

beforeAll(async () => {
  photo = { name: 'abito.jpg', bytes: await makeJpeg({ width: 400, height: 300, seed: 3 }) };
});

describe('header texts no font can print', () => {
  it('are found whatever spaces, marks and invisible characters sit between the characters', () => {
    const texts = { ...defaultTextsFor('Italiano'), title: ' สวัสดี\u200d ', subtitle: 'Saldi ก', introduction: '한국어' };
    expect(unprintableTexts(texts, ['ส', 'ว', 'ั', 'ด', 'ี', 'ก', '한', '국', '어'])).toEqual([
      { field: 'title', characters: ['ส', 'ว', 'ด'] },
      { field: 'introduction', characters: ['한', '국', '어'] },
    ]);
  });

  it('stop the engine before the PDF exists, naming the field and its characters', async () => {
    const failure = await buildCatalog([photo], { title: 'สวัสดี', language: 'Italiano' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnprintableTextError);
    expect((failure as UnprintableTextError).texts).toEqual([{ field: 'title', characters: ['ส', 'ว', 'ด'] }]);
  });

  it('leave a text with printable characters to a warning, as before', async () => {
    const catalog = await buildCatalog([photo], { title: 'Saldi ก', language: 'Italiano' });
    expect(await pdfText(catalog.path, 1)).toContain('Saldi \ufffd');
  });

  it('block the form with the field named and the characters, before the click', () => {
    const texts = { ...defaultTextsFor('Italiano'), subtitle: '한국어' };
    const problems = textProblems({ pages: [], missing: ['한', '국', '어'] }, texts, [], DEFAULT_CATALOG_SETTINGS);
    expect(problems.fields.subtitle).toEqual({ message: UI_TEXTS.generator.unprintableOnly('한 국 어'), blocking: true });
    expect(problems.unprintableOnlySummary).toBe(UI_TEXTS.generator.textsUnprintable('sottotitolo (한 국 어)'));
    const partly = textProblems({ pages: [], missing: ['한'] }, { ...texts, subtitle: 'Moda 한' }, [], DEFAULT_CATALOG_SETTINGS);
    expect(partly.fields.subtitle?.blocking).toBe(false);
    expect(partly.unprintableOnlySummary).toBeNull();
  });

  it('make the CLI exit non-zero, naming the option and the characters, with no PDF written', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vetrina-cli-unprintable-'));
    await writeFile(join(folder, photo.name), photo.bytes);
    const output = join(folder, 'thai.pdf');
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', folder, '-o', output, '--title', 'สวัสดี'], { cwd: process.cwd() }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining(UI_TEXTS.generator.textsUnprintable('--title (ส ว ด)')) });
    await expect(readFile(output)).rejects.toThrow();
  });
});
