/**
 * One error type and one status map (STYLE 5, DECISIONS "Errors and validation"). Services throw
 * AppError with a stable code and an Italian message; the error handler turns it into the answer.
 */
import { MESSAGES, type ErrorCode, type ErrorDetail } from '../shared/index.js';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  DEBUG_DISABLED: 404,
  USERNAME_TAKEN: 409,
  ADMIN_EXISTS: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  TRANSLATION_FAILED: 502,
  TRANSLATION_UNAVAILABLE: 503,
  ACCOUNT_DISABLED: 403,
  BAD_REQUEST: 400,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  EXPECTATION_FAILED: 417,
  GONE: 410,
};

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: MESSAGES.errors.validationFailed,
  INVALID_JSON: MESSAGES.errors.invalidJson,
  UNAUTHORIZED: MESSAGES.errors.unauthorized,
  INVALID_CREDENTIALS: MESSAGES.errors.invalidCredentials,
  SESSION_EXPIRED: MESSAGES.errors.sessionExpired,
  INSUFFICIENT_CREDITS: MESSAGES.errors.insufficientCredits,
  FORBIDDEN: MESSAGES.errors.forbidden,
  CROSS_SITE_REQUEST: MESSAGES.errors.crossSite,
  NOT_FOUND: MESSAGES.errors.notFound,
  DEBUG_DISABLED: MESSAGES.errors.debugDisabled,
  USERNAME_TAKEN: MESSAGES.errors.usernameTaken,
  ADMIN_EXISTS: MESSAGES.errors.adminExists,
  IDEMPOTENCY_IN_FLIGHT: MESSAGES.errors.idempotencyInFlight,
  PAYLOAD_TOO_LARGE: MESSAGES.errors.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.errors.unsupportedMediaType,
  IDEMPOTENCY_KEY_REUSED: MESSAGES.errors.idempotencyKeyReused,
  RATE_LIMITED: MESSAGES.errors.rateLimited(15),
  INTERNAL_ERROR: MESSAGES.errors.internal,
  TRANSLATION_FAILED: MESSAGES.errors.translationFailed,
  TRANSLATION_UNAVAILABLE: MESSAGES.errors.translationUnavailable,
  ACCOUNT_DISABLED: MESSAGES.userAccounts.accountDisabled,
  BAD_REQUEST: MESSAGES.errors.badRequest,
  REQUEST_TIMEOUT: MESSAGES.errors.requestTimeout,
  HEADERS_TOO_LARGE: MESSAGES.errors.headersTooLarge,
  EXPECTATION_FAILED: MESSAGES.errors.expectationFailed,
  GONE: MESSAGES.publications.gone,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}
