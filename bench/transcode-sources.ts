/**
 * The clips bench/transcode.ts uploads, made once by the system ffmpeg and kept for later runs:
 * 1080p30 testsrc2 (moving blocks, a scrolling gradient, a counter; no grain, so that 30 minutes
 * of it can be made on two cores in reasonable time, at the price of being easier to encode than
 * a camera's footage) with a beeping tone as stereo AAC. H.264 High 4:2:0 at ~5 Mbit/s with a
 * keyframe every 2 s in .mp4 (standard input), HEVC at ~3 Mbit/s tagged hvc1 in .mov (an iPhone's):
 * a 30 min clip stays near 1.1 GB.
 *
 * A clip longer than a minute is the 60 s clip repeated by stream copy (ffmpeg's concat demuxer):
 * the same picture and sound every minute, made in seconds where encoding 30 minutes took an hour
 * of both cores. The encoders' work per minute is the same, which is what the bench measures; the
 * counter restarting each minute is the only tell.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';

export interface Clip {
  name: string;
  codec: 'H.264' | 'HEVC';
  seconds: number;
  file: string;
  /** The type the server sniffs: bare runs bind the same demuxer (mov for both). */
  mime: 'video/mp4' | 'video/quicktime';
}

/** The clips of each length, H.264 then HEVC, in `dir`. */
export function clipsOf(dir: string, lengths: number[]): Clip[] {
  return lengths.flatMap((seconds): Clip[] => [
    {
      name: `H.264 ${label(seconds)}`,
      codec: 'H.264',
      seconds,
      file: path.join(dir, `h264-1080p30-${seconds}s.mp4`),
      mime: 'video/mp4',
    },
    {
      name: `HEVC ${label(seconds)}`,
      codec: 'HEVC',
      seconds,
      file: path.join(dir, `hevc-1080p30-${seconds}s.mov`),
      mime: 'video/quicktime',
    },
  ]);
}

/** "60 s", "10 min", "30 min". */
export const label = (seconds: number) =>
  seconds % 60 === 0 && seconds >= 120 ? `${seconds / 60} min` : `${seconds} s`;

/** Makes the clips of `clips` that do not exist yet: returns how many were made. */
export function makeSources(clips: Clip[]) {
  const [short, long] = partition(clips, (c) => c.seconds <= MINUTE || c.seconds % MINUTE !== 0);
  const minutes = clipsOf(path.dirname(long[0]?.file ?? '.'), [MINUTE]).filter((m) =>
    long.some((c) => c.codec === m.codec),
  );
  const unique = [...new Map([...short, ...minutes].map((c) => [c.file, c])).values()];
  return encodeSources(unique) + repeatSources(long);
}

const MINUTE = 60;
const partial = (c: Clip) => `${c.file}.partial${path.extname(c.file)}`;

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** Each missing long clip: its codec's 60 s clip, `seconds / 60` times over, by stream copy. */
function repeatSources(clips: Clip[]) {
  let made = 0;
  for (const c of clips.filter((clip) => !existsSync(clip.file))) {
    const minute = clipsOf(path.dirname(c.file), [MINUTE]).find((m) => m.codec === c.codec) as Clip;
    const list = `${c.file}.txt`;
    writeFileSync(list, `file '${minute.file}'\n`.repeat(c.seconds / MINUTE));
    const began = performance.now();
    execFileSync(
      SYSTEM_FFMPEG,
      [
        ...['-hide_banner', '-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy'],
        ...(c.codec === 'H.264' ? ['-movflags', '+faststart'] : ['-tag:v', 'hvc1']),
        partial(c),
      ],
      { stdio: 'inherit' },
    );
    renameSync(partial(c), c.file);
    rmSync(list);
    made += 1;
    console.log(
      `made ${c.name} from ${c.seconds / MINUTE} x 60 s in ${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
  }
  return made;
}

/** Each length's missing clips from one run of ffmpeg (one picture source, split). */
function encodeSources(clips: Clip[]) {
  let made = 0;
  const lengths = [...new Set(clips.map((c) => c.seconds))];
  for (const seconds of lengths) {
    const missing = clips.filter((c) => c.seconds === seconds && !existsSync(c.file));
    if (missing.length === 0) continue;
    mkdirSync(path.dirname(missing[0]?.file as string), { recursive: true });
    const began = performance.now();
    const audio = ['-map', '1:a', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
    const outputs = missing.flatMap((c, i) => {
      const video =
        c.codec === 'H.264'
          ? [
              ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
              ...['-b:v', '5M', '-maxrate', '6M', '-bufsize', '10M', '-g', '60', '-keyint_min', '60'],
              ...['-sc_threshold', '0', '-movflags', '+faststart'],
            ]
          : [
              ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error:keyint=60'],
              ...['-b:v', '3M', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p'],
            ];
      return ['-map', `[v${i}]`, ...video, ...audio, partial(c)];
    });
    const split = missing.map((_, i) => `[v${i}]`).join('');
    execFileSync(
      SYSTEM_FFMPEG,
      [
        ...['-hide_banner', '-v', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:beep_factor=4:sample_rate=48000:duration=${seconds}`],
        ...['-filter_complex', `[0:v]split=${missing.length}${split}`],
        ...outputs,
      ],
      { stdio: 'inherit' },
    );
    for (const c of missing) renameSync(partial(c), c.file);
    made += missing.length;
    console.log(
      `made ${missing.map((c) => c.name).join(' and ')} in ${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
  }
  return made;
}

/** A file's size in MiB. */
export const mib = (file: string) => statSync(file).size / 1024 ** 2;
