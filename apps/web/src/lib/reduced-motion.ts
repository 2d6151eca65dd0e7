import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// A browser without matchMedia (an old WebView) animates as before.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(changed: () => void) {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/**
 * Whether the reader asked their system for less motion (WCAG 2.3.3): antd's zooms, slides and
 * fades are then left out. Follows the setting while the app is open.
 */
export function useReducedMotion() {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
