/**
 * Default catalogue texts for each of the 9 languages (spec 3, DECISIONS "Catalogue text and
 * translation"), written for a fashion catalogue. The footer's default is no text (decision 1069):
 * the language's word for "Catalogue" on every page told a buyer nothing the page did not, so a
 * footer left empty by a user whose account has no contact line (resolveCatalogTexts) prints the
 * folio alone, as a lookbook does.
 */
import type { LanguageCode } from '../../shared/index.js';
import type { CatalogTexts } from '../types.js';

interface LanguageDefaults {
  title: string;
  subtitle: string;
  introduction: string;
}

const DEFAULTS: Record<LanguageCode, LanguageDefaults> = {
  Inglese: {
    title: 'The Collection',
    subtitle: 'New season, timeless style',
    introduction:
      'A curated selection of our finest pieces, chosen for their craftsmanship, quality fabrics and attention to detail. Discover the shapes, colours and textures of the new season.',
  },
  Spagnolo: {
    title: 'La Colección',
    subtitle: 'Nueva temporada, estilo atemporal',
    introduction:
      'Una cuidada selección de nuestras mejores prendas, elegidas por su confección, la calidad de sus tejidos y la atención al detalle. Descubra las formas, los colores y las texturas de la nueva temporada.',
  },
  Francese: {
    title: 'La Collection',
    subtitle: 'Nouvelle saison, style intemporel',
    introduction:
      'Une sélection soignée de nos plus belles pièces, choisies pour leur savoir-faire, la qualité de leurs tissus et le souci du détail. Découvrez les formes, les couleurs et les matières de la nouvelle saison.',
  },
  Tedesco: {
    title: 'Die Kollektion',
    subtitle: 'Neue Saison, zeitloser Stil',
    introduction:
      'Eine sorgfältige Auswahl unserer schönsten Stücke, ausgewählt für ihre Verarbeitung, hochwertige Stoffe und Liebe zum Detail. Entdecken Sie die Formen, Farben und Materialien der neuen Saison.',
  },
  Portoghese: {
    title: 'A Coleção',
    subtitle: 'Nova estação, estilo intemporal',
    introduction:
      'Uma seleção cuidada das nossas melhores peças, escolhidas pela sua confeção, pela qualidade dos tecidos e pela atenção ao detalhe. Descubra as formas, as cores e as texturas da nova estação.',
  },
  Italiano: {
    title: 'La Collezione',
    subtitle: 'Nuova stagione, stile senza tempo',
    introduction:
      'Una selezione curata dei nostri capi migliori, scelti per la sartorialità, la qualità dei tessuti e la cura dei dettagli. Scoprite le forme, i colori e le texture della nuova stagione.',
  },
  Olandese: {
    title: 'De Collectie',
    subtitle: 'Nieuw seizoen, tijdloze stijl',
    introduction:
      'Een zorgvuldige selectie van onze mooiste stukken, gekozen om hun vakmanschap, hoogwaardige stoffen en oog voor detail. Ontdek de vormen, kleuren en texturen van het nieuwe seizoen.',
  },
  Russo: {
    title: 'Коллекция',
    subtitle: 'Новый сезон, вне времени',
    introduction:
      'Тщательно отобранные лучшие модели нашей коллекции: безупречный крой, качественные ткани и внимание к каждой детали. Откройте для себя силуэты, цвета и фактуры нового сезона.',
  },
  Giapponese: {
    title: 'コレクション',
    subtitle: '新しいシーズン、時代を超えるスタイル',
    introduction:
      '仕立て、上質な素材、細部へのこだわりで選び抜いた、私たちの自慢のアイテムをご紹介します。新しいシーズンのシルエット、色、素材感をお楽しみください。',
  },
};

export function defaultTextsFor(language: LanguageCode): CatalogTexts {
  const { title, subtitle, introduction } = DEFAULTS[language];
  return { title, subtitle, introduction, footer: '' };
}
