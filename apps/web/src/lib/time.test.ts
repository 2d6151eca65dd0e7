import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations } from './i18n';
import { formatGmt, formatMessageTime } from './time';

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { translation: await loadTranslations('en') },
      zh: { translation: await loadTranslations('zh') },
    },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const now = new Date(2026, 10, 22, 9, 30);
const at = (days: number, h = 23, m = 5) => new Date(2026, 10, 22 - days, h, m);

describe('formatGmt', () => {
  it('should show every moment in GMT+0, labelled, whatever the zone it came in', () => {
    expect(formatGmt('2026-11-25T23:30:00+08:00')).toBe('2026-11-25 15:30 GMT+0');
    expect(formatGmt('2026-11-25T23:30:00-05:00')).toBe('2026-11-26 04:30 GMT+0');
    expect(formatGmt('2026-11-25T23:30:00-05:00', 'day')).toBe('2026-11-26 GMT+0');
  });

  it('should show a dash for a moment that has not come (not reviewed yet)', () => {
    expect(formatGmt(null)).toBe('—');
  });
});

describe('formatMessageTime', () => {
  it('should show HH:mm today, then Yesterday, 2 and 3 days ago, then month-day', () => {
    expect(formatMessageTime(at(0, 0, 1), i18n.t, now)).toBe('00:01');
    expect(formatMessageTime(at(1), i18n.t, now)).toBe('Yesterday');
    expect(formatMessageTime(at(2), i18n.t, now)).toBe('2 days ago');
    expect(formatMessageTime(at(3, 0, 0), i18n.t, now)).toBe('3 days ago');
    expect(formatMessageTime(at(4), i18n.t, now)).toBe('11-18');
    expect(formatMessageTime(new Date(2025, 0, 5), i18n.t, now)).toBe('01-05');
  });

  it('should count calendar days, not 24-hour spans', () => {
    const justAfterMidnight = new Date(2026, 10, 22, 0, 10);
    expect(formatMessageTime(new Date(2026, 10, 21, 23, 55), i18n.t, justAfterMidnight)).toBe('Yesterday');
  });

  it('should speak Chinese when the language is Chinese', async () => {
    await i18n.changeLanguage('zh');
    expect(formatMessageTime(at(1), i18n.t, now)).toBe('昨天');
    expect(formatMessageTime(at(2), i18n.t, now)).toBe('2 天前');
    await i18n.changeLanguage('en');
  });
});
