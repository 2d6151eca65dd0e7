import { writeFileAtomically } from './atomic';
import { STRIP_METADATA } from './hardening';
import { type JobOptions, transcode, videoOf } from './job';
import { AAC_ARGS, cfrArgs, fit, gopFrames, h264Args, ladderGraph, outputRate, sdrTags } from './picture';
import type { MediaInfo } from './probe';

/** The preview's short side: 720p plays smoothly on phones and is enough to judge a work. */
export const PREVIEW_SHORT_SIDE = 720;

/**
 * One MP4 that any browser plays: H.264 High 8-bit + AAC stereo, at most 720 on the short side,
 * upright (rotation applied, no rotation tag), square pixels, SDR BT.709, constant frame rate,
 * index first (`+faststart`: playback starts before the whole file arrives), and none of the
 * upload's tags (capture time, GPS). A source without audio gets a preview without audio: a
 * silent track would cost bytes and tell players there is sound.
 */
export async function makePreview(
  src: string,
  container: string,
  outFile: string,
  meta: MediaInfo,
  opts: JobOptions = {},
): Promise<void> {
  const video = videoOf(meta);
  const size = fit(video, PREVIEW_SHORT_SIDE);
  const rate = outputRate(video);
  await writeFileAtomically(outFile, (tmp) =>
    transcode(
      src,
      container,
      meta,
      (b) => [
        '-filter_complex',
        ladderGraph(video, b.filters, [size], rate),
        '-map',
        '[v0]',
        ...(meta.audio ? ['-map', '0:a:0', ...AAC_ARGS] : []),
        ...h264Args(opts.preset ?? 'veryfast', gopFrames(video, 2)),
        '-maxrate',
        '3000k',
        '-bufsize',
        '6000k',
        ...cfrArgs(rate, b.avutilMajor),
        ...sdrTags(video),
        ...STRIP_METADATA,
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        tmp,
      ],
      opts,
    ),
  );
}
