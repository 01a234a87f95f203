/**
 * The seventh review, findings 1 and 2 (decision 1096): beside the photos of a landscape page, each
 * caption shrank to hold its name on two lines (6.0-10.5 pt in one catalogue, the hero's the
 * smallest), and Galleria's capitals were cut between letters with no hyphen ('DOPPIOPE / TTO').
 * The review set's captions, laid out as the PDF prints them: the catalogue font and the captions'
 * text face measured from disk, the Italian hyphenation.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type LookName, type PhotoCaption } from '../../../src/shared/index.js';
import { describePages, loadHyphenation, loadTextMetrics, printedStrings, textFace, textFaceStrings, type DescribedPhoto } from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';

const texts = {
  title: 'Collezione Primavera Estate 2027',
  subtitle: 'Donna',
  introduction: 'Una selezione curata dei nostri capi migliori, scelti per la sartorialità, la qualità dei tessuti e la cura dei dettagli.',
  footer: '',
};
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
const LOOKS: LookName[] = ['classic', 'minimal', 'editorial', 'gallery'];

async function laidOut(look: LookName, imagesPerPage: 6 | 9) {
  const settings = { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage, orientation: 'landscape' as const, photoFit: 'fill' as const, language: 'Italiano' as const };
  const fonts = createFsFontSource();
  const { measure } = await loadTextMetrics(fonts, settings.font, printedStrings({ settings, texts, photos }));
  const family = textFace(settings, texts, photos);
  const face = family && { family, measure: (await loadTextMetrics(fonts, family, textFaceStrings({ settings, texts, photos }))).measure };
  return describePages({ settings, texts, photos, measure, ...(face && { textFace: face }), hyphenate: await loadHyphenation('Italiano') });
}

const nameLines = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name');
/** The name as its lines read: a line ending in a hyphen joins the next, any other line ends a word. */
const readName = (photo: DescribedPhoto) => nameLines(photo).reduce((name, { text }) => (name === '' ? text : name.endsWith('-') ? name.slice(0, -1) + text : `${name} ${text}`), '');

describe('captions beside the photos of a landscape page (decision 1096)', () => {
  it.each([6, 9] as const)('never break a word without a hyphen, in any look, at %i per page', async (imagesPerPage) => {
    for (const look of LOOKS) {
      const pages = await laidOut(look, imagesPerPage);
      for (const photo of pages.flatMap((page) => page.photos).filter((each) => each.caption.length > 0)) {
        const name = NAMES[photo.index] ?? '';
        expect(photo.shortened, `${look} ${name}`).toBeUndefined();
        expect(readName(photo).toLowerCase(), `${look} ${nameLines(photo).map((line) => line.text).join(' / ')}`).toBe(name.toLowerCase());
      }
    }
  });

  it("set every name on a page at one size, the hero's too, and the details at 7.5 pt or more", async () => {
    for (const look of LOOKS) {
      for (const [number, page] of (await laidOut(look, 6)).entries()) {
        const beside = page.photos.filter((photo) => photo.captionBand && captionStandsBeside(photo));
        if (beside.length === 0) continue;
        const sizes = new Set(beside.flatMap((photo) => nameLines(photo).map((line) => line.size)));
        expect([...sizes], `${look} page ${number + 1}`).toHaveLength(1);
        for (const line of beside.flatMap((photo) => photo.caption)) expect(line.size, `${look} ${line.text}`).toBeGreaterThanOrEqual(7.5);
      }
    }
  });
});
