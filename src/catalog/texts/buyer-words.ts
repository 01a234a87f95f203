/**
 * The buyer's block and the order form's words in the catalogue's language (issue 33.3, 33.5),
 * as the line sheet's headings are: its title, each field's label, and the word for a size in a
 * box's accessible name ('Giacca in tweed LN-201, Blu notte, taglia M').
 */
import type { LanguageCode } from '../../shared/index.js';
import type { BuyerField } from '../order/buyer.js';

export interface BuyerWords {
  title: string;
  labels: Record<BuyerField, string>;
  size: string;
}

const WORDS: Record<LanguageCode, BuyerWords> = {
  Italiano: {
    title: 'Dati del cliente',
    labels: { shop: 'Negozio / Ragione sociale', contact: 'Referente', email: 'Email', phone: 'Telefono', vatNumber: 'Partita IVA', deliveryAddress: 'Indirizzo di consegna', orderNumber: "Numero d'ordine", date: 'Data', notes: 'Note', signature: 'Firma' },
    size: 'taglia',
  },
  Inglese: {
    title: 'Buyer details',
    labels: { shop: 'Shop / Company name', contact: 'Contact person', email: 'Email', phone: 'Phone', vatNumber: 'VAT number', deliveryAddress: 'Delivery address', orderNumber: 'Order number', date: 'Date', notes: 'Notes', signature: 'Signature' },
    size: 'size',
  },
  Spagnolo: {
    title: 'Datos del cliente',
    labels: { shop: 'Tienda / Razón social', contact: 'Persona de contacto', email: 'Email', phone: 'Teléfono', vatNumber: 'NIF-IVA', deliveryAddress: 'Dirección de entrega', orderNumber: 'Número de pedido', date: 'Fecha', notes: 'Notas', signature: 'Firma' },
    size: 'talla',
  },
  Francese: {
    title: 'Coordonnées du client',
    labels: { shop: 'Boutique / Raison sociale', contact: 'Contact', email: 'E-mail', phone: 'Téléphone', vatNumber: 'N° de TVA', deliveryAddress: 'Adresse de livraison', orderNumber: 'N° de commande', date: 'Date', notes: 'Remarques', signature: 'Signature' },
    size: 'taille',
  },
  Tedesco: {
    title: 'Kundendaten',
    labels: { shop: 'Geschäft / Firma', contact: 'Ansprechpartner', email: 'E-Mail', phone: 'Telefon', vatNumber: 'USt-IdNr.', deliveryAddress: 'Lieferadresse', orderNumber: 'Bestellnummer', date: 'Datum', notes: 'Anmerkungen', signature: 'Unterschrift' },
    size: 'Größe',
  },
  Portoghese: {
    title: 'Dados do cliente',
    labels: { shop: 'Loja / Denominação social', contact: 'Pessoa de contacto', email: 'Email', phone: 'Telefone', vatNumber: 'NIF', deliveryAddress: 'Morada de entrega', orderNumber: 'Número de encomenda', date: 'Data', notes: 'Notas', signature: 'Assinatura' },
    size: 'tamanho',
  },
  Olandese: {
    title: 'Klantgegevens',
    labels: { shop: 'Winkel / Bedrijfsnaam', contact: 'Contactpersoon', email: 'E-mail', phone: 'Telefoon', vatNumber: 'Btw-nummer', deliveryAddress: 'Afleveradres', orderNumber: 'Bestelnummer', date: 'Datum', notes: 'Opmerkingen', signature: 'Handtekening' },
    size: 'maat',
  },
  Russo: {
    title: 'Данные покупателя',
    labels: { shop: 'Магазин / Компания', contact: 'Контактное лицо', email: 'Эл. почта', phone: 'Телефон', vatNumber: 'ИНН', deliveryAddress: 'Адрес доставки', orderNumber: 'Номер заказа', date: 'Дата', notes: 'Примечания', signature: 'Подпись' },
    size: 'размер',
  },
  Giapponese: {
    title: '購入者情報',
    labels: { shop: '店舗名 / 会社名', contact: '担当者', email: 'メール', phone: '電話番号', vatNumber: '登録番号', deliveryAddress: '納品先住所', orderNumber: '注文番号', date: '日付', notes: '備考', signature: '署名' },
    size: 'サイズ',
  },
};

export function buyerWords(language: LanguageCode): BuyerWords {
  return WORDS[language];
}
