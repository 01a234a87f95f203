/** The administrator's per-user tools (issue 6.9): details, password, disabling, credit history. */
import { z } from 'zod';
import { CREDIT_CHANGE_REASONS } from '../credit-changes.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { PublicUser } from './auth.js';
import { Id, IsoDate, identityText, text, username } from './common.js';

/** A user as the administrator sees it: PublicUser plus whether the account is disabled. */
export const AdminUser = PublicUser.extend({ disabledAt: IsoDate.nullable() });
export type AdminUser = z.infer<typeof AdminUser>;

const field = (required: string) => identityText(1, LIMITS.userFieldMax, { required });

/** Any of the user's details; the password has its own call, the credits theirs. */
export const UpdateUserDetailsRequest = z
  .strictObject({
    username: username(LIMITS.usernameMin, LIMITS.usernameMax),
    nomeAzienda: field(MESSAGES.validation.companyRequired),
    nomePersona: field(MESSAGES.validation.personRequired),
    telefono: field(MESSAGES.validation.phoneRequired),
    email: field(MESSAGES.validation.emailRequired).pipe(z.email({ error: MESSAGES.validation.emailInvalid })),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: MESSAGES.userAccounts.nothingToUpdate });
export type UpdateUserDetailsRequest = z.infer<typeof UpdateUserDetailsRequest>;

export const SetUserPasswordRequest = z.strictObject({
  password: text(LIMITS.passwordMin, LIMITS.passwordMax, { required: MESSAGES.validation.passwordRequired }),
});
export type SetUserPasswordRequest = z.infer<typeof SetUserPasswordRequest>;

/** One change of a user's credits, read from the ledger: who, when, from, to and why. */
export const CreditHistoryEntry = z.strictObject({
  id: Id,
  createdAt: IsoDate,
  /** The administrator's username, or 'Catalogo' for a charge. */
  who: z.string(),
  creditsFrom: z.number().int(),
  creditsTo: z.number().int(),
  reason: z.enum(CREDIT_CHANGE_REASONS),
  /** Italian, for people: what the change was. */
  why: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof CreditHistoryEntry>;
