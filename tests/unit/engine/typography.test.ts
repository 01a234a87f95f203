/**
 * Issue 11.2-11.5 read off the real PDF: a torture set of texts (emoji, symbols, Hebrew, Arabic,
 * combining accents, an overlong word, the longest texts of every language) must extract exactly,
 * never overprint, carry the fonts' kerning, print nothing under 6 pt, and name subsets uniquely.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LIMITS, type CatalogSettings } from '../../../src/shared/index.js';
import { TextTooLongError, defaultTextsFor } from '../../../src/catalog/index.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog, type BuiltCatalog } from './build-catalog.js';
import { pdfFonts, pdfText, pdfWords, type WordBox } from './poppler.js';

const run = promisify(execFile);

const TORTURE = {
  title: 'AVATAR To Ty ✨ Wave',
  subtitle: 'Mix: שלום world — سلام عليكم',
  introduction:
    'Spedizione ✉ ☎ ★ in 48 ore. Cafe\u0301 naïve Ǆ q\u0303. Ligatures fi fl ffi. ' +
    'Precipitevolissimevolmentesenzaspazialcunononentraintuttalariga e poi ' +
    'cappotti. Ligatures, 👍🏽 👩‍💻 ❤️.',
  footer: 'Milano → Paris ✈ Tokyo · ☎ +39 02 1234567',
};

/** Bidi marks poppler adds around right-to-left runs, and invisible joiners and selectors. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]|\ufe0e|\ufe0f/gu;

/** What a reader gets back, compared without spaces and line breaks (wrapping adds them). */
function bare(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, '');
}

let photos: { name: string; bytes: Buffer }[] = [];

beforeAll(async () => {
  photos = await Promise.all([1, 2].map(async (seed) => ({ name: `foto-${seed}.jpg`, bytes: await makeJpeg({ width: 400, height: 500, seed }) })));
});

