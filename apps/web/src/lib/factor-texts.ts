import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from './preferences';

type Texts = Record<string, unknown>;

// The server's messages of the second factors (shared) and the screens' own texts: one chunk per
// language, brought by the screens that use them (and the console), never by /login's first load.
const bundles: Record<Language, () => Promise<[{ default: Texts }, { default: Texts }]>> = {
  en: () => Promise.all([import('@stringer/shared/i18n/factors-en.json'), import('../locales/factors/en.json')]),
  zh: () => Promise.all([import('@stringer/shared/i18n/factors-zh.json'), import('../locales/factors/zh.json')]),
};

const loaded = new Set<Language>();

/** Adds the factors' texts in a language, once. */
export async function loadFactorTexts(language: Language) {
  if (loaded.has(language)) return;
  const [shared, own] = await bundles[language]();
  i18n.addResourceBundle(language, 'translation', { factors: { ...shared.default, ...own.default } }, true, false);
  loaded.add(language);
}

/** Adds the factors' texts in the reader's language (again after a switch); whether they are there. */
export function useFactorTexts() {
  const { i18n: current } = useTranslation();
  const language: Language = current.language === 'zh' ? 'zh' : 'en';
  const [, setArrived] = useState(0);
  useEffect(() => {
    let live = true;
    if (!loaded.has(language)) void loadFactorTexts(language).then(() => live && setArrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language]);
  return loaded.has(language);
}
