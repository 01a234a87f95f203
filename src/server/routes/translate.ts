/** POST /api/translate for signed-in users (DECISIONS "Catalogue text and translation"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranslateRequest, TranslateResponse } from '../../shared/index.js';
import { AppError } from '../errors.js';
import { requireSession } from '../plugins/authentication.js';
import { TranslationFailedError, TranslationUnavailableError } from '../services/translation/index.js';
import type { RouteDeps } from './deps.js';

export const translateRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, translator }) => {
  app.addHook('onRequest', requireSession(ctx, 'user'));

  app.post('/api/translate', { schema: { body: TranslateRequest, response: { 200: TranslateResponse } } }, async (request) => {
    try {
      return { translatedText: await translator.translate(request.body.text, request.body.targetLanguage) };
    } catch (error) {
      if (error instanceof TranslationUnavailableError) {
        request.log.warn({ detail: error.detail }, 'translation unavailable');
        throw new AppError('TRANSLATION_UNAVAILABLE', error.message);
      }
      if (error instanceof TranslationFailedError) {
        request.log.warn({ reason: error.reason, detail: error.detail }, 'translation failed');
        throw new AppError('TRANSLATION_FAILED', error.message);
      }
      throw error;
    }
  });
};
