import { useEffect, useRef, useState } from 'react';
import { urlIdentity } from './signed-url';
import { parseStoryboard, type StoryboardCue } from './storyboard';

/**
 * The storyboard's cues, fetched once `wanted` (the first hover or focus on the seek bar): most
 * viewers never scrub, and the track of an hour-long video is thousands of lines.
 */
export function useStoryboard(url: string | null, wanted: boolean): StoryboardCue[] {
  const [loaded, setLoaded] = useState<{ key: string; cues: StoryboardCue[] } | null>(null);
  const latest = useRef(url);
  latest.current = url;
  const key = urlIdentity(url);
  const have = loaded?.key === key;

  useEffect(() => {
    const address = latest.current;
    if (!wanted || !key || have || !address) return;
    const controller = new AbortController();
    fetch(address, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      // The server hands out addresses relative to the page: sprites resolve against the full one.
      .then((text) => setLoaded({ key, cues: parseStoryboard(text, new URL(address, window.location.href).href) }))
      // No thumbnails is a lesser player, not a broken one: the time still shows.
      .catch(() => {});
    return () => controller.abort();
  }, [wanted, key, have]);

  return have && loaded ? loaded.cues : [];
}
