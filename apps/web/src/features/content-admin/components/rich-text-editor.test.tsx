import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllTranslations } from '../../../lib/i18n';
import { normalizeHref } from './link-form';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: await loadAllTranslations('en') } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const renderEditor = (value: string, onChange = vi.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <RichTextEditor label="Text (English)" value={value} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
};

describe('RichTextEditor', () => {
  it('should show the value in a labelled text box, with a labelled toolbar', () => {
    renderEditor('<p>Hello <strong>there</strong></p>');
    const box = screen.getByRole('textbox', { name: 'Text (English)' });
    expect(box.innerHTML).toContain('<strong>there</strong>');
    expect(screen.getByRole('toolbar', { name: 'Formatting: Text (English)' })).toBeTruthy();
    for (const name of ['Bold', 'Italic', 'Link', 'Remove link', 'Numbered list', 'Undo']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('should be one Tab stop that arrow keys, Home and End move through', () => {
    renderEditor('<p>x</p>');
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const toolbar = screen.getByRole('toolbar');
    buttons[0]?.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(toolbar, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it('should show Bold as pressed once pressed', async () => {
    renderEditor('<p>word</p>');
    const box = screen.getByRole('textbox', { name: 'Text (English)' });
    box.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('normalizeHref', () => {
  it('should keep web, mail and in-app addresses, add https to a bare domain, refuse the rest', () => {
    expect(normalizeHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(normalizeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(normalizeHref('#/college')).toBe('#/college');
    expect(normalizeHref('example.com/guide')).toBe('https://example.com/guide');
    expect(normalizeHref('javascript:alert(1)')).toBeNull();
    expect(normalizeHref('data:text/html,x')).toBeNull();
    expect(normalizeHref('not a link')).toBeNull();
  });
});
