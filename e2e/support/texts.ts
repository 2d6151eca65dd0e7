import sharedEn from '@stringer/shared/i18n/en.json';
import sharedZh from '@stringer/shared/i18n/zh.json';
import consoleEn from '../../apps/web/src/locales/console/en.json';
import consoleZh from '../../apps/web/src/locales/console/zh.json';
import webEn from '../../apps/web/src/locales/en.json';
import signedInEn from '../../apps/web/src/locales/signed-in/en.json';
import signedInZh from '../../apps/web/src/locales/signed-in/zh.json';
import webZh from '../../apps/web/src/locales/zh.json';

type Texts = Record<string, unknown>;
const TEXTS: Record<'en' | 'zh', Texts> = {
  en: { ...sharedEn, ...webEn, ...signedInEn, ...consoleEn },
  zh: { ...sharedZh, ...webZh, ...signedInZh, ...consoleZh },
};

/** The text a key shows in a language, as the app renders it: journeys read the screens in both. */
export function textsOf(language: 'en' | 'zh') {
  return (key: string, params: Record<string, string | number> = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], TEXTS[language]);
    if (typeof value !== 'string') throw new Error(`no text for ${key}`);
    return value.replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));
  };
}

/** A button's name: antd spaces out a two-character Chinese label ("编 辑"). */
export const buttonName = (text: string) =>
  new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);
