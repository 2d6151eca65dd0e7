import { unstorable } from '@stringer/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Input no route can take, refused once for all of them before any schema or service sees it.
 * See docs/decisions/0016.
 */

/** Far deeper than any form here; a deeper body overflows the stack wherever it is walked again. */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests arrays and objects deeper than `max`, read without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The path (`a.0.b`) of the first key or text value PostgreSQL cannot store (`unstorable`), or undefined. */
export function unstorablePath(value: unknown, prefix = ''): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? prefix : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = prefix ? `${prefix}.${key}` : key;
    if (unstorable(key)) return here;
    const found = unstorablePath(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerRequestGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(new AppError('jsonTooDeep'), undefined);
    return parseJson(req, body as string, done);
  });
  // PostgreSQL refuses NUL in text and jsonb, and lone surrogates in jsonb: refused here, at the field.
  app.addHook('preValidation', (req, _reply, done) => {
    const field = unstorablePath(req.params) ?? unstorablePath(req.query) ?? unstorablePath(req.body);
    done(field === undefined ? undefined : new AppError('validation', [{ field, msgKey: 'errors.invalidCharacters' }]));
  });
}
