import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTranslations } from '../lib/i18n';
import { rewardAmount } from './reward-amount';

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { translation: await loadAllTranslations('en') },
      zh: { translation: await loadAllTranslations('zh') },
    },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const task = { points: 80, score: null, minScore: null, maxScore: null };
const activity = { points: null, score: 88, minScore: 0, maxScore: 100 };

describe('rewardAmount', () => {
  it("should call a task's reward points and an activity's a score", () => {
    expect(rewardAmount(task, i18n.t)).toBe('80 points');
    expect(rewardAmount(activity, i18n.t)).toBe('Score 88');
    expect(rewardAmount({ ...activity, score: null }, i18n.t)).toBe('Score 0–100');
  });

  it('should keep the two apart in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    expect(rewardAmount(task, i18n.t)).toBe('80 积分');
    expect(rewardAmount(activity, i18n.t)).toBe('评分 88');
    await i18n.changeLanguage('en');
  });
});
