/**
 * What HTTP/1.1 asks of a request before it means anything (RFC 9112 3.2, RFC 9110 10.1.1),
 * answered in our shape with our headers (issue 27.6) rather than by Node's bare defaults: a target
 * that is neither origin- nor absolute-form, an HTTP/1.1 request without exactly one Host, and an
 * Expect other than 100-continue. The target has already been normalised (request-target.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { isOriginForm } from '../http/request-target.js';

function hostCount(request: FastifyRequest): number {
  return request.raw.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;
}

export function registerRequestTargetChecks(app: FastifyInstance): void {
  // Without a listener Node answers an unknown Expect with an empty 417 itself; with one, the
  // request goes through the app like any other and the hook below answers it.
  app.server.on('checkExpectation', app.routing);

  app.addHook('onRequest', async (request) => {
    if (!isOriginForm(request.url)) throw new AppError('BAD_REQUEST');
    const hosts = hostCount(request);
    // HTTP/1.0 predates Host; HTTP/1.1 requires it once (RFC 9112 3.2).
    if (hosts > 1 || (hosts === 0 && request.raw.httpVersion !== '1.0')) throw new AppError('BAD_REQUEST');
    const expect = request.headers.expect;
    if (expect !== undefined && expect.trim().toLowerCase() !== '100-continue') throw new AppError('EXPECTATION_FAILED');
  });
}
