import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, usePreferences } from './preferences';

type Texts = Record<string, unknown>;

// One chunk per language: a visitor downloads only the texts of the language they read. Of the
// shared texts, only the sections the web shows (named imports: Vite leaves the mails' and the
// CSV's texts, the server's alone, out of the chunk).
const bundles: Record<Language, () => Promise<[Texts, { default: Texts }]>> = {
  en: () =>
    Promise.all([
      import('@stringer/shared/i18n/en.json').then(({ errors, status }) => ({ errors, status })),
      import('../locales/en.json'),
    ]),
  zh: () =>
    Promise.all([
      import('@stringer/shared/i18n/zh.json').then(({ errors, status }) => ({ errors, status })),
      import('../locales/zh.json'),
    ]),
};

// Notifications' texts, for signed-in pages only (the message centre, settings): not on /login.
const notifyBundles: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('@stringer/shared/i18n/notify-en.json'),
  zh: () => import('@stringer/shared/i18n/notify-zh.json'),
};
const loadNotifyTranslations = async (language: Language) => ({ notify: (await notifyBundles[language]()).default });

/** The shared texts (errors, statuses) and the web app's own, as one namespace of dotted keys. */
export async function loadTranslations(language: Language): Promise<Texts> {
  const [shared, web] = await bundles[language]();
  return { ...shared, ...web.default };
}

// The console's texts come apart from the rest, so a creator's first load carries none of them.
const consoleBundles: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('../locales/console/en.json'),
  zh: () => import('../locales/console/zh.json'),
};

/** Which bundles each language has; the console's may arrive before the rest after a switch. */
const loaded = new Set<string>();

async function addOnce(name: string, texts: () => Promise<Texts>, language: Language) {
  if (loaded.has(`${name}:${language}`)) return;
  i18n.addResourceBundle(language, 'translation', await texts(), true, false);
  loaded.add(`${name}:${language}`);
}

/** The console's own texts (staff screens), a chunk of their own. */
export const loadConsoleTranslations = async (language: Language) => (await consoleBundles[language]()).default;

/** Adds the console's texts in a language; the console's layout waits for it. */
export const loadConsoleTexts = (language: Language) =>
  addOnce('console', () => loadConsoleTranslations(language), language);

/** Adds the notifications' texts in a language; the signed-in layouts ask for them (screens re-render when they arrive). */
export const loadNotifyTexts = (language: Language) =>
  addOnce('notify', () => loadNotifyTranslations(language), language);

/** Every text of a language, the console's and the notifications' included (component tests). */
export const loadAllTranslations = async (language: Language) => {
  const [app, staff, notify] = await Promise.all([
    loadTranslations(language),
    loadConsoleTranslations(language),
    loadNotifyTranslations(language),
  ]);
  return { ...app, ...staff, ...notify };
};

async function switchTo(language: Language) {
  await addOnce('app', () => loadTranslations(language), language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(language);
}

/** Resolves once the reader's language has arrived; follows the preference after that. */
export async function initI18n() {
  const { language } = usePreferences.getState();
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    interpolation: { escapeValue: false },
    // Texts added after a screen rendered (the notifications') render it again.
    react: { bindI18nStore: 'added' },
  });
  usePreferences.subscribe((state, previous) => {
    if (state.language !== previous.language) void switchTo(state.language);
  });
  await switchTo(language);
  return i18n;
}
