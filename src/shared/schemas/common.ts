import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { usernameProblem, type UsernameProblem } from '../username-profile.js';

// Zod's own messages (unknown keys, wrong types) in Italian for every importer of the schemas.
// `jitless`: zod otherwise probes `new Function('')` to compile its parsers, which our CSP forbids
// and Firefox reports as a violation at every sign-in (issue 13.8).
z.config({ ...z.locales.it(), jitless: true });

/**
 * Strings sent to PostgreSQL must never hold a NUL byte (STACK gotchas): every text field of the
 * API is built from this helper, so the rule cannot be forgotten on a new field.
 */
export function text(min: number, max: number, messages: { required?: string; tooShort?: string; tooLong?: string } = {}) {
  let schema = z.string({ error: messages.required ?? MESSAGES.validation.mustBeText });
  if (min > 0 && messages.required) schema = schema.min(1, { error: messages.required });
  if (min > 1 || (min > 0 && !messages.required)) {
    schema = schema.min(min, { error: messages.tooShort ?? MESSAGES.validation.tooShort(min) });
  }
  return schema
    .max(max, { error: messages.tooLong ?? MESSAGES.validation.tooLong(max) })
    .refine((s) => !s.includes('\u0000'), { error: MESSAGES.validation.nulByte });
}

/**
 * Characters that show nothing or turn the text around (issue 13.5): controls (Cc), format
 * characters (Cf: bidi overrides and isolates, zero-width space and joiners, BOM, soft hyphen),
 * line and paragraph separators, and the letters that render blank (the combining grapheme joiner,
 * Hangul fillers). Names and companies lose them; usernames follow their profile instead.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0]/gu;

function usernameMessage(problem: UsernameProblem): string {
  switch (problem.kind) {
    case 'spacing':
      return MESSAGES.validation.usernameSpacing;
    case 'character':
      return MESSAGES.validation.usernameCharacter(problem.codePoint);
    case 'leading-mark':
      return MESSAGES.validation.usernameLeadingMark;
    case 'direction':
      return MESSAGES.validation.usernameDirection;
  }
}

/**
 * A new username: NFC, so that the same name typed on two keyboards is one account, then held to
 * the PRECIS profile (username-profile.ts) and refused rather than silently changed when it does
 * not fit (the person must know their name). Case is kept as typed; comparisons ignore it.
 */
export function username(min: number, max: number) {
  return text(min, max, { required: MESSAGES.validation.usernameRequired })
    .transform((s) => s.normalize('NFC'))
    .check((ctx) => {
      const problem = usernameProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: usernameMessage(problem), input: ctx.value });
    });
}

/** A name, company or phone of an account: its letters kept, invisible characters dropped, NFC. */
export function identityText(min: number, max: number, messages: { required?: string } = {}) {
  return text(min, max, messages).transform((s) => s.replace(INVISIBLE, '').normalize('NFC'));
}

/** Whole numbers only: no strings, no floats, no booleans (fastify's coercion is off). */
export function integer(min: number, max: number) {
  return z
    .int({ error: MESSAGES.validation.mustBeInteger })
    .min(min, { error: MESSAGES.validation.tooSmall(min) })
    .max(max, { error: MESSAGES.validation.tooLarge(max) });
}

export const Id = z.uuid({ error: MESSAGES.validation.invalidId });
export const IsoDate = z.string();

export const MessageResponse = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** A call without a body (fastify hands the validator `null` then); `{}` is accepted too. */
export const EmptyBody = z.strictObject({}).nullish();
