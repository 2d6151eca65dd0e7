import { http } from '../../../lib/http';

/** Told the work whose keyframes were just saved: its custody log has a new line (decision 0082). */
const saved = new EventTarget();

/**
 * A work's video's distinct keyframes as a zip of JPEGs, for a reverse image search elsewhere. The
 * server logs the download in the work's chain of custody, so the desk's answer is asked again
 * (`useVerificationDesk` listens) once the zip is saved.
 */
export const downloadKeyframes = async (worksId: number, fileId: string) => {
  await http.download(`/manager/works/${worksId}/files/${encodeURIComponent(fileId)}/keyframes.zip`);
  saved.dispatchEvent(new CustomEvent('saved', { detail: worksId }));
};

/** Calls `then` each time a work's keyframes are saved; answers the unsubscribe. */
export function onKeyframesSaved(worksId: number, then: () => void) {
  const listener = (e: Event) => {
    if ((e as CustomEvent<number>).detail === worksId) then();
  };
  saved.addEventListener('saved', listener);
  return () => saved.removeEventListener('saved', listener);
}
