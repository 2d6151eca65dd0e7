import { extensionOf, FILE_KINDS } from '@stringer/shared/files';
import { useFileInfo } from '../../lib/uploads';
import { VideoRetry } from '../video-player/video-retry';

/** A file of the list that is a video (a clue's media may be a photo): only a video is processed. */
export const isVideoName = (name: string) =>
  (FILE_KINDS.video.extensions as readonly string[]).includes(extensionOf(name));

/**
 * A video of a form's list, uploaded and accepted: its processing goes on after the upload, so the
 * list follows it (fetched again when the socket says it moved) and offers to run it again where
 * it took too long every time, as the work's page does.
 */
export function UploadedVideoRetry({ fileId }: { fileId: string }) {
  const info = useFileInfo(fileId);
  return info.data ? <VideoRetry file={info.data} /> : null;
}
