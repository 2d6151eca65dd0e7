import { SCREEN_LOAD_TIMEOUT_MS } from '@stringer/shared/constants';
import { lazy } from 'react';
import type { Loader } from '../components/with-antd';

export type ScreenLoader = Loader;

/**
 * A screen's code, loaded on demand or ahead (`preload`: the same download, e.g. before the first
 * render); one that has not arrived in 120 s counts as failed (spec 8).
 */
export function lazyScreen(load: ScreenLoader, timeoutMs = SCREEN_LOAD_TIMEOUT_MS) {
  let loading: ReturnType<ScreenLoader> | undefined;
  const preload = () => {
    loading ??= Promise.race([
      load(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('screen load timed out')), timeoutMs)),
    ]);
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
