import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../lib/preferences';
import { renderInApp } from '../../../test/render';
import { Composer } from './composer';

/** A device whose pointer is a finger (a phone) or a mouse: what `(pointer: coarse)` answers. */
function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' && coarse,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function write(language: Language, staff: boolean) {
  const onSend = vi.fn();
  const staffTools = staff ? { replies: [], language: 'en' as const } : undefined;
  await renderInApp(<Composer onSend={onSend} staffTools={staffTools} />, { language });
  const box = screen.getByTestId('composer') as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: 'Hello' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  const hint = document.querySelector('.composer-actions')?.textContent ?? '';
  return { onSend, hint };
}

describe.each([
  ['en', false],
  ['zh', false],
  ['en', true],
  ['zh', true],
] as const)('the composer in %s (staff: %s)', (language, staff) => {
  it('sends on Enter at a keyboard, and says so', async () => {
    pointer(false);
    const { onSend, hint } = await write(language, staff);
    expect(onSend).toHaveBeenCalledWith({ kind: 'text', text: 'Hello', private: false });
    expect(hint).toContain('Ctrl+Enter');
  });

  // A phone's keyboard has a return key and no Ctrl: return makes a new line, the button sends.
  it('on a phone, speaks of no keys it lacks, leaves return to new lines and sends by the button', async () => {
    pointer(true);
    const { onSend, hint } = await write(language, staff);
    expect(hint).not.toMatch(/Enter|Ctrl/);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^(Send|发\s?送)$/ }));
    expect(onSend).toHaveBeenCalledWith({ kind: 'text', text: 'Hello', private: false });
  });
});
