import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { profile } from '../messages/profile.js';
import { validation } from '../messages/validation.js';
import { hasHiddenCharacters } from '../document-text.js';
import { isValidEmail, isValidPseudo, normalisePhone } from '../validation.js';

// Building blocks reused by every contract. Error messages are error codes; the web maps them.

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .refine(isValidEmail, { message: 'invalid_email' });

export const pseudoSchema = z.string().refine(isValidPseudo, { message: 'invalid_pseudo' });

/**
 * A brand's trade name: 2 to 80 characters once trimmed, no invisible or control character
 * (it is shown on projects, offers and mails instead of the pseudo).
 */
export const tradeNameSchema = z
  .string()
  .trim()
  .min(LIMITS.tradeNameMin)
  .max(LIMITS.tradeNameMax)
  .refine((text) => !hasHiddenCharacters(text), { message: profile.tradeNameCharacters });

/**
 * The trade name of the sign-up and profile forms: '' (or spaces) is none (null); absent is
 * unchanged on PUT /user/update-info.
 */
export const optionalTradeNameSchema = z
  .string()
  .trim()
  .max(LIMITS.tradeNameMax)
  .refine((text) => text === '' || text.length >= LIMITS.tradeNameMin, {
    message: validation.tooShort(LIMITS.tradeNameMin),
  })
  .refine((text) => !hasHiddenCharacters(text), { message: profile.tradeNameCharacters })
  .transform((text) => text || null);

export const passwordSchema = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);

export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,6}$/, { message: 'invalid_code' });

/**
 * Phone: 6 to 12 characters, digits with an optional leading +, checked once the separators
 * people paste ("06 12 34 56 78", "06.12.34.56.78", "06-12-34-56-78") are removed: the stored
 * value is the clean one, never a cut one.
 */
export const phoneSchema = z
  .string()
  .transform(normalisePhone)
  .pipe(
    z
      .string()
      .regex(/^\+?\d{5,11}$/, { message: 'invalid_phone' })
      .min(LIMITS.phoneMin)
      .max(LIMITS.phoneMax),
  );

/** The optional phone of the sign-up and profile forms: '' (or only separators) is none. */
export const optionalPhoneSchema = z
  .string()
  .transform(normalisePhone)
  .pipe(z.union([z.literal(''), phoneSchema]));

export const okSchema = z.object({ ok: z.literal(true) });

/** An object id of the payment provider (cs_…, pi_…, acct_…, evt_…): letters, digits, _ and -. */
export const isProviderId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,255}$/.test(value);
export const providerIdSchema = z.string().refine(isProviderId, { message: 'invalid_id' });

/** Query-string page/pageSize, with the spec's page size as the ceiling. */
export function pagingSchema(pageSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(pageSize).default(pageSize),
  };
}
