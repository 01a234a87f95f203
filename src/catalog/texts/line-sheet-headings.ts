/**
 * The line sheet's words in the catalogue's language (issues 15.2, 24): column headings, 'on
 * request' where a price is missing, and the labels of the terms block.
 */
import type { LanguageCode, LineSheetColumn, LineSheetTerm } from '../../shared/index.js';
import { styleTermsWords } from './style-terms-words.js';

export type LineSheetHeadings = Record<LineSheetColumn, string>;

interface LineSheetWords {
  headings: LineSheetHeadings;
  onRequest: string;
  termsTitle: string;
  terms: Record<LineSheetTerm, string>;
}

/** The 'ordering' heading is the style terms' own (style-terms-words). */
const WORDS: Record<LanguageCode, Omit<LineSheetWords, 'headings'> & { headings: Omit<LineSheetHeadings, 'ordering'> }> = {
  Inglese: {
    headings: { product: 'Product', code: 'Code', colours: 'Colours', sizes: 'Sizes', composition: 'Composition', origin: 'Origin', description: 'Description', category: 'Category', season: 'Season', wholesale: 'Wholesale', retail: 'Retail price' },
    onRequest: 'On request',
    termsTitle: 'Terms of sale',
    terms: { season: 'Season', delivery: 'Delivery', deadline: 'Order by', minimum: 'Minimum order', payment: 'Payment', vat: 'Prices', howToOrder: 'How to order' },
  },
  Spagnolo: {
    headings: { product: 'Producto', code: 'Código', colours: 'Colores', sizes: 'Tallas', composition: 'Composición', origin: 'Origen', description: 'Descripción', category: 'Categoría', season: 'Temporada', wholesale: 'Mayorista', retail: 'PVP recomendado' },
    onRequest: 'Bajo pedido',
    termsTitle: 'Condiciones de venta',
    terms: { season: 'Temporada', delivery: 'Entrega', deadline: 'Pedidos hasta', minimum: 'Pedido mínimo', payment: 'Pago', vat: 'Precios', howToOrder: 'Cómo pedir' },
  },
  Francese: {
    headings: { product: 'Produit', code: 'Référence', colours: 'Coloris', sizes: 'Tailles', composition: 'Composition', origin: 'Origine', description: 'Description', category: 'Catégorie', season: 'Saison', wholesale: 'Prix de gros', retail: 'Prix conseillé' },
    onRequest: 'Sur demande',
    termsTitle: 'Conditions de vente',
    terms: { season: 'Saison', delivery: 'Livraison', deadline: 'Commandes avant le', minimum: 'Minimum de commande', payment: 'Paiement', vat: 'Prix', howToOrder: 'Comment commander' },
  },
  Tedesco: {
    headings: { product: 'Produkt', code: 'Artikelnr.', colours: 'Farben', sizes: 'Größen', composition: 'Material', origin: 'Herkunft', description: 'Beschreibung', category: 'Kategorie', season: 'Saison', wholesale: 'Großhandel', retail: 'UVP' },
    onRequest: 'Auf Anfrage',
    termsTitle: 'Verkaufsbedingungen',
    terms: { season: 'Saison', delivery: 'Lieferung', deadline: 'Bestellschluss', minimum: 'Mindestbestellung', payment: 'Zahlung', vat: 'Preise', howToOrder: 'Bestellung' },
  },
  Portoghese: {
    headings: { product: 'Produto', code: 'Código', colours: 'Cores', sizes: 'Tamanhos', composition: 'Composição', origin: 'Origem', description: 'Descrição', category: 'Categoria', season: 'Estação', wholesale: 'Grossista', retail: 'PVP recomendado' },
    onRequest: 'Sob consulta',
    termsTitle: 'Condições de venda',
    terms: { season: 'Estação', delivery: 'Entrega', deadline: 'Encomendas até', minimum: 'Encomenda mínima', payment: 'Pagamento', vat: 'Preços', howToOrder: 'Como encomendar' },
  },
  Italiano: {
    headings: { product: 'Prodotto', code: 'Codice', colours: 'Colori', sizes: 'Taglie', composition: 'Composizione', origin: 'Origine', description: 'Descrizione', category: 'Categoria', season: 'Stagione', wholesale: 'Ingrosso', retail: 'Prezzo consigliato' },
    onRequest: 'Su richiesta',
    termsTitle: 'Condizioni di vendita',
    terms: { season: 'Stagione', delivery: 'Consegna', deadline: 'Ordini entro', minimum: 'Ordine minimo', payment: 'Pagamento', vat: 'Prezzi', howToOrder: 'Come ordinare' },
  },
  Olandese: {
    headings: { product: 'Product', code: 'Artikelcode', colours: 'Kleuren', sizes: 'Maten', composition: 'Samenstelling', origin: 'Herkomst', description: 'Omschrijving', category: 'Categorie', season: 'Seizoen', wholesale: 'Groothandel', retail: 'Adviesprijs' },
    onRequest: 'Op aanvraag',
    termsTitle: 'Verkoopvoorwaarden',
    terms: { season: 'Seizoen', delivery: 'Levering', deadline: 'Bestellen vóór', minimum: 'Minimale bestelling', payment: 'Betaling', vat: 'Prijzen', howToOrder: 'Bestellen' },
  },
  Russo: {
    headings: { product: 'Товар', code: 'Артикул', colours: 'Цвета', sizes: 'Размеры', composition: 'Состав', origin: 'Страна', description: 'Описание', category: 'Категория', season: 'Сезон', wholesale: 'Опт', retail: 'Розничная цена' },
    onRequest: 'По запросу',
    termsTitle: 'Условия продажи',
    terms: { season: 'Сезон', delivery: 'Поставка', deadline: 'Заказ до', minimum: 'Минимальный заказ', payment: 'Оплата', vat: 'Цены', howToOrder: 'Как заказать' },
  },
  Giapponese: {
    headings: { product: '商品', code: '品番', colours: 'カラー', sizes: 'サイズ', composition: '素材', origin: '原産国', description: '説明', category: 'カテゴリー', season: 'シーズン', wholesale: '卸価格', retail: '希望小売価格' },
    onRequest: '要問合せ',
    termsTitle: '取引条件',
    terms: { season: 'シーズン', delivery: '納期', deadline: '発注締切', minimum: '最小発注', payment: '支払条件', vat: '価格', howToOrder: '発注方法' },
  },
};

export function lineSheetWords(language: LanguageCode): LineSheetWords {
  const words = WORDS[language];
  return { ...words, headings: lineSheetHeadings(language) };
}

export function lineSheetHeadings(language: LanguageCode): LineSheetHeadings {
  return { ...WORDS[language].headings, ordering: styleTermsWords(language).heading };
}
