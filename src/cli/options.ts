/** Command-line options of `npm run catalog`, checked with the same zod schema as the web form. */
import { parseArgs } from 'node:util';
import {
  AccentColour,
  CatalogSettings,
  DEFAULT_CATALOG_SETTINGS,
  DEFAULT_QUALITY,
  LANGUAGES,
  QUALITY_PRESETS,
  orientationFor,
  type CatalogQuality,
  type LanguageCode,
} from '../shared/index.js';

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
  --author <azienda>         l'autore nei metadati del PDF
  --captions <file.json>     didascalie per foto, per nome di file:
                             { "01-giacca.jpg": { "name": "Giacca", "sku": "GC-01", "price": 189.5 } }
  --logo <file>              il logo del marchio nell'intestazione della prima pagina
  --accent <#rrggbb>         il colore del marchio per il numero di pagina e le linee
  --quality <stampa|web>     stampa = 300 ppi (predefinita), web = 150 ppi, file più leggero
  -h, --help`;

export interface CliOptions {
  inputs: string[];
  output: string;
  settings: CatalogSettings;
  author: string;
  captionsFile?: string;
  logoFile?: string;
  accent?: AccentColour;
  quality: CatalogQuality;
}

export class UsageError extends Error {}

function languageCode(value: string): LanguageCode {
  const wanted = value.trim().toLowerCase();
  const match = LANGUAGES.find((l) => l.code.toLowerCase() === wanted || l.iso === wanted || l.displayName.toLowerCase() === wanted);
  if (!match) throw new UsageError(`Lingua sconosciuta: "${value}".`);
  return match.code;
}

function quality(value: string | undefined): CatalogQuality {
  if (value === undefined) return DEFAULT_QUALITY;
  const wanted = value.trim().toLowerCase();
  const match = (Object.keys(QUALITY_PRESETS) as CatalogQuality[]).find((name) => name === wanted);
  if (!match) throw new UsageError(`Qualità sconosciuta: "${value}" (stampa o web).`);
  return match;
}

function accent(value: string | undefined): AccentColour | undefined {
  if (value === undefined) return undefined;
  const parsed = AccentColour.safeParse(value.trim());
  if (!parsed.success) throw new UsageError(`--accent: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
  return parsed.data;
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
      author: { type: 'string' },
      captions: { type: 'string' },
      logo: { type: 'string' },
      accent: { type: 'string' },
      quality: { type: 'string' },
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
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(problems.join('\n'));
  }
  // Spec 4: 4 per page is portrait only, 9 landscape only.
  const settings = { ...parsed.data, orientation: orientationFor(parsed.data.imagesPerPage, parsed.data.orientation) };
  return {
    inputs: positionals,
    output: values.output,
    settings,
    author: values.author ?? '',
    captionsFile: values.captions,
    logoFile: values.logo,
    accent: accent(values.accent),
    quality: quality(values.quality),
  };
}
