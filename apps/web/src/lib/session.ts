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
  signIn(result: LoginResult): void;
  setUser(user: CustomInfo): void;
  setUnread(unread: UnreadCounts): void;
  openTab(path: string): void;
  closeTab(path: string): string | null;
  clear(): void;
}

/** Tabs kept open: opening one more closes the oldest (the one being opened is the newest). */
export const MAX_TABS = 8;

/** The open tabs after `path` is opened. */
export const withTab = (tabs: string[], path: string) =>
  tabs.includes(path) ? tabs : [...tabs, path].slice(-MAX_TABS);

const empty = {
  tokenName: null,
  token: null,
  user: null,
  userId: null,
  userTags: [],
  unread: { total: 0, system: 0, customerService: 0, groupsTotal: 0 },
  tabs: [],
  activeTab: null,
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
      openTab: (path) => set(({ tabs }) => ({ tabs: withTab(tabs, path), activeTab: path })),
      closeTab: (path) => {
        const { tabs, activeTab } = get();
        const index = tabs.indexOf(path);
        const rest = tabs.filter((p) => p !== path);
        const next = activeTab === path ? (rest[index] ?? rest[index - 1] ?? null) : activeTab;
        set({ tabs: rest, activeTab: next });
        return next;
      },
      clear: () => set(empty),
    }),
    {
      name: 'stringer.session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tokenName, token, user, userId, userTags, unread, tabs, activeTab }) => ({
        tokenName,
        token,
        user,
        userId,
        userTags,
        unread,
        tabs,
        activeTab,
      }),
    },
  ),
);

export const isSignedIn = () => Boolean(useSession.getState().token);
