import { UI_TEXTS } from '../../shared/messages.js';
import { HttpError } from './http-error.js';

export { HttpError };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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
