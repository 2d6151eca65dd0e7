import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { type Language, usePreferences } from '../lib/preferences';
import { bindToasts } from '../lib/toast';

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
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#d4380d' } }}>
      <AntApp>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
