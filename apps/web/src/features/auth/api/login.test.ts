import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { loadTranslations } from '../../../lib/i18n';
import { loginFailure } from './login';

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: await loadTranslations('en') }, zh: { translation: await loadTranslations('zh') } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('loginFailure', () => {
  it('should say when a locked sign-in may be tried again, in the reader’s language and time', async () => {
    const retryAt = new Date(2026, 10, 23, 14, 5);
    const locked = new ApiError({ code: 429, msgKey: 'errors.loginLocked', retryAt: retryAt.toISOString() });
    const time = retryAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(loginFailure(locked, i18n.t)).toBe(
      `Too many wrong passwords for this account from your address: try again after ${time}`,
    );
    await i18n.changeLanguage('zh');
    expect(loginFailure(locked, i18n.t)).toContain(`请在 ${time} 之后再试`);
    await i18n.changeLanguage('en');
    expect(loginFailure(new ApiError({ msgKey: 'errors.wrongCredentials' }), i18n.t)).toBe(
      'Email or password is incorrect',
    );
  });

  it('should say so when the account’s second step is locked, with the first load’s texts (the password step answers it too)', async () => {
    const retryAt = new Date(2026, 10, 23, 14, 20);
    const locked = new ApiError({ code: 429, msgKey: 'errors.secondStepLocked', retryAt: retryAt.toISOString() });
    const time = retryAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(loginFailure(locked, i18n.t)).toBe(`Too many wrong codes for this account: try again after ${time}`);
    await i18n.changeLanguage('zh');
    expect(loginFailure(locked, i18n.t)).toBe(`该账号的验证码错误次数过多，请在 ${time} 之后再试`);
    await i18n.changeLanguage('en');
  });
});
