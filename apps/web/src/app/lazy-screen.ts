import { SCREEN_LOAD_TIMEOUT_MS } from '@stringer/shared/constants';
import { type ComponentType, createElement, lazy } from 'react';
import { usePreferences } from '../lib/preferences';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

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

/**
 * A screen drawn with antd, inside antd's providers: antd arrives with the first such screen, in
 * parallel with the screen's own code, so that pages without it (sign-in) load without it.
 */
export function withAntd(load: ScreenLoader): ScreenLoader {
  return async () => {
    const antd = import('./antd-providers').then(async (m) => {
      await m.loadAntdLocale(usePreferences.getState().language);
      return m;
    });
    const [{ AntdProviders }, { default: Screen }] = await Promise.all([antd, load()]);
    return { default: () => createElement(AntdProviders, null, createElement(Screen)) };
  };
}
