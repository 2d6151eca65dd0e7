import sharedEn from '@stringer/shared/i18n/en.json';
import sharedZh from '@stringer/shared/i18n/zh.json';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { type Language, usePreferences } from './preferences';

/** The shared texts (errors, statuses) and the web app's own, as one namespace of dotted keys. */
export const resources = {
  en: { translation: { ...sharedEn, ...en } },
  zh: { translation: { ...sharedZh, ...zh } },
};

function follow(language: Language) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
}

export function initI18n() {
  const { language } = usePreferences.getState();
  follow(language);
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  usePreferences.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    follow(state.language);
    void i18n.changeLanguage(state.language);
  });
  return i18n;
}
