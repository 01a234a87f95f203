/** The order sheet's own words in the catalogue's language (issue 24.5); the rest are the line sheet's. */
import type { LanguageCode } from '../../shared/index.js';

export interface OrderSheetWords {
  sheetName: string;
  colourCode: string;
  /** The one quantity column when no product lists its sizes. */
  quantity: string;
  pieces: string;
  amount: string;
  total: string;
  /** The totals row's count of ordered pieces that have no price (issue 33.4). */
  unpriced: string;
}

const WORDS: Record<LanguageCode, OrderSheetWords> = {
  Inglese: { sheetName: 'Order', colourCode: 'Colour code', quantity: 'Quantity', pieces: 'Pieces', amount: 'Amount', total: 'Total', unpriced: 'Pieces ordered without a price' },
  Spagnolo: { sheetName: 'Pedido', colourCode: 'Código color', quantity: 'Cantidad', pieces: 'Prendas', amount: 'Importe', total: 'Total', unpriced: 'Prendas pedidas sin precio' },
  Francese: { sheetName: 'Commande', colourCode: 'Code coloris', quantity: 'Quantité', pieces: 'Pièces', amount: 'Montant', total: 'Total', unpriced: 'Pièces commandées sans prix' },
  Tedesco: { sheetName: 'Bestellung', colourCode: 'Farbcode', quantity: 'Menge', pieces: 'Stück', amount: 'Betrag', total: 'Summe', unpriced: 'Bestellte Stück ohne Preis' },
  Portoghese: { sheetName: 'Encomenda', colourCode: 'Código cor', quantity: 'Quantidade', pieces: 'Peças', amount: 'Montante', total: 'Total', unpriced: 'Peças encomendadas sem preço' },
  Italiano: { sheetName: 'Ordine', colourCode: 'Cod. colore', quantity: 'Quantità', pieces: 'Capi', amount: 'Importo', total: 'Totale', unpriced: 'Capi ordinati senza prezzo' },
  Olandese: { sheetName: 'Bestelling', colourCode: 'Kleurcode', quantity: 'Aantal', pieces: 'Stuks', amount: 'Bedrag', total: 'Totaal', unpriced: 'Bestelde stuks zonder prijs' },
  Russo: { sheetName: 'Заказ', colourCode: 'Код цвета', quantity: 'Количество', pieces: 'Штук', amount: 'Сумма', total: 'Итого', unpriced: 'Заказано штук без цены' },
  Giapponese: { sheetName: '注文', colourCode: 'カラーコード', quantity: '数量', pieces: '点数', amount: '金額', total: '合計', unpriced: '価格未定の注文点数' },
};

export function orderSheetWords(language: LanguageCode): OrderSheetWords {
  return WORDS[language];
}
