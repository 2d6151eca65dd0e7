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

// The signed-in pages' texts (works, tasks, clues, messages, settings, the notifications' …) come
// with the signed-in layouts, not with /login.
const signedInBundles: Record<Language, () => Promise<[{ default: Texts }, { default: Texts }]>> = {
  en: () => Promise.all([import('@stringer/shared/i18n/notify-en.json'), import('../locales/signed-in/en.json')]),
  zh: () => Promise.all([import('@stringer/shared/i18n/notify-zh.json'), import('../locales/signed-in/zh.json')]),
};
const loadSignedInTranslations = async (language: Language) => {
  const [notify, own] = await signedInBundles[language]();
  return { notify: notify.default, ...own.default };
};

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

/** The bundles in use, by name; a language switch brings each of them before the texts change. */
const inUse = new Map<string, (language: Language) => Promise<Texts>>();
const loaded = new Set<string>();

async function addOnce(name: string, texts: (language: Language) => Promise<Texts>, language: Language) {
  inUse.set(name, texts);
  if (loaded.has(`${name}:${language}`)) return;
  i18n.addResourceBundle(language, 'translation', await texts(language), true, false);
  loaded.add(`${name}:${language}`);
}

/** The console's own texts (staff screens), a chunk of their own. */
const loadConsoleTranslations = async (language: Language) => (await consoleBundles[language]()).default;

/** Adds the console's texts in a language (the console's layout waits for them). */
export const loadConsoleTexts = (language: Language) => addOnce('console', loadConsoleTranslations, language);

/** Adds the signed-in pages' texts in a language (both signed-in layouts wait for them). */
export const loadSignedInTexts = (language: Language) => addOnce('signed-in', loadSignedInTranslations, language);

/** Every text of a language, the console's and the signed-in pages' included (component tests). */
export const loadAllTranslations = async (language: Language) => {
  const [app, staff, signedIn] = await Promise.all([
    loadTranslations(language),
    loadConsoleTranslations(language),
    loadSignedInTranslations(language),
  ]);
  return { ...app, ...staff, ...signedIn };
};

// Every bundle in use arrives before the switch, so no screen shows a key in between.
async function switchTo(language: Language) {
  inUse.set('app', loadTranslations);
  await Promise.all([...inUse].map(([name, texts]) => addOnce(name, texts, language)));
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
    // A key with no text is a bug (a bundle the page did not load, a key nobody wrote): said as a
    // console error, which fails the end-to-end test that saw it. A default given on purpose is not.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key, _fallback, _update, options) => {
      if (options?.defaultValue === undefined) console.error(`i18n: no text for "${key}" (${languages.join(', ')})`);
    },
    // Texts added after a screen rendered render it again.
    react: { bindI18nStore: 'added' },
  });
  usePreferences.subscribe((state, previous) => {
    if (state.language !== previous.language) void switchTo(state.language);
  });
  await switchTo(language);
  return i18n;
}
