/**
 * The seller's e-mail for a new order, when SMTP_URL is set (DECISIONS): Italian plain text; a
 * failure is logged and never fails the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { BuyerDetails, OrderLine } from '../../../shared/index.js';

export interface OrderMail {
  to: string;
  number: string;
  catalogue: string;
  buyer: BuyerDetails;
  lines: OrderLine[];
  pieces: number;
  total: number;
  currency: string;
  unpricedPieces: number;
}

const money = (value: number, currency: string) => new Intl.NumberFormat('it-IT', { style: 'currency', currency }).format(value);

export function orderMailText(mail: OrderMail): string {
  const rows = mail.lines.map((line) => `- ${[line.code, line.name, line.colour, line.size && `taglia ${line.size}`].filter(Boolean).join(' · ')}: ${line.quantity} pz`);
  return [
    `Hai ricevuto un nuovo ordine (${mail.number}) dal catalogo «${mail.catalogue}».`,
    '',
    `Negozio: ${mail.buyer.shop}`,
    `Referente: ${mail.buyer.contact}`,
    `Email: ${mail.buyer.email}`,
    ...(mail.buyer.phone ? [`Telefono: ${mail.buyer.phone}`] : []),
    ...(mail.buyer.vatNumber ? [`Partita IVA: ${mail.buyer.vatNumber}`] : []),
    `Indirizzo di consegna: ${mail.buyer.address}`,
    ...(mail.buyer.notes ? [`Note: ${mail.buyer.notes}`] : []),
    '',
    ...rows,
    '',
    `Capi: ${mail.pieces}`,
    `Totale: ${money(mail.total, mail.currency)}${mail.unpricedPieces > 0 ? ` (più ${mail.unpricedPieces} capi con prezzo su richiesta)` : ''}`,
    '',
    "Trovi l'ordine nella sezione Ordini di Vetrina.",
  ].join('\n');
}

export async function sendOrderMail(config: Config, mail: OrderMail, log: FastifyBaseLogger): Promise<void> {
  if (!config.smtp) return;
  try {
    const transport = nodemailer.createTransport(config.smtp.url);
    await transport.sendMail({ from: config.smtp.from, to: mail.to, subject: `Nuovo ordine ${mail.number} – ${mail.buyer.shop}`, text: orderMailText(mail) });
    transport.close();
  } catch (error) {
    log.warn({ err: error, order: mail.number }, 'order e-mail not sent');
  }
}
