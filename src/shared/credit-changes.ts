import { ACCOUNT_MESSAGES } from './messages.js';

/** Why a user's balance moved: the reasons of the credit ledger (DECISIONS "Credits"). */
export const CREDIT_CHANGE_REASONS = ['admin_grant', 'catalog_charge'] as const;
export type CreditChangeReason = (typeof CREDIT_CHANGE_REASONS)[number];

type CreditChange = { reason: CreditChangeReason; creditsFrom: number; creditsTo: number };

/** What one ledger entry was: a catalogue's charge, or an administrator raising or lowering the balance. */
export function creditChangeKind(change: CreditChange): 'charge' | 'raise' | 'lower' {
  if (change.reason === 'catalog_charge') return 'charge';
  return change.creditsTo >= change.creditsFrom ? 'raise' : 'lower';
}

const USER_WORDS = { charge: ACCOUNT_MESSAGES.creditCatalog, raise: ACCOUNT_MESSAGES.creditTopUp, lower: ACCOUNT_MESSAGES.creditCorrection };

/** The user's own words for one ledger entry; an administrator's change that lowers the balance is a correction, not a top-up. */
export function creditChangeLabel(change: CreditChange): string {
  return USER_WORDS[creditChangeKind(change)];
}
