export { FileVideo } from './file-video';
export type { PlayerHandle, PlayerMedia } from './types';
export { VideoPlayer, type VideoPlayerProps } from './video-player';
