/** The signed-in user's own account (issue 6.8): changing the password and reading the history. */
import { z } from 'zod';
import { CREDIT_CHANGE_REASONS } from '../credit-changes.js';
import { LIMITS } from '../limits.js';
import { ACCOUNT_MESSAGES } from '../messages.js';
import { CreateUserRequest } from './admin.js';
import { Id, IsoDate, text } from './common.js';

const passwordFields = {
  currentPassword: text(1, LIMITS.passwordMax, { required: ACCOUNT_MESSAGES.currentPasswordRequired }),
  // The same rule as a password the administrator sets, by construction.
  newPassword: CreateUserRequest.shape.password,
};
const newDiffersFromCurrent = (value: { currentPassword: string; newPassword: string }) => value.newPassword !== value.currentPassword;
const sameAsCurrent = { path: ['newPassword'], error: ACCOUNT_MESSAGES.samePassword };

export const ChangePasswordRequest = z.strictObject(passwordFields).refine(newDiffersFromCurrent, sameAsCurrent);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** The form adds the confirmation, which never leaves the browser. */
export const ChangePasswordForm = z
  .strictObject({ ...passwordFields, confirmPassword: z.string() })
  .refine(newDiffersFromCurrent, sameAsCurrent)
  .refine((value) => value.confirmPassword === value.newPassword, { path: ['confirmPassword'], error: ACCOUNT_MESSAGES.confirmMismatch });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** Each list of the history is paged on its own; pages hold this many rows, newest first. */
export const HISTORY_PAGE_SIZE = 10;
const HISTORY_PAGE_MAX = 1_000_000;

/** A page number from the query string: digits only (no coercion of '1e3', ' 7' or '0x10'). */
const PageNumber = text(1, String(HISTORY_PAGE_MAX).length)
  .refine((value) => /^[1-9][0-9]*$/.test(value) && Number(value) <= HISTORY_PAGE_MAX, { error: ACCOUNT_MESSAGES.pageNumber })
  .transform(Number);

export const AccountHistoryQuery = z.strictObject({
  catalogsPage: PageNumber.default(1),
  creditsPage: PageNumber.default(1),
});
export type AccountHistoryQuery = z.input<typeof AccountHistoryQuery>;

export const CatalogHistoryEntry = z.strictObject({
  id: Id,
  dataGenerazione: IsoDate,
  numeroImmagini: z.number().int(),
});
export type CatalogHistoryEntry = z.infer<typeof CatalogHistoryEntry>;

export const OwnCreditChange = z.strictObject({
  id: Id,
  createdAt: IsoDate,
  creditsFrom: z.number().int(),
  creditsTo: z.number().int(),
  reason: z.enum(CREDIT_CHANGE_REASONS),
});
export type OwnCreditChange = z.infer<typeof OwnCreditChange>;

function historyPage<T extends z.ZodType>(entry: T) {
  return z.strictObject({ items: z.array(entry), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}

export const AccountHistoryResponse = z.strictObject({
  catalogs: historyPage(CatalogHistoryEntry),
  credits: historyPage(OwnCreditChange),
});
export type AccountHistoryResponse = z.infer<typeof AccountHistoryResponse>;
