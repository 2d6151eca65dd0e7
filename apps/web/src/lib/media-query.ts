import { useCallback, useSyncExternalStore } from 'react';

// A browser without matchMedia (an old WebView) matches nothing.
const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether a CSS media query matches; follows a change (a setting, a mouse plugged in) while the app is open. */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = media(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false);
}
