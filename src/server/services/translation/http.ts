import type { z } from 'zod';
import { TranslationFailedError, TranslationUnavailableError, type TranslationFailureReason } from './errors.js';
import type { Fetch } from './provider.js';

/** Provider texts end up in logs only; a short excerpt is enough to understand them. */
const DETAIL_MAX = 200;

export interface JsonPost {
  provider: string;
  fetch: Fetch;
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
}

/**
 * POSTs `body` as JSON and returns the answer validated by `answer`. Everything that keeps the
 * answer from arriving (refused connection, DNS, reset, the signal's timeout) is unavailability, so
 * the translator may try the next provider; an error status or an answer outside the contract is
 * a failure, reported as it is.
 */
export async function postJson<T>(request: JsonPost, answer: z.ZodType<T>): Promise<T> {
  const { provider } = request;
  let status: number;
  let text: string;
  try {
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal: request.signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new TranslationUnavailableError(`${provider}: ${describeFailure(error)}`, { cause: error });
  }

  const json = parseJson(text);
  if (status < 200 || status > 299) {
    throw new TranslationFailedError(
      reasonForStatus(status),
      `${provider} answered ${status}: ${errorText(json) ?? excerpt(text)}`,
    );
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) {
    throw new TranslationFailedError('invalid-answer', `${provider} answered outside its contract: ${excerpt(text)}`);
  }
  return parsed.data;
}

/** Joins a configured base URL (with or without a path or a trailing slash) and an endpoint path. */
export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path}`;
}

/**
 * 456 is DeepL's "quota exceeded"; LibreTranslate answers 400/403/429/500 and DeepL 400/403/429/5xx,
 * so one table serves both.
 */
function reasonForStatus(status: number): TranslationFailureReason {
  if (status === 456) return 'quota';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status <= 499) return 'rejected';
  return 'provider-error';
}

/** The JSON value of `text`, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** LibreTranslate explains errors in `error`, DeepL in `message`. */
function errorText(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const explanation = 'error' in json ? json.error : 'message' in json ? json.message : undefined;
  return typeof explanation === 'string' ? excerpt(explanation) : undefined;
}

function excerpt(text: string): string {
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text;
}

/** Node's fetch rejects with "fetch failed" and puts the useful part (ECONNREFUSED, …) in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer before the timeout';
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
