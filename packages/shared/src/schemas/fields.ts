import { z } from 'zod';
import { LIMITS } from '../constants';

/**
 * Field builders whose every failure carries a translation key (the message IS the key), so the
 * server's 400 and the form's inline error say the same thing in the user's language.
 */

/** Zod calls this for a wrong type; a missing value is "required", anything else "invalid". */
const typeError = (requiredKey: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredKey : 'errors.invalidType',
});

/** Ids are PostgreSQL integers: anything larger names nothing. */
const MAX_ID = 2 ** 31 - 1;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PostgreSQL cannot store a NUL character in text or jsonb: such a value is refused, never sent on. */
export const hasNul = (text: string) => text.includes('\u0000');

export function requiredText(requiredKey: string, max: number) {
  return z
    .string(typeError(requiredKey))
    .trim()
    .min(1, requiredKey)
    .max(max, 'errors.tooLong')
    .refine((text) => !hasNul(text), 'errors.invalidCharacters');
}

/** A list naming each item at most once (the same file twice in one work is a mistake, not two files). */
export function distinct<T extends z.ZodArray>(list: T) {
  return list.refine((items) => new Set(items).size === items.length, 'errors.duplicateIds');
}

export function email(requiredKey = 'errors.emailRequired') {
  return requiredText(requiredKey, LIMITS.emailMax).regex(EMAIL_PATTERN, 'errors.emailFormat').toLowerCase();
}

/** Spec 5: 8 to 32 characters with digits, uppercase and lowercase letters. */
export function newPassword() {
  return z
    .string(typeError('errors.passwordRequired'))
    .min(1, 'errors.passwordRequired')
    .min(LIMITS.passwordMin, 'errors.passwordRule')
    .max(LIMITS.passwordMax, 'errors.passwordRule')
    .regex(/\d/, 'errors.passwordRule')
    .regex(/[a-z]/, 'errors.passwordRule')
    .regex(/[A-Z]/, 'errors.passwordRule');
}

/** The password typed again: its own message, so an empty form does not say "Password cannot be empty" twice. */
export const confirmPassword = () =>
  z.string(typeError('errors.confirmPasswordRequired')).min(1, 'errors.confirmPasswordRequired');

export function verificationCode() {
  return z
    .string(typeError('errors.codeRequired'))
    .trim()
    .min(1, 'errors.codeRequired')
    .regex(/^\d{6}$/, 'errors.verificationCode');
}

export function id(requiredKey = 'errors.required') {
  return z
    .number(typeError(requiredKey))
    .int('errors.invalidType')
    .positive('errors.invalidType')
    .max(MAX_ID, 'errors.invalidType');
}

/** An id read from a query string, where every value arrives as text. */
export function queryId(requiredKey = 'errors.required') {
  return z
    .string(typeError(requiredKey))
    .trim()
    .min(1, requiredKey)
    .regex(/^\d{1,9}$/, 'errors.invalidType')
    .transform(Number)
    .pipe(z.number().positive('errors.invalidType'));
}

export function acceptedBox(key: string) {
  return z.literal(true, { error: key });
}

/** An id in a URL path (`/web/task/{id}`): anything that names no row is `notFoundKey`. */
export function pathId(notFoundKey: string) {
  return z.coerce.number({ error: notFoundKey }).int(notFoundKey).min(1, notFoundKey).max(MAX_ID, notFoundKey);
}
