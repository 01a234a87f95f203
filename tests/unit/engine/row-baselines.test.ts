/**
 * The seventh review, finding 6 (decision 1097): in the centred captions of Classico and Galleria,
 * where one name of a row wrapped, its price, code and colours dropped a line below its neighbours'
 * ('€ 126' at y 498.6 beside 487.0 on Classico 9 landscape p1). The review set's captions, laid out
 * as the PDF prints them: the catalogue font and the captions' text face measured from disk.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type LookName, type PhotoCaption } from '../../../src/shared/index.js';
import { describePages, loadHyphenation, loadTextMetrics, printedStrings, textFace, textFaceStrings, type DescribedPhoto } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';

const texts = { title: 'Collezione Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: '' };
const NAMES = [
  'Cappotto doppiopetto in lana vergine', 'Trench in gabardine di cotone', 'Blazer sartoriale in lino', 'Abito midi in seta stampata',
  'Camicia oversize in popeline', 'Pantalone palazzo in crêpe', 'Trench lungo con cintura', 'Gonna plissé in chiffon',
  'Maglione a trecce in cashmere', 'Giacca in denim giapponese', 'Cardigan in mohair', 'Borsa tote in pelle di vitello', 'Sciarpa in cashmere con frange',
];
// The review set: 2:3 portraits, then two 4:5 and two 3:2; the first 'In evidenza', the seventh 'Pagina intera'.
const photos = NAMES.map((name, index) => {
  const caption: PhotoCaption = { name, sku: `SS27-00${index + 1}`, price: 89 + 37 * index, colours: 'Nero, Cammello, Blu notte', sizes: index < 11 ? 'XS-XL' : 'Unica', ...(index === 0 && { hero: true }), ...(index === 6 && { fullPage: true }) };
  const [width, height] = index < 9 ? [2000, 3000] : index < 11 ? [2400, 3000] : [3000, 2000];
  return { width, height, caption };
});

async function laidOut(look: LookName, imagesPerPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape') {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage, orientation, photoFit: 'fill' as const, language: 'Italiano' as const };
  const fonts = createFsFontSource();
  const { measure } = await loadTextMetrics(fonts, settings.font, printedStrings({ settings, texts, photos }));
  const family = textFace(settings, texts, photos);
  const face = family && { family, measure: (await loadTextMetrics(fonts, family, textFaceStrings({ settings, texts, photos }))).measure };
  return describePages({ settings, texts, photos, measure, ...(face && { textFace: face }), hyphenate: await loadHyphenation('Italiano') });
}

const baselineOf = (photo: DescribedPhoto, role: string) => photo.caption.find((line) => line.role === role)?.baseline;
const nameCount = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name').length;

/** The captions under the photos of a page, in rows: bands starting level. */
function rows(photos: readonly DescribedPhoto[]): DescribedPhoto[][] {
  const under = photos.filter((photo) => photo.captionBand && photo.caption.length > 0 && !captionStandsBeside(photo));
  const byBand = new Map<number, DescribedPhoto[]>();
  for (const photo of under) {
    const band = Math.round((photo.captionBand?.y ?? 0) * 2);
    byBand.set(band, [...(byBand.get(band) ?? []), photo]);
  }
  return [...byBand.values()].filter((row) => row.length > 1);
}

const nameSize = (photo: DescribedPhoto) => photo.caption.find((line) => line.role === 'caption-name')?.size;

describe('one caption structure across a row (decision 1097)', () => {
  it.each([
    // The review's pages, a name wrapping beside one-line names: Classico-9l p1, Galleria-9l p2, Galleria-6p p2.
    ['classic', 9, 'landscape', true],
    ['gallery', 9, 'landscape', true],
    ['gallery', 6, 'portrait', true],
    ['classic', 6, 'portrait', false],
    ['classic', 4, 'portrait', false],
    ['gallery', 4, 'portrait', false],
  ] as const)('sets price, code and colours of a centred row on shared baselines where one name wraps (%s, %i per page, %s)', async (look, imagesPerPage, orientation, wraps) => {
    let staggered = 0;
    for (const [number, page] of (await laidOut(look, imagesPerPage, orientation)).entries()) {
      for (const row of rows(page.photos)) {
        if (new Set(row.map(nameCount)).size > 1) staggered++;
        // A hero's larger caption apart: its details are larger too.
        const gridSized = row.filter((photo) => nameSize(photo) === Math.min(...row.map((each) => nameSize(each) ?? Infinity)));
        for (const role of ['caption-price', 'caption-details', 'caption-variants']) {
          const baselines = gridSized.map((photo) => baselineOf(photo, role)).filter((baseline) => baseline !== undefined);
          for (const baseline of baselines) expect(baseline, `${look} page ${number + 1} ${role}`).toBeCloseTo(baselines[0] ?? NaN, 1);
        }
        // The name stands directly over its details: a one-line name's last line on its neighbours' last (a hero's too), no empty line under it.
        const lastNames = row.map((photo) => Math.max(...photo.caption.filter((line) => line.role === 'caption-name').map((line) => line.baseline)));
        for (const baseline of lastNames) expect(baseline, `${look} page ${number + 1} last name line`).toBeCloseTo(lastNames[0] ?? NaN, 1);
      }
    }
    if (wraps) expect(staggered, 'a row where one name wraps').toBeGreaterThan(0);
  });
});
