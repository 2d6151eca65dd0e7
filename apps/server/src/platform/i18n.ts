import en from '@stringer/shared/i18n/en.json' with { type: 'json' };
import factorsEn from '@stringer/shared/i18n/factors-en.json' with { type: 'json' };
import factorsZh from '@stringer/shared/i18n/factors-zh.json' with { type: 'json' };
import notifyEn from '@stringer/shared/i18n/notify-en.json' with { type: 'json' };
import notifyZh from '@stringer/shared/i18n/notify-zh.json' with { type: 'json' };
import zh from '@stringer/shared/i18n/zh.json' with { type: 'json' };

export type Language = 'en' | 'zh';

// Notifications' texts are a file of their own: the web loads them with its signed-in pages only.
const texts: Record<Language, Record<string, unknown>> = {
  en: { ...en, notify: notifyEn, factors: factorsEn },
  zh: { ...zh, notify: notifyZh, factors: factorsZh },
};

type Params = Record<string, string | number | undefined>;

/** A shared text (`group.name`) in a language, its `{{name}}` slots filled; undefined if there is none. */
export function textOf(language: Language, key: string, params: Params = {}): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[language]);
  if (typeof found !== 'string') return undefined;
  return found.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => String(params[slot] ?? ''));
}

/** A shared text in a language, its `{{name}}` slots filled; the key itself if missing. */
export function translate(language: Language, key: string, params: Params = {}) {
  return textOf(language, key, params) ?? key;
}
