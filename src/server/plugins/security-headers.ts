/**
 * Security headers (helmet). The CSP allows the app's own scripts and WebAssembly, its workers (blob: too, for the
 * PDF worker), photos from blob:/data: (previews of the user's files) and fonts from our origin.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the photo workers compile libheif's WebAssembly (HEIC photos,
        // docs/decisions/0650); it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        // React and Radix set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'blob:', 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
