import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Language, usePreferences } from '../lib/preferences';
import { useReducedMotion } from '../lib/reduced-motion';
import { bindToasts } from '../lib/toast';
import { watchAntdLabels } from './antd-labels';

// antd's and dayjs's texts of one language at a time, loaded when the language is chosen.
const loaders: Record<Language, () => Promise<Locale>> = {
  en: async () => {
    dayjs.locale('en');
    return (await import('antd/locale/en_US')).default;
  },
  zh: async () => {
    await import('dayjs/locale/zh-cn');
    dayjs.locale('zh-cn');
    return (await import('antd/locale/zh_CN')).default;
  },
};
const loaded: Partial<Record<Language, Locale>> = {};

export async function loadAntdLocale(language: Language) {
  loaded[language] ??= await loaders[language]();
  return loaded[language];
}

/** antd keeps each palette shade under two names (`green7`, `green-7`): both must change. */
const shade7 = (colors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, value]) => [
      [`${name}7`, value],
      [`${name}-7`, value],
    ]),
  );

/**
 * The brand colour, and text colours dark enough to read (WCAG AA, 4.5:1 on white and on the
 * light greys behind cards and tables): antd's defaults leave helper text, placeholders, counters
 * and links below it.
 */
const theme = {
  token: {
    colorPrimary: '#d4380d',
    colorLink: '#0958d9',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    // Tags print their colour's 7th shade on its 1st: these are too light to read there.
    ...shade7({ green: '#237804', gold: '#874d00', orange: '#ad4e00' }),
  },
};

function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => bindToasts(message), [message]);
  return null;
}

/** antd's theme, locale and message API, around the screens (and the shell) drawn with antd. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = usePreferences((s) => s.language);
  const [locale, setLocale] = useState(loaded[language]);
  useEffect(() => {
    void loadAntdLocale(language).then(setLocale);
  }, [language]);
  useEffect(watchAntdLabels, []);
  const reducedMotion = useReducedMotion();
  const themed = useMemo(() => ({ token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={themed}>
      <AntApp>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
