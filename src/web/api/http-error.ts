/**
 * The error of a non-OK answer, apart from the fetch helper so that the public page reads our error
 * shape without the app's Italian messages (decision 0400's first-screen budget).
 */
import type { ErrorDetail } from '../../shared/schemas/errors.js';

/**
 * A non-OK answer. The message is "status: body" (spec 7); `serverMessage` is the Italian `error`
 * text of the server's `{error, code}` body, which is what people read (DECISIONS "Errors").
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** The validation details (`{path, message}`), for forms that show them beside their fields. */
  readonly details: ErrorDetail[];

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    const parsed = parseErrorBody(body);
    this.code = parsed?.code;
    this.serverMessage = parsed?.error;
    this.details = parsed?.details ?? [];
  }
}

const isDetail = (value: unknown): value is ErrorDetail =>
  typeof value === 'object' && value !== null && typeof (value as ErrorDetail).path === 'string' && typeof (value as ErrorDetail).message === 'string';

/** Reads `{error, code, details?}` from an error body; anything else (a proxy's HTML page) gives nothing. */
function parseErrorBody(body: string): { error: string; code: string; details: ErrorDetail[] } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { error, code, details } = parsed as Record<string, unknown>;
    if (typeof error !== 'string' || typeof code !== 'string') return undefined;
    return { error, code, details: Array.isArray(details) ? details.filter(isDetail) : [] };
  } catch {
    return undefined;
  }
}
