/** The line sheet's column headings in the catalogue's language (issue 15.2). */
import type { LanguageCode } from '../../shared/index.js';

export interface LineSheetHeadings {
  product: string;
  code: string;
  colours: string;
  sizes: string;
  wholesale: string;
  retail: string;
}

const HEADINGS: Record<LanguageCode, LineSheetHeadings> = {
  Inglese: { product: 'Product', code: 'Code', colours: 'Colours', sizes: 'Sizes', wholesale: 'Wholesale', retail: 'Retail price' },
  Spagnolo: { product: 'Producto', code: 'Código', colours: 'Colores', sizes: 'Tallas', wholesale: 'Mayorista', retail: 'PVP recomendado' },
  Francese: { product: 'Produit', code: 'Référence', colours: 'Coloris', sizes: 'Tailles', wholesale: 'Prix de gros', retail: 'Prix conseillé' },
  Tedesco: { product: 'Produkt', code: 'Artikelnr.', colours: 'Farben', sizes: 'Größen', wholesale: 'Großhandel', retail: 'UVP' },
  Portoghese: { product: 'Produto', code: 'Código', colours: 'Cores', sizes: 'Tamanhos', wholesale: 'Grossista', retail: 'PVP recomendado' },
  Italiano: { product: 'Prodotto', code: 'Codice', colours: 'Colori', sizes: 'Taglie', wholesale: 'Ingrosso', retail: 'Prezzo consigliato' },
  Olandese: { product: 'Product', code: 'Artikelcode', colours: 'Kleuren', sizes: 'Maten', wholesale: 'Groothandel', retail: 'Adviesprijs' },
  Russo: { product: 'Товар', code: 'Артикул', colours: 'Цвета', sizes: 'Размеры', wholesale: 'Опт', retail: 'Розничная цена' },
  Giapponese: { product: '商品', code: '品番', colours: 'カラー', sizes: 'サイズ', wholesale: '卸価格', retail: '希望小売価格' },
};

export function lineSheetHeadings(language: LanguageCode): LineSheetHeadings {
  return HEADINGS[language];
}
