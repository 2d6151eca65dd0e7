import { useEffect, useState } from 'react';
import { type Language, usePreferences } from '../../lib/preferences';

/**
 * Whether a layout's own texts have arrived. Only the first load waits: after a language switch,
 * the switch itself brings them before the texts change, so the page (and a half-filled form) stays.
 */
export function useLayoutTexts(load: (language: Language) => Promise<unknown>) {
  const language = usePreferences((s) => s.language);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void load(language).then(() => setReady(true));
  }, [load, language]);
  return ready;
}
