import { z } from 'zod';

/** Stable machine codes of every error answer (DECISIONS "Errors and validation"). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'INSUFFICIENT_CREDITS',
  'NOT_FOUND',
  'USERNAME_TAKEN',
  'ADMIN_EXISTS',
  'IDEMPOTENCY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CROSS_SITE_REQUEST',
  'RATE_LIMITED',
  'TRANSLATION_UNAVAILABLE',
  'TRANSLATION_FAILED',
  'DEBUG_DISABLED',
  'INTERNAL_ERROR',
  'ACCOUNT_DISABLED',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'EXPECTATION_FAILED',
  'GONE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorDetail = z.strictObject({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The one error shape: `{ error, code, details? }`. `error` is Italian text for people. */
export const ErrorResponse = z.strictObject({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(ErrorDetail).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
