import { type Binaries, resolveBinaries } from './binaries';
import { inputArgs, MediaError } from './hardening';
import type { Preset } from './picture';
import type { MediaInfo, VideoInfo } from './probe';
import { ffmpeg, type Limits, limitMs, type RunResult, TRANSCODE_LIMITS } from './run';

export interface JobOptions {
  /** 0..1 as ffmpeg writes the output; 1 once it is complete. */
  onProgress?: (fraction: number) => void;
  /** x264 speed against size; 'veryfast' by default (two shared cores, many uploads). */
  preset?: Preset;
  /** Time limits; TRANSCODE_LIMITS by default (no progress for 2 minutes, or past 20× real time). */
  limits?: Limits;
}

/** The video stream, or a clear refusal: an audio-only upload has no picture to render. */
export function videoOf(meta: MediaInfo): VideoInfo {
  if (!meta.video) throw new MediaError('media: the file has no video stream');
  return meta.video;
}

/**
 * One ffmpeg run over the upload: hardened input first (`before` holds input options such as
 * -ss), then `output(binaries)`, which sees the build's filters and version.
 */
export async function transcode(
  src: string,
  container: string,
  meta: MediaInfo,
  output: (b: Binaries) => string[],
  opts: JobOptions & { before?: string[] } = {},
): Promise<RunResult> {
  const binaries = await resolveBinaries();
  const limits = opts.limits ?? TRANSCODE_LIMITS;
  return ffmpeg([...(opts.before ?? []), ...inputArgs(src, container), ...output(binaries)], {
    timeoutMs: limitMs(limits, meta.durationS),
    stallMs: limits.stallMs,
    durationS: meta.durationS,
    onProgress: opts.onProgress,
  });
}
