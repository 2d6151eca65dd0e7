import { act, cleanup, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllTranslations } from '../../lib/i18n';
import { renderInApp } from '../../test/render';
import { playerMedia } from '../../test/video';
import { ProcessingPanel, waitingWords } from './processing-panel';
import type { PlayerMedia } from './types';

const show = (media: Partial<PlayerMedia>) =>
  renderInApp(<ProcessingPanel media={playerMedia({ previewUrl: null, ...media })} testId="player" />);
const status = () => screen.getByRole('status').textContent;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('a video waiting its turn (decision 0081)', () => {
  it('should say its place and about how long, in English and in Chinese', async () => {
    await show({ state: 'pending', waiting: { ahead: 2, etaS: 170 } });
    expect(status()).toBe('Waiting its turn: 2 videos ahead, about 3 minutes');
    i18n.addResourceBundle('zh', 'translation', await loadAllTranslations('zh'));
    await act(() => i18n.changeLanguage('zh'));
    expect(status()).toBe('正在排队：前面还有 2 个视频，约 3 分钟');
  });

  it('should count in the singular, round to minutes then hours, and leave out an estimate it lacks', () => {
    const t = i18n.t.bind(i18n);
    expect(waitingWords(t, { ahead: 1, etaS: 40 })).toBe('Waiting its turn: 1 video ahead, less than a minute');
    expect(waitingWords(t, { ahead: 1, etaS: 75 })).toBe('Waiting its turn: 1 video ahead, about 1 minute');
    expect(waitingWords(t, { ahead: 30, etaS: 3 * 3600 })).toBe('Waiting its turn: 30 videos ahead, about 3 hours');
    expect(waitingWords(t, { ahead: 3, etaS: null })).toBe('Waiting its turn: 3 videos ahead');
    expect(waitingWords(t, { ahead: 0, etaS: null })).toBe('Waiting its turn: next in line');
    expect(waitingWords(t, { ahead: 0, etaS: 0 })).toBe('Waiting its turn: next in line, less than a minute');
  });

  it('should say only that it waits when no place is known, and nothing of a place once processing', async () => {
    await show({ state: 'pending', waiting: null });
    expect(status()).toBe('Waiting to be processed');
    cleanup();
    await show({ state: 'processing', progress: 0.1, waiting: { ahead: 2, etaS: 170 } });
    expect(status()).toBe('Processing 10 %');
  });
});
