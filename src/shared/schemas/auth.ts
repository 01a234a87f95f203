import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { Id, IsoDate, text, username } from './common.js';

/** Spec 5: the login forms only require both fields; the server checks the rest. */
export const LoginRequest = z.strictObject({
  // NFC like the stored usernames, so a name typed in decomposed form still signs in.
  username: text(1, LIMITS.usernameMax, { required: MESSAGES.validation.usernameRequired }).transform((s) => s.normalize('NFC')),
  password: text(1, LIMITS.passwordMax, { required: MESSAGES.validation.passwordRequired }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** A user as every API answer shows it: never a password or a hash. */
export const PublicUser = z.strictObject({
  id: Id,
  username: z.string(),
  nomeAzienda: z.string(),
  nomePersona: z.string(),
  telefono: z.string(),
  email: z.string(),
  crediti: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type PublicUser = z.infer<typeof PublicUser>;

export const LoginResponse = z.strictObject({ token: z.string(), user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const PublicAdmin = z.strictObject({
  id: Id,
  username: z.string(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type PublicAdmin = z.infer<typeof PublicAdmin>;

export const AdminLoginResponse = z.strictObject({ token: z.string(), admin: PublicAdmin });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** New administrator credentials: DECISIONS limits (username 3-50, password 8-200). */
export const AdminCredentialsRequest = z.strictObject({
  username: username(LIMITS.usernameMin, LIMITS.usernameMax),
  password: text(LIMITS.passwordMin, LIMITS.passwordMax, { required: MESSAGES.validation.passwordRequired }),
});
export type AdminCredentialsRequest = z.infer<typeof AdminCredentialsRequest>;

export const AdminCredentialsResponse = z.strictObject({ message: z.string(), admin: PublicAdmin });
export type AdminCredentialsResponse = z.infer<typeof AdminCredentialsResponse>;

/** What the admin login page needs to know before anyone signs in (DECISIONS bootstrap). */
export const SetupStatusResponse = z.strictObject({
  adminExists: z.boolean(),
  defaultCredentialsActive: z.boolean(),
  /** The default username, shown in the hint only while the defaults are in force. */
  defaultUsername: z.string().nullable(),
  /** Only the built-in default password, never one that came from ADMIN_PASSWORD. */
  defaultPassword: z.string().nullable(),
  debugEnabled: z.boolean(),
});
export type SetupStatusResponse = z.infer<typeof SetupStatusResponse>;

export const TestLoginRequest = LoginRequest;
export const TestLoginResponse = z.strictObject({
  success: z.boolean(),
  error: z.string().optional(),
  debug: z.strictObject({
    username: z.string(),
    passwordLength: z.number().int(),
    adminExists: z.boolean(),
    passwordMatch: z.boolean(),
  }),
});
export type TestLoginResponse = z.infer<typeof TestLoginResponse>;
