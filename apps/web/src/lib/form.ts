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

/**
 * Puts a refused call's field errors on the form's fields, and focus on the first of them, where it
 * is read out with its error (WCAG 3.3.1); true when any field took one.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fieldOf: (serverField: string) => string = (f) => f,
) {
  if (!(error instanceof ApiError) || error.errors.length === 0) return false;
  const fields = error.errors.map((e) => ({ name: fieldOf(e.field), errors: [t(e.msgKey)] }));
  form.setFields(fields);
  if (fields[0]) form.scrollToField(fields[0].name, { focus: true });
  return true;
}

/**
 * What a refused save shows: its field errors on the form's fields (showFieldErrors), anything
 * else as a toast in the user's language (`fallback` when the failure has no message of its own).
 * The server's names of the refused fields, for a form whose fields sit in tabs; none when toasted.
 */
export function showRefusal(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  { fallback = 'errors.server', fieldOf }: { fallback?: string; fieldOf?: (serverField: string) => string } = {},
): string[] {
  if (showFieldErrors(form, error, t, fieldOf)) return (error as ApiError).errors.map((e) => e.field);
  toast.error(t(error instanceof ApiError ? error.msgKey : fallback));
  return [];
}
