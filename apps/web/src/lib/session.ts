import type { CustomInfo, LoginResult } from '@stringer/shared/schemas/account';
import type { UnreadCounts } from '@stringer/shared/schemas/messages';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  tokenName: string | null;
  token: string | null;
  user: CustomInfo | null;
  userId: number | null;
  userTags: number[];
  unread: UnreadCounts;
  /** Shell tabs: the paths open, in order, and the active one. */
  tabs: string[];
  activeTab: string | null;
  /** The name of the item each open tab shows (a work's title), by `tabKey`. */
  itemTitles: Record<string, string>;
  signIn(result: LoginResult): void;
  setUser(user: CustomInfo): void;
  setUnread(unread: UnreadCounts): void;
  openTab(path: string): void;
  closeTab(path: string): string | null;
  setItemTitle(path: string, title: string): void;
  clear(): void;
}

/** Tabs kept open: opening one more closes the oldest (the one being opened is the newest). */
export const MAX_TABS = 8;

/**
 * What a tab stands for: a screen, or one item of a detail screen (its `id`). The rest of the query
 * (the message centre's sub-tab, a filter) is where that tab stands now, not another tab.
 */
export function tabKey(path: string) {
  const [pathname = path, query = ''] = path.split('?');
  const id = new URLSearchParams(query).get('id');
  return id === null ? pathname : `${pathname}?id=${id}`;
}

/** The open tabs after `path` is opened: a tab of the same screen or item moves to it, in its place. */
export function withTab(tabs: string[], path: string) {
  const at = tabs.findIndex((open) => tabKey(open) === tabKey(path));
  if (at < 0) return [...tabs, path].slice(-MAX_TABS);
  return tabs.map((open, i) => (i === at ? path : open));
}

/** The item titles still shown by one of `tabs`. */
const titlesOf = (tabs: string[], titles: Record<string, string>) =>
  Object.fromEntries(tabs.map(tabKey).flatMap((key) => (titles[key] ? [[key, titles[key]]] : [])));

const empty = {
  tokenName: null,
  token: null,
  user: null,
  userId: null,
  userTags: [],
  unread: { total: 0, system: 0, customerService: 0, groupsTotal: 0 },
  tabs: [],
  activeTab: null,
  itemTitles: {},
};

/**
 * The signed-in state of this browser tab. sessionStorage, as the spec says: each tab signs in
 * on its own, and closing it signs out.
 */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...empty,
      signIn: ({ tokenName, token, user }) => set({ ...empty, tokenName, token, user, userId: user.customId }),
      setUser: (user) => set({ user, userId: user.customId }),
      setUnread: (unread) => set({ unread }),
      openTab: (path) =>
        set(({ tabs, itemTitles }) => {
          const next = withTab(tabs, path);
          return { tabs: next, activeTab: path, itemTitles: titlesOf(next, itemTitles) };
        }),
      closeTab: (path) => {
        const { tabs, activeTab, itemTitles } = get();
        const index = tabs.indexOf(path);
        const rest = tabs.filter((p) => p !== path);
        const next = activeTab === path ? (rest[index] ?? rest[index - 1] ?? null) : activeTab;
        set({ tabs: rest, activeTab: next, itemTitles: titlesOf(rest, itemTitles) });
        return next;
      },
      setItemTitle: (path, title) =>
        set(({ itemTitles }) => ({ itemTitles: { ...itemTitles, [tabKey(path)]: title } })),
      clear: () => set(empty),
    }),
    {
      name: 'stringer.session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tokenName, token, user, userId, userTags, unread, tabs, activeTab, itemTitles }) => ({
        tokenName,
        token,
        user,
        userId,
        userTags,
        unread,
        tabs,
        activeTab,
        itemTitles,
      }),
    },
  ),
);

export const isSignedIn = () => Boolean(useSession.getState().token);
