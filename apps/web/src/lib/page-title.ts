import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { tabKey, useSession } from './session';

/** What a page is called: its own title, or, on a page about one item, the one naming that item. */
export interface PageTitles {
  titleKey: string;
  /** A text with `{{title}}` ("Edit: {{title}}"), used once the screen has named its item. */
  itemTitleKey?: string;
}

/** A page's name in the user's language (tab strip and browser tab alike). */
export const pageName = (page: PageTitles, itemTitle: string | undefined, t: TFunction) =>
  page.itemTitleKey && itemTitle ? t(page.itemTitleKey, { title: itemTitle }) : t(page.titleKey);

/** The item title the screen at `path` gave, if any. */
export const useItemTitleOf = (path: string) => useSession((s) => s.itemTitles[tabKey(path)]);

/** Names the browser tab after the page, in the user's language. */
export function usePageTitle(page: PageTitles) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const unread = useSession((s) => s.unread.total);
  const itemTitle = useItemTitleOf(pathname + search);
  const name = pageName(page, itemTitle, t);
  useEffect(() => {
    // "(N) " while messages wait, so a background tab shows them.
    document.title = `${unread > 0 ? `(${unread}) ` : ''}${name} · ${t('app.name')}`;
  }, [name, t, unread]);
}

/** A detail screen names the item it shows (a work's title), for its tab and the browser's. */
export function useItemTitle(title: string | undefined) {
  const { pathname, search } = useLocation();
  const setItemTitle = useSession((s) => s.setItemTitle);
  useEffect(() => {
    if (title) setItemTitle(pathname + search, title);
  }, [title, pathname, search, setItemTitle]);
}