/** The words of each printed line, left to right: no word may start before the previous one ends. */
function overlaps(words: WordBox[]): string[] {
  const lines = new Map<number, WordBox[]>();
  for (const word of words) {
    const key = Math.round((word.yMin + word.yMax) / 2);
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  const found: string[] = [];
  for (const line of lines.values()) {
    const sorted = [...line].sort((a, b) => a.xMin - b.xMin);
    sorted.slice(1).forEach((word, index) => {
      const before = sorted[index];
      if (before && before.xMax > word.xMin + 0.5) found.push(`${before.text} / ${word.text}`);
    });
  }
  return found;
}

/** The content streams of page `page`, uncompressed by qpdf. */
async function pageContent(path: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vetrina-qdf-'));
  const output = join(folder, 'page.pdf');
  await run('qpdf', ['--qdf', '--object-streams=disable', path, output]);
  return (await readFile(output)).toString('latin1');
}

function fontSizes(content: string): number[] {
  return [...content.matchAll(/\/[\w-]+ ([\d.]+) Tf/g)].map((match) => Number(match[1]));
}

describe('the torture set in the PDF', () => {
  let catalog: BuiltCatalog;
  let unprintable: readonly string[] = [];

  beforeAll(async () => {
    catalog = await buildCatalog(photos, { ...TORTURE, language: 'Italiano', font: 'Playfair Display' }, 'Atelier Prova', {
      captions: [{ name: 'Abito «Aurora» 👗', sku: 'ש-01', price: 189.5 }, { name: 'سترة', sku: 'AR-02' }],
      onUnprintable: (characters) => (unprintable = characters),
    });
  });

  it('gives every text back exactly, Hebrew and Arabic in logical order', async () => {
    const text = bare(await pdfText(catalog.path, 1));
    for (const value of Object.values(TORTURE)) expect(text).toContain(bare(value));
    expect(text).toContain(bare('Abito «Aurora» 👗'));
    expect(text).toContain(bare('سترة'));
    expect(unprintable).toEqual([]);
  });

  it('never prints a word over the next: what was measured is what was drawn', async () => {
    expect(overlaps(await pdfWords(catalog.path, 1))).toEqual([]);
  });

  it('puts a right-to-left word between the Latin words around it, in reading order', async () => {
    const words = await pdfWords(catalog.path, 1);
    // pdftotext -bbox cuts a word where the pen moves back: a right-to-left word, written in the
    // order typed (0954), comes as one word per glyph, on the line of 'Mix:'.
    const line = words.find((word) => word.text === 'Mix:')?.yMin ?? Number.NaN;
    const x = (wanted: string) => {
      const pieces = words.filter((word) => {
        const text = word.text.replace(INVISIBLE, '');
        return text === wanted || (Math.abs(word.yMin - line) < 1 && text.length === 1 && wanted.length > 1 && wanted.includes(text));
      });
      return pieces.length > 0 ? Math.min(...pieces.map((word) => word.xMin)) : Number.NaN;
    };
    expect(x('Mix:')).toBeLessThan(x('שלום'));
    expect(x('שלום')).toBeLessThan(x('world'));
  });

  it("draws with the fonts' kerning as TJ adjustments, and prints nothing under 6 pt", async () => {
    const content = await pageContent(catalog.path);
    const adjustments = [...content.matchAll(/\[([^\]]*)\] TJ/g)].flatMap((match) => (match[1] ?? '').match(/-?\d+(\.\d+)?(?![0-9a-f]*>)/g) ?? []);
    expect(adjustments.filter((value) => Math.abs(Number(value)) >= 10).length).toBeGreaterThan(5);
    const sizes = fontSizes(content);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(6);
  });

  it('embeds each fallback face it needed, and only those', async () => {
    const names = (await pdfFonts(catalog.path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort();
    // The captions and the introduction, in Lora under Playfair Display (decisions 1058, 1063), have
    // their fallbacks of their own: emoji, Hebrew and Arabic, and the introduction's symbols.
    const textFace = ['Lora-Regular', 'NotoEmoji-Regular', 'NotoSansArabic-Regular', 'NotoSansHebrew-Regular', 'NotoSansSymbols2-Regular'];
    const catalogue = ['NotoEmoji-Regular', 'NotoSansArabic-Regular', 'NotoSansHebrew-Regular', 'NotoSansSymbols2-Regular', 'NotoSerif-Regular', 'PlayfairDisplay-Regular'];
    expect(names).toEqual([...textFace, ...catalogue].sort());
  });
});

describe('characters no font has', () => {
  it('print as a visible U+FFFD and are named before the first page is drawn', async () => {
    let unprintable: readonly string[] = [];
    const catalog = await buildCatalog(photos.slice(0, 1), { title: 'Saldi ก', language: 'Italiano', font: 'Inter' }, 'Atelier Prova', {
      onUnprintable: (characters) => (unprintable = characters),
    });
    expect(unprintable).toEqual(['ก']);
    expect(await pdfText(catalog.path, 1)).toContain('Saldi \ufffd');
    expect(overlaps(await pdfWords(catalog.path, 1))).toEqual([]);
  });
});

/** A text of exactly `length` characters, made of the language's own default sentence. */
function atLength(sentence: string, length: number): string {
  let text = sentence;
  while (text.length < length) text += ` ${sentence}`;
  return Array.from(text).slice(0, length).join('').trimEnd();
}

describe('the longest texts in every language', () => {
  it.each(LANGUAGE_CODES)('%s: nothing under 6 pt, no overprint, or a clear refusal', async (language) => {
    const defaults = defaultTextsFor(language);
    const settings: Partial<CatalogSettings> = {
      language,
      font: 'Cormorant Garamond',
      title: atLength(defaults.title, LIMITS.titleMax),
      subtitle: atLength(defaults.subtitle, LIMITS.subtitleMax),
      introduction: atLength(defaults.introduction, LIMITS.introductionMax),
      // The default footer is empty (decision 1069): the longest footer is the language's subtitle repeated.
      footer: atLength(defaults.subtitle, LIMITS.footerMax),
    };
    try {
      const catalog = await buildCatalog(photos, settings);
      expect(Math.min(...fontSizes(await pageContent(catalog.path)))).toBeGreaterThanOrEqual(6);
      expect(overlaps(await pdfWords(catalog.path, 1))).toEqual([]);
      expect(bare(await pdfText(catalog.path, 1))).toContain(bare(catalog.texts.introduction));
    } catch (error) {
      // Refused rather than printed small: the error names what to shorten.
      expect(error).toBeInstanceOf(TextTooLongError);
      expect((error as TextTooLongError).cut.length).toBeGreaterThan(0);
    }
  });
});

describe('subset names', () => {
  it('differ between catalogues that draw different glyphs, and repeat for the same texts', async () => {
    const tags = async (title: string) =>
      Object.fromEntries((await pdfFonts((await buildCatalog(photos.slice(0, 1), { title, language: 'Italiano', font: 'Lora' })).path)).map((row) => [row.name.slice(7), row.name.slice(0, 6)]));
    const autumn = await tags('Autunno');
    const winter = await tags('Inverno');
    expect(autumn['Lora-Regular']).toMatch(/^[A-Z]{6}$/);
    expect(winter['Lora-Regular']).not.toBe(autumn['Lora-Regular']);
    expect(await tags('Autunno')).toEqual(autumn);
  });

  it('differ for the same characters drawn with other glyphs: the fi ligature (issue 25.3)', async () => {
    // Both titles hold f, i and a space and nothing else is printed twice; only 'fi if' forms the ligature.
    const only = { subtitle: 'Moda', introduction: 'Moda', footer: 'Moda', language: 'Italiano', font: 'Playfair Display' } as const;
    const tag = async (title: string) => (await pdfFonts((await buildCatalog(photos.slice(0, 1), { ...only, title })).path)).find((row) => row.name.endsWith('+PlayfairDisplay-Regular'))?.name.slice(0, 6);
    const ligature = await tag('fi if');
    expect(ligature).toMatch(/^[A-Z]{6}$/);
    expect(await tag('if if')).not.toBe(ligature);
    expect(await tag('fi if')).toBe(ligature);
  });
});

describe('npm run catalog', () => {
  let folder = '';
  const catalog = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd() });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vetrina-cli-type-'));
    await writeFile(join(folder, 'abito.jpg'), photos[0]?.bytes ?? '');
  });

  it('names on stderr the characters no font has', async () => {
    const output = join(folder, 'thai.pdf');
    const { stderr } = await catalog([folder, '-o', output, '--title', 'Saldi กข']);
    expect(stderr).toContain('«\ufffd»: ก ข');
    expect(await pdfText(output, 1)).toContain('Saldi \ufffd\ufffd');
  });

  it('refuses a text that would need type under 6 pt, names it, and writes no PDF', async () => {
    const output = join(folder, 'lungo.pdf');
    const long = atLength('春のコレクションは、上質な素材と職人の手仕事から生まれました。', LIMITS.introductionMax);
    const failure = await catalog([folder, '-o', output, '--per-page', '9', '--introduction', long, '--subtitle', atLength('素材と職人の手仕事', LIMITS.subtitleMax)]).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('non entrano nemmeno a 6 pt): --introduction');
    await expect(readFile(output)).rejects.toThrow();
  });
});
