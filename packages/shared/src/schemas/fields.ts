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

/**
 * Text PostgreSQL cannot store: a NUL in text or jsonb, and a lone UTF-16 surrogate (a JSON body
 * can carry `"\ud800"`: jsonb refuses it with an error, text would keep U+FFFD in its place). Such
 * a value is refused, never sent on.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export function requiredText(requiredKey: string, max: number) {
  return z
    .string(typeError(requiredKey))
    .trim()
    .min(1, requiredKey)
    .max(max, 'errors.tooLong')
    .refine((text) => !unstorable(text), 'errors.invalidCharacters');
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

/** Whether `y-m-d` names a day of the calendar PostgreSQL keeps (years 1 to 9999: there is no year 0). */
function dayExists(y: number, m: number, d: number) {
  const day = new Date(Date.UTC(2000, m - 1, d));
  day.setUTCFullYear(y);
  return y >= 1 && y <= 9999 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
const dayOf = (text: string) => text.slice(0, 10).split('-').map(Number) as [number, number, number];

/**
 * A calendar day as YYYY-MM-DD that exists: no 30 February, no year 0 (each a 500 once PostgreSQL
 * met it). The one schema for every date a request carries; `invalidKey` for the impossible ones.
 */
export function calendarDay(requiredKey: string, invalidKey = 'errors.dateInvalid') {
  return z
    .string(typeError(requiredKey))
    .regex(/^\d{4}-\d{2}-\d{2}$/, invalidKey)
    .refine((text) => dayExists(...dayOf(text)), invalidKey);
}

/** An instant in ISO 8601 with its offset, on a day that exists: the same rule for times. */
export function instant(requiredKey: string, invalidKey = 'errors.dateInvalid') {
  return z.iso
    .datetime({ offset: true, error: (i) => (i.input == null || i.input === '' ? requiredKey : invalidKey) })
    .refine((text) => dayExists(...dayOf(text)), invalidKey);
}

export function acceptedBox(key: string) {
  return z.literal(true, { error: key });
}

/**
 * An integer a PostgreSQL `integer` column holds, from `min` up, as a body, a query string or a path
 * carries it (a number, or its digits): anything else is `key`, a 400, and never reaches the
 * database (where 2^31 is a 500). The one schema for every numeric id and position.
 */
export function storedInt(min: number, key = 'errors.invalidType') {
  return z.coerce.number({ error: key }).int(key).min(min, key).max(MAX_ID, key);
}

/** A row's id anywhere in a request: 1 to 2^31−1. */
export const anyId = (key = 'errors.invalidType') => storedInt(1, key);

/** An id in a URL path (`/web/task/{id}`): anything that names no row is `notFoundKey`. */
export const pathId = (notFoundKey: string) => anyId(notFoundKey);
