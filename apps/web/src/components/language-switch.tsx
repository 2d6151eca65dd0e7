import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, usePreferences } from '../lib/preferences';

/** A native select: on every page's first download, so drawn without antd (and easy on phones). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  return (
    <label className="language-switch">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <select
        aria-label={t('app.language')}
        data-testid="language-switch"
        value={language}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => setLanguage(e.target.value as Language)}
      >
        <option value="en">English</option>
        <option value="zh">中文</option>
      </select>
    </label>
  );
}
