import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Texts = Record<string, unknown>;

// The server's messages of the second factors (shared) and the screens' own texts: one chunk per
// language, brought by the screens that use them, never by the sign-in page's first load.
const bundles: Record<'en' | 'zh', () => Promise<[{ default: Texts }, { default: Texts }]>> = {
  en: () => Promise.all([import('@stringer/shared/i18n/factors-en.json'), import('../locales/factors/en.json')]),
  zh: () => Promise.all([import('@stringer/shared/i18n/factors-zh.json'), import('../locales/factors/zh.json')]),
};

const loaded = new Set<string>();

/** Adds the factors' texts in the reader's language (again after a switch); whether they are there. */
export function useFactorTexts() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    bundles[language]().then(([shared, own]) => {
      i18n.addResourceBundle(language, 'translation', { factors: { ...shared.default, ...own.default } }, true, false);
      loaded.add(language);
      if (live) setArrived((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return loaded.has(language);
}
