import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { rovingIndex } from '../../../lib/roving-keys';

export interface Tool {
  key: string;
  /** Said by screen readers and shown on hover. */
  label: string;
  icon?: ReactNode;
  /** Shown instead of an icon (H2, H3). */
  text?: string;
  /** A toggle's state: announced as pressed. */
  active?: boolean;
  disabled?: boolean;
  onPress(): void;
}

/**
 * A toolbar as WAI-ARIA describes one: a single Tab stop, arrow keys (and Home, End) move between
 * the buttons, Enter or Space presses one. Disabled buttons stay focusable so the keys never skip.
 */
export function Toolbar({ label, tools }: { label: string; tools: Tool[] }) {
  const [at, setAt] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = rovingIndex(e.key, at, tools.length, 'horizontal');
    if (next === undefined) return;
    e.preventDefault();
    setAt(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={label} onKeyDown={onKeyDown}>
      {tools.map((tool, i) => (
        <button
          key={tool.key}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className="rte-tool"
          tabIndex={i === at ? 0 : -1}
          // A name holds what the button shows (WCAG 2.5.3): "H2 Heading", for those who speak commands.
          aria-label={tool.text ? `${tool.text} ${tool.label}` : tool.label}
          title={tool.label}
          aria-pressed={tool.active === undefined ? undefined : tool.active}
          aria-disabled={tool.disabled || undefined}
          onFocus={() => setAt(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => !tool.disabled && tool.onPress()}
        >
          {tool.icon ?? <span aria-hidden="true">{tool.text}</span>}
        </button>
      ))}
    </div>
  );
}
