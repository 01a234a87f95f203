/**
 * Issue 25.7: the document's /Lang is the catalogue's language, and text in another script
 * (Hebrew, Arabic, Japanese) is a Span of its own with its /Lang in the structure tree, read back
 * with PDF.js (decision 0952).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { structureOf } from './pdf-reader.js';
import { pdfLanguage } from './poppler.js';

let photo: { name: string; bytes: Buffer };

beforeAll(async () => {
  photo = { name: 'abito.jpg', bytes: await makeJpeg({ width: 400, height: 300, seed: 8 }) };
});

describe('the language of the document', () => {
  it('is the catalogue language, with each run in another script tagged in its own language', async () => {
    const catalog = await buildCatalog([photo], {
      language: 'Tedesco',
      title: 'Kollektion שלום',
      subtitle: 'Mode und أزياء',
      introduction: 'Neue Stoffe: 素材と職人',
      footer: 'Atelier',
    });
    expect(await pdfLanguage(catalog.path)).toBe('de');
    const nodes = await structureOf(catalog.path);
    const header = nodes.slice(0, nodes.findIndex((node) => node.role === 'Figure'));
    expect(header.map(({ role, lang }) => (lang ? `${role}:${lang}` : role))).toEqual(['H1', 'Span:he', 'P', 'Span:ar', 'P', 'Span:ja']);
    expect(nodes.filter((node) => node.role === 'Span').every((span) => span.contents === 1)).toBe(true);
  });

  it('gives Japanese text no Span of its own in a Japanese catalogue', async () => {
    const catalog = await buildCatalog([photo], { language: 'Giapponese', title: '春のコレクション' });
    expect(await pdfLanguage(catalog.path)).toBe('ja');
    expect((await structureOf(catalog.path)).filter((node) => node.role === 'Span')).toEqual([]);
  });
});
