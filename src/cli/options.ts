/** Command-line options of `npm run catalog`, checked with the same zod schema as the web form. */
import { parseArgs } from 'node:util';
import {
  AccentColour,
  CatalogSettings,
  DEFAULT_CATALOG_SETTINGS,
  DEFAULT_QUALITY,
  FRAME_RATIOS,
  FRAME_RATIO_LABELS,
  LANGUAGES,
  ORIENTATION_LABELS,
  QUALITY_NAMES,
  orientationFor,
  type CatalogQuality,
  type FrameRatio,
  type LanguageCode,
  type LookName,
  type PhotoFit,
} from '../shared/index.js';
import type { CoverStyle } from '../catalog/index.js';
import type { LineSheetArguments } from './line-sheet-options.js';
import type { ProductsRequest } from './products-file.js';

export const USAGE = `Uso: npm run catalog -- <cartella o file...> -o catalogo.pdf [opzioni]

  -o, --output <file>        il PDF da scrivere (obbligatorio)
  --title <testo>            titolo (max 40 caratteri)
  --subtitle <testo>         sottotitolo
  --introduction <testo>     introduzione (max 360 caratteri)
  --footer <testo>           piè di pagina
  --language <lingua>        Inglese, Spagnolo, Francese, Tedesco, Portoghese, Italiano, Olandese,
                             Russo, Giapponese (anche il codice ISO: en, ru, ja...)
  --font <famiglia>          uno dei 12 caratteri, es. "Playfair Display", "DM Sans"
  --per-page <4|6|9>         foto per pagina (4 = verticale, 9 = orizzontale)
  --orientation <portrait|landscape>
  --look <classico|minimale|editoriale|galleria>
                             lo stile delle pagine: classico (predefinito) = foto incorniciate,
                             intestazione centrata; minimale = margini ampi, niente linee;
                             editoriale = titolo grande a sinistra, una foto più grande a pagine
                             alterne, numero di pagina all'esterno; galleria = prima le foto,
                             vicine ai bordi, intestazione ridotta
  --fit <adatta|riempi>      adatta = ogni foto intera nella sua cella (predefinito); riempi = le
                             foto ritagliate sulla forma della cella, tutte uguali e allineate,
                             attorno al punto focale ("focus": [x, y] in --captions)
  --frame <auto|2:3|3:4|4:5|1:1|3:2>
                             con riempi, la forma delle cornici: auto = quella prevalente delle
                             foto (predefinito), o un formato fisso (2:3 = moda, figura intera)
  --one-per-page             con --look galleria, una foto per pagina, al vivo, con la
                             didascalia su un riquadro
  --layout <grid|line-sheet> griglia di foto (predefinita) o line sheet: una tabella con foto,
                             nome, codice, colori, taglie e prezzi (da --products o --captions)
  --author <azienda>         l'autore nei metadati del PDF
  --products <file.csv|xlsx> didascalie dal file prodotti (esportazione Shopify o WooCommerce,
                             dati prodotto NuORDER o JOOR, listino Excel): varianti raccolte per
                             colore, abbinate alle foto per nome del file, SKU o codice e colore
  --columns <campo=Intestazione,...>
                             corregge le colonne riconosciute, es. name=Nome breve,price=Netto
                             (campi: image, variantImage, style, sku, name, colours, colourCode,
                             hex, sizes, price, retailPrice, description, composition, origin,
                             category, season, alt; none per nessuna colonna)
  --allow-unmatched          genera anche se qualche foto non ha una riga nel file prodotti
  --allow-incomplete         genera anche se nessuna variante del file prodotti ha colore e prezzo
  --sheet <nome|numero>      il foglio del file prodotti da leggere (predefinito: quello che
                             sembra più un elenco di prodotti)
  --sheet-order              le foto nell'ordine delle righe del file prodotti
  --currency <EUR|USD|GBP|CHF|JPY>
                             la valuta dei prezzi (predefinita: quella del file prodotti, o EUR)
  --captions <file.json>     didascalie per foto, per nome di file:
                             { "01-giacca.jpg": { "name": "Giacca", "sku": "GC-01", "price": 189.5,
                             "focus": [0.5, 0.3] } } (focus: il punto che il ritaglio tiene in
                             vista, da 0 a 1 da sinistra e dall'alto)
  --logo <file>              il logo del marchio nell'intestazione della prima pagina
  --accent <#rrggbb>         il colore del marchio per il numero di pagina e le linee
  --quality <stampa|tipografia|web>
                             stampa = 300 ppi (predefinita); tipografia = 300 ppi, JPEG 90 con
                             il colore a piena risoluzione, da mandare in tipografia;
                             web = 150 ppi, file più leggero
  --cover <foto>             una copertina con questa foto (uno dei file del catalogo), titolo e
                             sottotitolo
  --cover-style <riquadro|pagina>
                             la foto in un grande riquadro (predefinito) o in tutta la pagina
  --back-cover               un retro con l'azienda di --author e il piè di pagina
  --line-rows <4|6|8|10>     line sheet: righe per pagina (predefinite 6)
  --line-rows-by <stile|colore>
                             line sheet: una riga per modello con i colori affiancati
                             (predefinito) o una per variante colore
  --line-columns <colonne>   line sheet: es. product,code,colours,sizes,composition,wholesale
                             (anche origin, description, category, season, retail)
  --terms <file.json>        line sheet: condizioni di vendita { "season": "...", "delivery",
                             "deadline", "minimum", "payment", "vat", "howToOrder" }
  --terms-page               le condizioni in una pagina a sé
  --size-system <automatico|abbigliamento|calzature>
                             come leggere le taglie numeriche scritte come intervallo ('38-46'):
                             automatico (predefinito: 36–60 pari di 2 in 2, il resto di 1 in 1),
                             abbigliamento (36–60 di 2 in 2), calzature o jeans (di 1 in 1)
  --order-sheet <file.xlsx>  scrive anche il foglio d'ordine Excel: una riga per variante colore,
                             una colonna per taglia, totali con formule
  -h, --help`;

