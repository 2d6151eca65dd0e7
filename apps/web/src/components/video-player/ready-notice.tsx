import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clock } from './time';

/** Long enough to read a sentence; the next seek past the edge shows it again. */
const SHOWN_MS = 5000;

/** Whether the "only this much is ready" words show, and what shows them (a seek past what exists). */
export function useBeyondNotice() {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  const show = useCallback(() => setShownAt(Date.now()), []);
  return { shown: shownAt !== null, show };
}

/** "1:20 of 10:00 is ready so far; the rest is on its way": said where a seek asked for more. */
export function ReadyNotice({ readyS, durationS }: { readyS: number; durationS: number }) {
  const { t } = useTranslation();
  return (
    <div className="video-player-overlay video-player-ready-notice" role="status">
      <span>{t('player.readySoFar', { ready: clock(readyS), total: clock(durationS) })}</span>
    </div>
  );
}
