/**
 * The buyer's block of an order (issue 33.3): who orders, where to deliver, the order's number and
 * date, notes and a signature. The PDF's order page and the Excel sheet print it to be filled in;
 * a public ordering page will ask for the same fields (DECISIONS, 'Published catalogues').
 */
export const BUYER_FIELDS = ['shop', 'contact', 'email', 'phone', 'vatNumber', 'deliveryAddress', 'orderNumber', 'date', 'notes', 'signature'] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

/** Fields written on more than one line: the address, the notes, and the box to sign in. */
export const TALL_BUYER_FIELDS: ReadonlySet<BuyerField> = new Set(['deliveryAddress', 'notes', 'signature']);
