import type { FileInfo } from '@stringer/shared/schemas/files';
import { useLiveMedia } from '../../lib/live-media';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

type Props = Omit<VideoPlayerProps, 'media'> & { file: FileInfo };

/**
 * A stored video in the one player, kept live by the socket: each of its words carries the video's
 * media whole, made by the server as the fetched details are, so the newer one replaces the other.
 */
export function FileVideo({ file, ...player }: Props) {
  const pushed = useLiveMedia((s) => s.byFile[file.fileId]?.media);
  const media = pushed ?? file.media;
  return media ? <VideoPlayer media={media} {...player} /> : null;
}
