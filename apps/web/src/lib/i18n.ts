import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, usePreferences } from './preferences';

type Texts = Record<string, unknown>;

// One chunk per language: a visitor downloads only the texts of the language they read.
const bundles: Record<Language, () => Promise<[{ default: Texts }, { default: Texts }]>> = {
  en: () => Promise.all([import('@stringer/shared/i18n/en.json'), import('../locales/en.json')]),
  zh: () => Promise.all([import('@stringer/shared/i18n/zh.json'), import('../locales/zh.json')]),
};

/** The shared texts (errors, statuses) and the web app's own, as one namespace of dotted keys. */
export async function loadTranslations(language: Language): Promise<Texts> {
  const [shared, web] = await bundles[language]();
  return { ...shared.default, ...web.default };
}

async function switchTo(language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadTranslations(language));
  }
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(language);
}

/** Resolves once the reader's language has arrived; follows the preference after that. */
export async function initI18n() {
  const { language } = usePreferences.getState();
  await i18n.use(initReactI18next).init({ resources: {}, lng: language, interpolation: { escapeValue: false } });
  usePreferences.subscribe((state, previous) => {
    if (state.language !== previous.language) void switchTo(state.language);
  });
  await switchTo(language);
  return i18n;
}
