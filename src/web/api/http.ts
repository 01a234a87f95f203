import type { ErrorDetail } from '../../shared/schemas/errors.js';
import { UI_TEXTS } from '../../shared/messages.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The one way the app talks to the server (spec 7 as DECISIONS amends it): same-origin cookies,
 * no token from browser storage, a JSON content type only when there is a body, no retries.
 * Answers are typed by the shared contract and not parsed again here, which keeps zod off the
 * first screen (docs/decisions/0400-web-first-screen-budget.md).
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET whose 401 means "nobody signed in" (spec 7: 401 tolerated as null). */
export async function apiGetOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** What a person reads about a failure: the server's Italian text, else the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}

/** Spec 8: administrator calls show the server's text, else 'Errore HTTP <status>' or 'Errore di rete'. */
export function adminMessageOf(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? UI_TEXTS.admin.httpError(error.status);
  return UI_TEXTS.admin.networkError;
}
