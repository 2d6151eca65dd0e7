import { describe, expect, it } from 'vitest';
import { browserLanguage } from './preferences';

describe('browserLanguage', () => {
  it('should choose Chinese for any Chinese browser and English otherwise', () => {
    expect(browserLanguage(['zh-CN', 'en'])).toBe('zh');
    expect(browserLanguage(['zh-TW'])).toBe('zh');
    expect(browserLanguage(['ZH'])).toBe('zh');
    expect(browserLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(browserLanguage(['fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
