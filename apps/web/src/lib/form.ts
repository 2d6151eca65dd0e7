import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './http';
import { toast } from './toast';

/**
 * An antd rule that runs a field's shared zod schema, so the form refuses exactly what the
 * server would, with the same translated message.
 */
export function zodRule(schema: z.ZodType, t: TFunction): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'errors.invalidValue'));
    },
  };
}

/** Whether a field's schema refuses it left empty, so that its label carries the required mark. */
export const refusesEmpty = (schema: z.ZodType) =>
  !schema.safeParse(undefined).success && !schema.safeParse('').success;

/** The form's name for a field the server refused; null for one the form does not show. */
type FieldOf = (serverField: string) => string | null;

/** The server's names of the refused fields that the form shows. */
const shownFields = (error: unknown, fieldOf: FieldOf) => [
  ...new Set(error instanceof ApiError ? error.errors.map((e) => e.field).filter((f) => fieldOf(f) !== null) : []),
];

/**
 * Puts a refused call's field errors on the form's fields (all of a field's together), and focus on
 * the first of them, where it is read out with its error (WCAG 3.3.1); true when any field took one.
 */
export function showFieldErrors(form: FormInstance, error: unknown, t: TFunction, fieldOf: FieldOf = (f) => f) {
  const errorsOf = new Map<string, string[]>();
  for (const e of error instanceof ApiError ? error.errors : []) {
    const name = fieldOf(e.field);
    if (name !== null) errorsOf.set(name, [...(errorsOf.get(name) ?? []), t(e.msgKey)]);
  }
  const fields = [...errorsOf].map(([name, errors]) => ({ name, errors }));
  if (!fields[0]) return false;
  form.setFields(fields);
  form.scrollToField(fields[0].name, { focus: true });
  return true;
}

/**
 * What a refusal says where no field shows it: its first refused field's words (a field the form
 * does not have), else its own, else `fallback` (a failure with none of its own, the network's).
 */
export const refusalKey = (error: unknown, fallback = 'errors.server') =>
  error instanceof ApiError ? (error.errors[0]?.msgKey ?? error.msgKey) : fallback;

/**
 * What a refused save shows: its field errors on the form's fields (showFieldErrors), anything
 * else in the user's language as a toast, or through `say` for a form with a place of its own
 * (an alert above it). The server's names of the refused fields shown, for a form whose fields sit
 * in tabs; none when said.
 */
export function showRefusal(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  {
    fallback = 'errors.server',
    fieldOf = (f) => f,
    say = (msgKey) => toast.error(t(msgKey)),
  }: { fallback?: string; fieldOf?: FieldOf; say?: (msgKey: string) => void } = {},
): string[] {
  if (showFieldErrors(form, error, t, fieldOf)) return shownFields(error, fieldOf);
  say(refusalKey(error, fallback));
  return [];
}
