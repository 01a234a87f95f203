/** What the seller reads about orders (issue 36.4), in Italian. */
import type { OrderStatus } from '../../../shared/schemas/published.js';

export const ORDERS_TEXTS = {
  nav: { generator: 'Generatore', publications: 'Pubblicati', orders: 'Ordini' },
  newBadge: (count: number) => (count === 1 ? '1 ordine nuovo' : `${count} ordini nuovi`),
  pageTitle: 'Ordini',
  pageIntro: 'Gli ordini ricevuti dai tuoi cataloghi online.',
  none: 'Nessun ordine ricevuto finora.',
  loadFailed: 'Impossibile caricare gli ordini.',
  columns: { date: 'Data', number: 'Numero', shop: 'Negozio', pieces: 'Capi', total: 'Totale', status: 'Stato', link: 'Catalogo' },
  status: { new: 'Nuovo', confirmed: 'Confermato', cancelled: 'Annullato' } satisfies Record<OrderStatus, string>,
  filterLink: 'Catalogo',
  allLinks: 'Tutti i cataloghi',
  exportLink: (kind: string) => `Esporta gli ordini del catalogo (${kind.toUpperCase()})`,
  exportOrder: (kind: string) => `Esporta l'ordine (${kind.toUpperCase()})`,
  open: (number: string) => `Apri l'ordine ${number}`,
  back: 'Torna agli ordini',
  buyer: 'Cliente',
  lines: 'Righe',
  lineColumns: { code: 'Codice', name: 'Prodotto', colour: 'Colore', size: 'Taglia', quantity: 'Quantità', unitPrice: 'Prezzo', amount: 'Importo' },
  onRequest: 'Su richiesta',
  statusLabel: 'Stato dell’ordine',
  saved: 'Stato aggiornato',
  saveFailed: 'Stato non aggiornato',
} as const;
