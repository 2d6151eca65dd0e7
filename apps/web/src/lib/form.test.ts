import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { showRefusal } from './form';
import { ApiError } from './http';
import { bindToasts } from './toast';

const t = ((key: string) => `t:${key}`) as TFunction;

/** What a form and the toasts were told. */
function recorded() {
  const set: unknown[] = [];
  const toasts: string[] = [];
  const form = { setFields: (f: unknown[]) => set.push(...f), scrollToField: () => {} } as unknown as FormInstance;
  bindToasts({ error: (text: string) => toasts.push(text) } as unknown as MessageInstance);
  return { form, set, toasts };
}

describe('showRefusal', () => {
  it('should put field errors on their fields and answer the server names of those fields', () => {
    const { form, set, toasts } = recorded();
    const refused = new ApiError({
      msgKey: 'errors.validation',
      errors: [{ field: 'titleZh', msgKey: 'errors.required' }],
    });
    expect(showRefusal(form, refused, t, { fieldOf: (f) => `form.${f}` })).toEqual(['titleZh']);
    expect(set).toEqual([{ name: 'form.titleZh', errors: ['t:errors.required'] }]);
    expect(toasts).toEqual([]);
  });

  it('should toast a refusal without fields in its own words, anything else in the fallback', () => {
    const { form, set, toasts } = recorded();
    expect(showRefusal(form, new ApiError({ msgKey: 'errors.conflict' }), t)).toEqual([]);
    expect(showRefusal(form, new Error('socket hang up'), t, { fallback: 'errors.sendFailed' })).toEqual([]);
    expect(showRefusal(form, new Error('socket hang up'), t)).toEqual([]);
    expect(toasts).toEqual(['t:errors.conflict', 't:errors.sendFailed', 't:errors.server']);
    expect(set).toEqual([]);
  });

  it("should say through the form's own place what no field of it shows: a field it lacks, or no field", () => {
    const { form, set, toasts } = recorded();
    const said: string[] = [];
    const say = (msgKey: string) => said.push(msgKey);
    const fieldOf = (f: string) => (f === 'password' ? f : null);
    const weak = new ApiError({
      msgKey: 'errors.validation',
      errors: [
        { field: 'password', msgKey: 'errors.passwordTooShort' },
        { field: 'password', msgKey: 'errors.passwordNeedsDigit' },
      ],
    });
    expect(showRefusal(form, weak, t, { fieldOf, say })).toEqual(['password']);
    expect(set).toEqual([{ name: 'password', errors: ['t:errors.passwordTooShort', 't:errors.passwordNeedsDigit'] }]);
    const noToken = new ApiError({
      msgKey: 'errors.validation',
      errors: [{ field: 'token', msgKey: 'errors.required' }],
    });
    expect(showRefusal(form, noToken, t, { fieldOf, say })).toEqual([]);
    showRefusal(form, new ApiError({ msgKey: 'errors.invitationInvalid' }), t, { fieldOf, say });
    showRefusal(form, new Error('socket hang up'), t, { fieldOf, say });
    expect(said).toEqual(['errors.required', 'errors.invitationInvalid', 'errors.server']);
    expect(toasts).toEqual([]);
  });
});
