import { ACCOUNT_MESSAGES } from './messages.js';

/** Why a user's balance moved: the reasons of the credit ledger (DECISIONS "Credits"). */
export const CREDIT_CHANGE_REASONS = ['admin_grant', 'catalog_charge'] as const;
export type CreditChangeReason = (typeof CREDIT_CHANGE_REASONS)[number];

/** The Italian words for one ledger entry; an administrator's change that lowers the balance is a correction, not a top-up. */
export function creditChangeLabel(change: { reason: CreditChangeReason; creditsFrom: number; creditsTo: number }): string {
  if (change.reason === 'catalog_charge') return ACCOUNT_MESSAGES.creditCatalog;
  return change.creditsTo >= change.creditsFrom ? ACCOUNT_MESSAGES.creditTopUp : ACCOUNT_MESSAGES.creditCorrection;
}