export interface CliOptions {
  inputs: string[];
  output: string;
  settings: CatalogSettings;
  /** The line sheet's options as typed, read (with the terms file) by `lineSheetOptions`. */
  lineSheet: LineSheetArguments;
  /** --currency was given: it wins over the product file's. */
  currencyGiven: boolean;
  author: string;
  captionsFile?: string;
  /** Issue 24.5: where to write the Excel order sheet. */
  orderSheet?: string;
  products?: ProductsRequest & { sheetOrder: boolean };
  logoFile?: string;
  accent?: AccentColour;
  quality: CatalogQuality;
  cover?: { file: string; style: CoverStyle };
  backCover: boolean;
}

export class UsageError extends Error {}

/** A stop whose message says all: the usage is not printed after it (issue 27.4). */
export class FatalError extends Error {}

function languageCode(value: string): LanguageCode {
  const wanted = value.trim().toLowerCase();
  const match = LANGUAGES.find((l) => l.code.toLowerCase() === wanted || l.iso === wanted || l.displayName.toLowerCase() === wanted);
  if (!match) throw new UsageError(`Lingua sconosciuta: "${value}".`);
  return match.code;
}

function quality(value: string | undefined): CatalogQuality {
  if (value === undefined) return DEFAULT_QUALITY;
  const wanted = value.trim().toLowerCase();
  const match = QUALITY_NAMES.find((name) => name === wanted);
  if (!match) throw new UsageError(`Qualità sconosciuta: "${value}" (${QUALITY_NAMES.join(', ')}).`);
  return match;
}

