export { FileVideo } from './file-video';
export type { PlayerBox } from './frame-box';
export type { PlayerMarker } from './markers';
export { type SyncGroup, useSyncGroup } from './sync';
export type { PlayerHandle, PlayerMedia } from './types';
export { VideoPlayer, type VideoPlayerProps } from './video-player';
