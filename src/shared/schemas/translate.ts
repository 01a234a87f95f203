import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { text } from './common.js';

export const TranslateRequest = z.strictObject({
  text: text(1, LIMITS.translateTextMax),
  targetLanguage: z.enum(LANGUAGE_CODES),
});
export type TranslateRequest = z.infer<typeof TranslateRequest>;

export const TranslateResponse = z.strictObject({ translatedText: z.string() });
export type TranslateResponse = z.infer<typeof TranslateResponse>;
