import { useEffect, useState } from 'react';
import { type Language, usePreferences } from './preferences';

/**
 * Whether texts kept off the first load (the signed-in pages', the console's) have arrived, for the
 * layouts and public pages that show them. Only the first load waits: after a language switch, the
 * switch itself brings them before the texts change, so the page (and a half-filled form) stays.
 */
export function useTexts(load: (language: Language) => Promise<unknown>) {
  const language = usePreferences((s) => s.language);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void load(language).then(() => setReady(true));
  }, [load, language]);
  return ready;
}
