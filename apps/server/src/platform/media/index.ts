/**
 * The ffmpeg layer: hardened runs over an upload (forced demuxer, file-only protocols, no
 * external references, low priority, time limits) that probe it and make its renditions.
 * Local paths in, files out; jobs and storage are the callers' business.
 */
export { audioPeaks, loudness } from './audio';
export {
  type Binaries,
  type BinarySource,
  ffmpegPath,
  ffprobePath,
  locate,
  resolveBinaries,
} from './binaries';
export { logBinaries } from './binaries-log';
export { type Container, demuxerFor, MediaError, MediaTimeout } from './hardening';
export { type HlsVariant, ladder, makeHls } from './hls';
export type { JobOptions } from './job';
export { killOrphans, tiedTo } from './leash';
export type { Preset, Size } from './picture';
export { frame, makePoster } from './poster';
export { makePreview, PREVIEW_SHORT_SIDE } from './preview';
export {
  type AudioInfo,
  cutShortAt,
  type MediaInfo,
  type Probe,
  probe,
  probeDetailed,
  type VideoInfo,
} from './probe';
export { DEFAULT_RANGES, encodeRange, joinRanges, planRanges, type Range, type RangePlan, rangePrefix } from './ranges';
export { countedRate } from './rates';
export { inBackground, type Limits, QUICK_LIMITS, TRANSCODE_LIMITS } from './run';
export { MAX_SIGNATURE_FRAMES, SIGNATURE_SIDE, signatureEvery, signatureFrames } from './signature';
export { makeStoryboard, type StoryboardPlan } from './storyboard';
export {
  carryRotation,
  copyStream,
  MAX_COPIED_SEGMENT_S,
  type NotCopied,
  notCopiedBecause,
} from './stream';
