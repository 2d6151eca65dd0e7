import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';

/** Names the browser tab after the page (a translation key), in the user's language. */
export function usePageTitle(titleKey: string) {
  const { t } = useTranslation();
  const unread = useSession((s) => s.unread.total);
  useEffect(() => {
    // "(N) " while messages wait, so a background tab shows them.
    document.title = `${unread > 0 ? `(${unread}) ` : ''}${t(titleKey)} · ${t('app.name')}`;
  }, [titleKey, t, unread]);
}
