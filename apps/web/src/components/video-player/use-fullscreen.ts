import { type RefObject, useEffect, useState } from 'react';

/** iPhones' Safari has no element full screen, only the video's own. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Full screen on the player's container, so that our controls stay on screen with the picture. */
export function useFullscreen(container: RefObject<HTMLElement | null>, video: HTMLVideoElement | null) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const follow = () =>
      setActive(document.fullscreenElement != null && document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [container]);

  // False inside a frame without allowfullscreen, where the button would do nothing.
  const supported =
    document.fullscreenEnabled === true || typeof (video as IosVideo | null)?.webkitEnterFullscreen === 'function';

  const toggle = () => {
    const target = container.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
    } else if (target && document.fullscreenEnabled) {
      // Refused when not started by a gesture or inside a frame without allowfullscreen: nothing to do.
      void target.requestFullscreen().catch(() => {});
    } else {
      (video as IosVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  return { active, supported, toggle };
}
