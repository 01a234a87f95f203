/**
 * Errors raised before a request reaches a route (issue 13.3): a malformed request, one that
 * arrives too slowly, headers or a URL over the parser's limit (Node's HTTP parser), a URL that
 * cannot be decoded (Fastify's router). They leave in the one error shape, in Italian, without
 * framework codes and without echoing the input (DECISIONS "Errors and validation").
 */
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { AppError } from '../errors.js';
import { NO_STORE, SECURITY_HEADERS } from '../http/security-headers.js';
import { sendError } from './error-handler.js';

/** The answers made here skip the app's hooks: they carry the same headers by hand (issue 27.6). */
const HEADERS = { ...SECURITY_HEADERS, ...NO_STORE };
const HEADER_LINES = Object.entries(HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

const REASON_PHRASES: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function parserError(code: string | undefined): AppError {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('REQUEST_TIMEOUT');
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError('HEADERS_TOO_LARGE');
  return new AppError('BAD_REQUEST');
}

/** Answers on the raw socket, as Node does, then closes it: the request never became one. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  answerOnSocket(socket, parserError(error.code));
}

/** Writes `appError` in our shape straight to the socket and closes it, whatever the request's state. */
export function answerOnSocket(socket: Socket, appError: AppError): void {
  if (socket.writable) {
    const body = JSON.stringify({ error: appError.message, code: appError.code });
    socket.write(
      `HTTP/1.1 ${appError.status} ${REASON_PHRASES[appError.status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        HEADER_LINES +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * Fastify's own refusals before routing: a URL whose percent-encoding is broken, and a path
 * parameter over the router's length limit (an id that long cannot exist).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const appError = new AppError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_REQUEST');
  void sendError(reply.headers(SECURITY_HEADERS), appError);
};
