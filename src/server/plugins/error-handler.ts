/**
 * The one error handler (STYLE 5, DECISIONS "Errors and validation"): every failure, ours or
 * fastify's, leaves as `{ error, code, details? }` with Italian text; 5xx details stay in the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode, type ErrorDetail, type ErrorResponse } from '../../shared/index.js';
import { AppError } from '../errors.js';
import { NO_STORE } from '../http/security-headers.js';

/** Fastify's own errors that a client can cause, by fastify error code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
};

/** An error is never worth a cache's copy, wherever it was asked (issue 27.6). */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorResponse = {
    error: error.message,
    code: error.code,
    ...(error.options.details ? { details: error.options.details } : {}),
  };
  const headers = { ...NO_STORE, ...error.options.headers };
  return reply.code(error.status).headers(headers).type('application/json; charset=utf-8').send(body);
}

function validationDetails(issues: FastifySchemaValidationError[]): ErrorDetail[] {
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = issue.params['keys'];
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return { path, message: keys.map((key) => MESSAGES.validation.unknownField(String(key))).join(' ') };
    }
    return { path, message: issue.message ?? MESSAGES.validation.invalidRequest };
  });
}

/** Maps anything thrown while handling a request to an AppError; undefined means a server fault. */
function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // An id that is not a uuid cannot exist: an unknown id, answered before any query.
    if (error.validationContext === 'params') return new AppError('NOT_FOUND');
    const details = validationDetails(error.validation);
    return new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, { details });
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped === 'VALIDATION_FAILED') return new AppError(mapped, MESSAGES.validation.invalidRequest);
  if (mapped) return new AppError(mapped);
  // JSON.parse failures and prototype-poisoning refusals from the body parser.
  if (error instanceof SyntaxError) return new AppError('INVALID_JSON');
  if (error.statusCode === 404) return new AppError('NOT_FOUND');
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (error.statusCode === 429) return new AppError('RATE_LIMITED');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION_FAILED', MESSAGES.validation.invalidRequest);
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError && appError.status < 500) return sendError(reply, appError);
    if (appError) {
      request.log.warn({ code: appError.code }, appError.message);
      return sendError(reply, appError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, new AppError('INTERNAL_ERROR'));
  });
}

/** A JSON 404 for unknown API paths (the web app fallback handles the rest). */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, new AppError('NOT_FOUND'));
}
