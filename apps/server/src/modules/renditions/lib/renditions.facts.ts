import type { TechnicalInfo } from '@stringer/shared/schemas/files';
import { type MediaError, type MediaInfo, MediaTimeout } from '../../../platform/media/index';

/** ffprobe's reading as reviewers see it; the container's time and place are for staff only. */
export function technicalOf(
  meta: MediaInfo,
  loudnessLufs: number | null,
  stream: Pick<TechnicalInfo, 'firstStream' | 'notCopiedKey'> = { firstStream: null, notCopiedKey: null },
): TechnicalInfo {
  const { video, audio, location } = meta;
  return {
    container: meta.format,
    videoCodec: video?.codec ?? null,
    profile: video?.profile ?? null,
    pixelFormat: video?.pixFmt ?? null,
    bitDepth: video?.bitDepth ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    frameRate: video?.frameRate ?? null,
    variableFrameRate: video?.variableFrameRate ?? false,
    bitRate: meta.bitRate,
    durationS: meta.durationS,
    rotation: video?.rotation ?? 0,
    hdr: video?.hdr ?? null,
    audioCodec: audio?.codec ?? null,
    audioChannels: audio?.channels ?? null,
    audioSampleRate: audio?.sampleRate ?? null,
    loudnessLufs,
    ...stream,
    createdAt: meta.creationTime,
    location: location ? `${location.latitude.toFixed(5)}, ${location.longitude.toFixed(5)}` : null,
  };
}

/**
 * Why a video could not be rendered, in the words a creator can act on: it took too long (the
 * machine, not the file: tried again unless `lastAttempt`), no picture at all, or damaged from
 * some point on (ffmpeg had got that far), or unreadable.
 */
export function failureOf(err: MediaError, meta: MediaInfo | undefined, reached: number, lastAttempt: boolean) {
  if (err instanceof MediaTimeout)
    return { errorKey: lastAttempt ? 'errors.videoTookTooLongGaveUp' : 'errors.videoTookTooLong', atS: null };
  if (/no video stream/.test(err.message)) return { errorKey: 'errors.videoNoStream', atS: null };
  if (meta && reached > 0) return { errorKey: 'errors.videoDamagedAt', atS: Math.floor(reached * meta.durationS) };
  return { errorKey: 'errors.videoUnreadable', atS: null };
}
