import { type ComponentType, createElement } from 'react';
import { usePreferences } from '../lib/preferences';

export type Loader<P extends object = object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component drawn with antd, inside antd's providers (theme, locale, toasts): antd arrives with
 * the first such component, in parallel with its own code, so that what is drawn without it (the
 * sign-in page, the console's frame and first rows: decisions 0026, 0077) does not wait for it.
 */
export function withAntd<P extends object>(load: Loader<P>): Loader<NoInfer<P>> {
  return async () => {
    const antd = import('./antd-providers').then(async (m) => {
      await m.loadAntdLocale(usePreferences.getState().language);
      return m;
    });
    const [{ AntdProviders }, { default: Inner }] = await Promise.all([antd, load()]);
    return { default: (props: P) => createElement(AntdProviders, null, createElement(Inner, props)) };
  };
}
