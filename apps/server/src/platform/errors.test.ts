import { API_ERRORS, type ApiErrorName } from '@stringer/shared/errors';
import en from '@stringer/shared/i18n/en.json' with { type: 'json' };
import factorsEn from '@stringer/shared/i18n/factors-en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from './errors';

const english: Record<string, string> = {
  ...Object.fromEntries(Object.entries(en.errors).map(([k, v]) => [`errors.${k}`, v])),
  ...Object.fromEntries(Object.entries(factorsEn.errors).map(([k, v]) => [`factors.errors.${k}`, v])),
};

describe('the error envelope', () => {
  it("should say in `msg` the locale file's English text of its key, the one the web shows", () => {
    // Only a lock's text has a slot, {{time}}, and a lock always says when it ends.
    const retryAt = new Date('2031-03-04T17:30:00Z');
    for (const kind of Object.keys(API_ERRORS) as ApiErrorName[]) {
      const body = errorBody(kind, undefined, retryAt);
      expect(body.msg, kind).toBe(english[body.msgKey]?.replace('{{time}}', '2031-03-04 17:30 GMT+0'));
      expect(new AppError(kind, undefined, retryAt).message, kind).toBe(body.msg);
    }
  });

  it("should fill a lock's time the way the product writes a moment (GMT+0)", () => {
    const retryAt = new Date('2031-03-04T17:30:00Z');
    expect(errorBody('loginLocked', undefined, retryAt)).toMatchObject({
      msg: 'Too many wrong passwords for this account from your address: try again after 2031-03-04 17:30 GMT+0',
      retryAt: retryAt.toISOString(),
    });
    expect(new AppError('secondStepLocked', undefined, retryAt).message).toBe(
      'Too many wrong codes for this account: try again after 2031-03-04 17:30 GMT+0',
    );
  });

  it("should lead a refused form with its first shared field text, never a second factor's (its screens load those)", () => {
    expect(errorBody('validation', [{ field: 'mail', msgKey: 'errors.emailFormat' }])).toMatchObject({
      msg: en.errors.emailFormat,
      msgKey: 'errors.emailFormat',
    });
    expect(errorBody('validation', [{ field: 'code', msgKey: 'factors.errors.codeFormat' }])).toMatchObject({
      msg: en.errors.requiredItems,
      msgKey: 'errors.requiredItems',
    });
  });
});
