import { SCREEN_LOAD_TIMEOUT_MS } from '@stringer/shared/constants';
import { type ComponentType, lazy } from 'react';

/** A screen's code, loaded on demand; one that has not arrived in 120 s counts as failed (spec 8). */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs = SCREEN_LOAD_TIMEOUT_MS) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('screen load timed out')), timeoutMs)),
    ]),
  );
}
