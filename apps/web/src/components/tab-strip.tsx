import type { KeyboardEvent, ReactNode } from 'react';
import { rovingIndex } from '../lib/roving-keys';

interface Props {
  'aria-label': string;
  activeKey: string;
  onChange(key: string): void;
  items: { key: string; label: ReactNode }[];
}

/**
 * Tabs over a list, as antd's draw them (a line under the chosen one), without antd (decision
 * 0077): a tablist with one Tab stop, the chosen tab; arrows, Home and End choose another, as
 * WAI-ARIA's tabs with automatic activation. The list under it is their one panel.
 */
export function TabStrip({ 'aria-label': label, activeKey, onChange, items }: Props) {
  const keys = items.map((item) => item.key);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = rovingIndex(event.key, keys.indexOf(activeKey), keys.length, 'horizontal');
    const next = at === undefined ? undefined : keys[at];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-key="${next}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tab-strip" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          data-key={item.key}
          aria-selected={item.key === activeKey}
          tabIndex={item.key === activeKey ? 0 : -1}
          className="tab-strip-tab"
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
