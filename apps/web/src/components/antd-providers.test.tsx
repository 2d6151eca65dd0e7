import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdProviders } from './antd-providers';

/** A system setting the test can change while the app is open, as the reader can. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return (next: boolean) => {
    reduce = next;
    for (const l of listeners) l();
  };
}

function Motion() {
  return <output>{String(theme.useToken().token.motion)}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe("antd's motion", () => {
  it('is left out when the reader asks their system for less motion, and follows a change of the setting', () => {
    const change = systemMotion(true);
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('false');
    act(() => change(false));
    expect(screen.getByRole('status').textContent).toBe('true');
  });
});
