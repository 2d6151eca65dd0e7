import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page (a translation key), in the user's language. */
export function usePageTitle(titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('app.name')}`;
  }, [titleKey, t]);
}
