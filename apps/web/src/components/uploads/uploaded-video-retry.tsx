import { extensionOf, FILE_KINDS } from '@stringer/shared/files';
import { useLiveMedia } from '../../lib/live-media';
import { useFileInfo } from '../../lib/uploads';
import { VideoRetry } from '../video-player/video-retry';

/** A file of the list that is a video (a clue's media may be a photo): only a video is processed. */
export const isVideoName = (name: string) =>
  (FILE_KINDS.video.extensions as readonly string[]).includes(extensionOf(name));

/**
 * A video of a form's list, uploaded and accepted: its processing goes on after the upload, so the
 * list follows it (as the socket tells it, else as fetched) and offers to run it again where it
 * took too long every time, as the work's page does.
 */
export function UploadedVideoRetry({ fileId }: { fileId: string }) {
  const pushed = useLiveMedia((s) => s.byFile[fileId]?.media);
  // Asked only without a word from the socket (a list restored from a draft, a reconnection).
  const info = useFileInfo(fileId, !pushed);
  const media = pushed ?? info.data?.media;
  return media ? <VideoRetry file={{ fileId, media }} /> : null;
}
