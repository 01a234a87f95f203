/** The Idempotency-Key header (DECISIONS "Credits"): Stripe's keys are at most 255 printable ASCII characters. */
import { MESSAGES } from '../../shared/index.js';
import { AppError } from '../errors.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const invalid = (message: string) =>
  new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, { details: [{ path: 'Idempotency-Key', message }] });

/** The key when the header is present and valid, undefined when absent; 400 when malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && IDEMPOTENCY_KEY.test(header)) return header;
  throw invalid(MESSAGES.errors.idempotencyKeyInvalid);
}

/** The same, for routes where the key is required (publishing, orders). */
export function requiredIdempotencyKey(header: string | string[] | undefined): string {
  const key = idempotencyKeyOf(header);
  if (key === undefined) throw invalid(MESSAGES.publications.idempotencyKeyRequired);
  return key;
}