function accent(value: string | undefined): AccentColour | undefined {
  if (value === undefined) return undefined;
  const parsed = AccentColour.safeParse(value.trim());
  if (!parsed.success) throw new UsageError(`--accent: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
  return parsed.data;
}

const COVER_STYLES: Record<string, CoverStyle> = { riquadro: 'frame', pagina: 'full' };

/** Issue 26.6: the form's own words. */
const LOOK_WORDS: Record<string, LookName> = { classico: 'classic', minimale: 'minimal', editoriale: 'editorial', galleria: 'gallery' };

function look(value: string | undefined): LookName {
  if (value === undefined) return DEFAULT_CATALOG_SETTINGS.look;
  const name = LOOK_WORDS[value.trim().toLowerCase()];
  if (!name) throw new UsageError(`--look: "${value}" non è classico, minimale, editoriale né galleria.`);
  return name;
}

/** Issue 35.1: the ratio as written, or the form's word for 'auto'. */
function frameRatio(value: string | undefined): FrameRatio {
  if (value === undefined) return DEFAULT_CATALOG_SETTINGS.frameRatio;
  const written = value.trim().toLowerCase();
  const ratio = FRAME_RATIOS.find((candidate) => candidate === written || FRAME_RATIO_LABELS[candidate].toLowerCase() === written);
  if (!ratio) throw new UsageError(`--frame: "${value}" non è un formato: usa auto, 2:3, 3:4, 4:5, 1:1 o 3:2.`);
  return ratio;
}

/** Issue 26.1: the form's own words. */
const PHOTO_FIT_WORDS: Record<string, PhotoFit> = { adatta: 'fit', riempi: 'fill' };

function photoFit(value: string | undefined): PhotoFit {
  if (value === undefined) return DEFAULT_CATALOG_SETTINGS.photoFit;
  const fit = PHOTO_FIT_WORDS[value.trim().toLowerCase()];
  if (!fit) throw new UsageError(`--fit: "${value}" non è adatta né riempi.`);
  return fit;
}

function coverStyle(value: string | undefined): CoverStyle {
  if (value === undefined) return 'frame';
  const style = COVER_STYLES[value.trim().toLowerCase()];
  if (!style) throw new UsageError(`--cover-style: "${value}" non è riquadro né pagina.`);
  return style;
}

/** Returns null when help was asked for. */
export function parseCliOptions(args: string[]): CliOptions | null {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      title: { type: 'string' },
      subtitle: { type: 'string' },
      introduction: { type: 'string' },
      footer: { type: 'string' },
      language: { type: 'string' },
      font: { type: 'string' },
      'per-page': { type: 'string' },
      orientation: { type: 'string' },
      fit: { type: 'string' },
      frame: { type: 'string' },
      look: { type: 'string' },
      'one-per-page': { type: 'boolean' },
      layout: { type: 'string' },
      author: { type: 'string' },
      captions: { type: 'string' },
      products: { type: 'string' },
      columns: { type: 'string' },
      'allow-unmatched': { type: 'boolean' },
      'allow-incomplete': { type: 'boolean' },
      sheet: { type: 'string' },
      'sheet-order': { type: 'boolean' },
      currency: { type: 'string' },
      logo: { type: 'string' },
      accent: { type: 'string' },
      quality: { type: 'string' },
      cover: { type: 'string' },
      'cover-style': { type: 'string' },
      'back-cover': { type: 'boolean' },
      'line-rows': { type: 'string' },
      'line-rows-by': { type: 'string' },
      'line-columns': { type: 'string' },
      terms: { type: 'string' },
      'terms-page': { type: 'boolean' },
      'size-system': { type: 'string' },
      'order-sheet': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  if (positionals.length === 0) throw new UsageError('Indica almeno una cartella o un file di foto.');
  if (!values.output) throw new UsageError('Indica il PDF da scrivere con -o.');
  const perPage = values['per-page'] === undefined ? DEFAULT_CATALOG_SETTINGS.imagesPerPage : Number(values['per-page']);
  const parsed = CatalogSettings.safeParse({
    title: values.title ?? '',
    subtitle: values.subtitle ?? '',
    introduction: values.introduction ?? '',
    footer: values.footer ?? '',
    language: values.language === undefined ? DEFAULT_CATALOG_SETTINGS.language : languageCode(values.language),
    font: values.font ?? DEFAULT_CATALOG_SETTINGS.font,
    imagesPerPage: perPage,
    orientation: values.orientation ?? DEFAULT_CATALOG_SETTINGS.orientation,
    layout: values.layout ?? DEFAULT_CATALOG_SETTINGS.layout,
    currency: values.currency?.trim().toUpperCase() ?? DEFAULT_CATALOG_SETTINGS.currency,
    photoFit: photoFit(values.fit),
    look: look(values.look),
    frameRatio: frameRatio(values.frame),
    onePerPage: values['one-per-page'] ?? false,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(problems.join('\n'));
  }
  if (parsed.data.onePerPage && parsed.data.look !== 'gallery') throw new UsageError('--one-per-page vale solo con --look galleria.');
  // Spec 4: 4 per page is portrait only, 9 landscape only; an orientation asked for against it is refused, not quietly changed.
  const orientation = parsed.data.layout === 'grid' ? orientationFor(parsed.data.imagesPerPage, parsed.data.orientation) : parsed.data.orientation;
  if (values.orientation !== undefined && orientation !== parsed.data.orientation) {
    throw new UsageError(`--per-page ${parsed.data.imagesPerPage} si stampa solo in orientamento ${ORIENTATION_LABELS[orientation].toLowerCase()}: togli --orientation ${values.orientation}.`);
  }
  const settings = { ...parsed.data, orientation };
  return {
    inputs: positionals,
    lineSheet: {
      ...(values['line-rows'] !== undefined && { rows: values['line-rows'] }),
      ...(values['line-rows-by'] !== undefined && { rowsBy: values['line-rows-by'] }),
      ...(values['line-columns'] !== undefined && { columns: values['line-columns'] }),
      ...(values.terms !== undefined && { terms: values.terms }),
      termsPage: values['terms-page'] ?? false,
      ...(values['size-system'] !== undefined && { sizeSystem: values['size-system'] }),
    },
    output: values.output,
    settings,
    author: values.author ?? '',
    currencyGiven: values.currency !== undefined,
    captionsFile: values.captions,
    ...(values['order-sheet'] !== undefined && { orderSheet: values['order-sheet'] }),
    ...(values.products !== undefined && {
      products: { file: values.products, ...(values.columns !== undefined && { columns: values.columns }), ...(values.sheet !== undefined && { sheet: values.sheet }), allowUnmatched: values['allow-unmatched'] ?? false, allowIncomplete: values['allow-incomplete'] ?? false, sheetOrder: values['sheet-order'] ?? false },
    }),
    logoFile: values.logo,
    accent: accent(values.accent),
    quality: quality(values.quality),
    ...(values.cover !== undefined && { cover: { file: values.cover, style: coverStyle(values['cover-style']) } }),
    backCover: values['back-cover'] ?? false,
  };
}
