/**
 * How long a request's body may take to arrive (decision 1042). Node's `requestTimeout` is one
 * limit for every route, and a publish upload from a phone (a 5 MB PDF or the renditions over a
 * slow link) needs minutes where a login needs seconds. So Node's limit is the uploads' (the
 * longest), and this cuts every other body at the ordinary limit, counted from the end of the
 * headers (which keep their own); an upload (route config `slowUpload`) has the upload limit and
 * is cut as soon as no byte has arrived for the idle limit, so a stalled phone does not hold a
 * connection for ten minutes. The cut is Node's own: a 408 in our shape, then the socket closed.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { answerOnSocket } from '../plugins/client-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may take the upload limits (publish uploads). */
    slowUpload?: boolean;
  }
}

export interface BodyDeadlines {
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  uploadIdleTimeoutMs: number;
}

/** How often a stalled upload is looked for: Node looks for its own stalled requests once a second too. */
const IDLE_CHECK_MS = 1000;

export function registerBodyDeadlines(app: FastifyInstance, limits: BodyDeadlines): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    // No body, or all of it already read with the headers.
    if (raw.complete) return done();
    const { socket } = raw;
    const cut = () => {
      if (raw.complete) return;
      if (reply.raw.headersSent) socket.destroy();
      else answerOnSocket(socket, new AppError('REQUEST_TIMEOUT'));
    };
    const upload = request.routeOptions.config.slowUpload === true;
    const deadline = setTimeout(cut, upload ? limits.uploadTimeoutMs : limits.requestTimeoutMs);
    let lastBytes = socket.bytesRead;
    let lastProgress = Date.now();
    // The socket's count of bytes read: the request stream is the handler's to read, not ours.
    const idle = upload
      ? setInterval(() => {
          if (socket.bytesRead !== lastBytes) [lastBytes, lastProgress] = [socket.bytesRead, Date.now()];
          else if (Date.now() - lastProgress >= limits.uploadIdleTimeoutMs) cut();
        }, Math.min(IDLE_CHECK_MS, limits.uploadIdleTimeoutMs))
      : undefined;
    reply.raw.once('close', () => {
      clearTimeout(deadline);
      clearInterval(idle);
    });
    done();
  });
}
