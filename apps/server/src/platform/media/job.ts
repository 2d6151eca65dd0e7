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
  /**
   * The input is a local copy still being written (decision 0080): reads at its end wait for more,
   * up to GROWING_WAIT_S without a byte before giving up. Its index (`moov`) must be in already.
   */
  growing?: boolean;
}

/** How long a read of a copy still arriving waits at its end for the next bytes. */
export const GROWING_WAIT_S = 60;
/** The file protocol's options for that: retry at the end, and the wait in microseconds. */
const GROWING_INPUT = ['-follow', '1', '-rw_timeout', String(GROWING_WAIT_S * 1_000_000)];

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
  const before = [...(opts.growing ? GROWING_INPUT : []), ...(opts.before ?? [])];
  return ffmpeg([...before, ...inputArgs(src, container), ...output(binaries)], {
    timeoutMs: limitMs(limits, meta.durationS),
    stallMs: limits.stallMs,
    durationS: meta.durationS,
    onProgress: opts.onProgress,
  });
}
