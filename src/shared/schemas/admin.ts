import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { Id, IsoDate, identityText, integer, text, username } from './common.js';

const field = (required: string) => identityText(1, LIMITS.userFieldMax, { required });

export const CreateUserRequest = z.strictObject({
  username: username(LIMITS.usernameMin, LIMITS.usernameMax),
  password: text(LIMITS.passwordMin, LIMITS.passwordMax, { required: MESSAGES.validation.passwordRequired }),
  nomeAzienda: field(MESSAGES.validation.companyRequired),
  nomePersona: field(MESSAGES.validation.personRequired),
  telefono: field(MESSAGES.validation.phoneRequired),
  email: field(MESSAGES.validation.emailRequired).pipe(z.email({ error: MESSAGES.validation.emailInvalid })),
  crediti: integer(0, LIMITS.creditsMax).default(0),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

export const UpdateCreditsRequest = z.strictObject({ crediti: integer(0, LIMITS.creditsMax) });
export type UpdateCreditsRequest = z.infer<typeof UpdateCreditsRequest>;

export const UserIdParams = z.strictObject({ id: Id });

export const CatalogLogEntry = z.strictObject({
  id: Id,
  userId: Id.nullable(),
  username: z.string(),
  dataGenerazione: IsoDate.nullable(),
  numeroImmagini: z.number().int(),
  createdAt: IsoDate,
});
export type CatalogLogEntry = z.infer<typeof CatalogLogEntry>;

/** Spec 7: `valore` is a string of digits; DECISIONS: from 1 to 100. */
export const UpdateMaxImagesRequest = z.strictObject({
  valore: text(1, 3)
    .refine((v) => /^[0-9]+$/.test(v), { error: MESSAGES.validation.maxImagesRange })
    .refine((v) => Number(v) >= LIMITS.maxImagesMin && Number(v) <= LIMITS.maxImagesMax, {
      error: MESSAGES.validation.maxImagesRange,
    }),
  descrizione: text(0, LIMITS.userFieldMax).optional(),
});
export type UpdateMaxImagesRequest = z.infer<typeof UpdateMaxImagesRequest>;

export const UpdateMaxImagesResponse = z.strictObject({ message: z.string(), maxImages: z.number().int() });
export type UpdateMaxImagesResponse = z.infer<typeof UpdateMaxImagesResponse>;
