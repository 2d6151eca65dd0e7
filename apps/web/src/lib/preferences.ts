import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Language = 'en' | 'zh';

/** How review notes show their time: SMPTE `00:00:42:07` or a clock's `0:42` (the reader's choice). */
export type NoteTimeStyle = 'timecode' | 'clock';

export type GuideName = 'login' | 'taskdetail' | 'publishwork' | 'mytask';

/** English unless the browser's language is Chinese (spec section 1). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  return languages[0]?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

interface PreferencesState {
  language: Language;
  sidebarCollapsed: boolean;
  /** First-time guides still to show: all true until each has been seen once. */
  guides: Record<GuideName, boolean>;
  noteTimes: NoteTimeStyle;
  setNoteTimes(style: NoteTimeStyle): void;
  setLanguage(language: Language): void;
  setSidebarCollapsed(collapsed: boolean): void;
  guideSeen(name: GuideName): void;
}

/** What this browser keeps across tabs and restarts: localStorage. */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      language: browserLanguage(),
      sidebarCollapsed: false,
      guides: { login: true, taskdetail: true, publishwork: true, mytask: true },
      noteTimes: 'timecode',
      setNoteTimes: (noteTimes) => set({ noteTimes }),
      setLanguage: (language) => set({ language }),
      setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
      guideSeen: (name) => set(({ guides }) => ({ guides: { ...guides, [name]: false } })),
    }),
    { name: 'stringer.preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
