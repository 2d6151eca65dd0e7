import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTranslations } from '../../../lib/i18n';
import { SendCodeButton } from './send-code-button';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: await loadTranslations('en') } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderButton = (onSend: () => Promise<boolean>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SendCodeButton onSend={onSend} />
    </I18nextProvider>,
  );

describe('SendCodeButton', () => {
  it('should count down 60 s after a code was sent, then offer to send again', async () => {
    vi.useFakeTimers();
    renderButton(async () => true);
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(screen.getByTestId('send-code').textContent).toBe('Resend in 60 s');
    expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 60; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('send-code').textContent).toBe('Send code');
    expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(false);
  });

  it('should not count down when the code was not sent', async () => {
    renderButton(async () => false);
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(screen.getByTestId('send-code').textContent).toBe('Send code');
  });
});
