import type { FileInfo, PlayerMedia } from '@stringer/shared/schemas/files';
import { useLiveMedia, withLiveProgress } from '../../lib/live-media';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

/** A video not yet probed has no media: it is on its way, like one waiting to be processed. */
const waiting = (file: FileInfo): PlayerMedia => ({
  state: 'pending',
  progress: null,
  errorKey: null,
  errorAtS: null,
  hlsUrl: null,
  previewUrl: null,
  posterUrl: null,
  storyboardUrl: null,
  frameRate: null,
  durationS: file.durationS,
});

type Props = Omit<VideoPlayerProps, 'media'> & { file: FileInfo };

/** A stored video in the one player, its processing progress kept live by the socket. */
export function FileVideo({ file, ...player }: Props) {
  const live = useLiveMedia((s) => s.byFile);
  const media = withLiveProgress(file.fileId, file.media ?? waiting(file), live);
  return <VideoPlayer media={media} {...player} />;
}
