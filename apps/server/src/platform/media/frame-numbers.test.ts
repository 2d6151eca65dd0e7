import { execFileSync } from 'node:child_process';
import { frameAtMs } from '@stringer/shared/timecode';
import { makeVideoFile } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { ffprobePath } from './binaries';
import { probe } from './probe';

interface ShownFrames {
  streams: { time_base: string }[];
  frames: { pts: number }[];
}

/** When each frame of the file starts, in exact milliseconds, as ffprobe decodes them (pts × time base). */
function frameStartsMs(file: string) {
  const out = execFileSync(
    ffprobePath(),
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=time_base:frame=pts', '-of', 'json', file],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const { streams, frames } = JSON.parse(out) as ShownFrames;
  const [num, den] = (streams[0]?.time_base ?? '').split('/').map(Number) as [number, number];
  const first = frames[0]?.pts ?? 0;
  return frames.map((f) => ((f.pts - first) * num * 1000) / den);
}

/**
 * The product's frame numbers against ffprobe's own, at the NTSC rates where a rounded 29.97 drifts
 * (a frame every 33 s): a clip made by ffmpeg at the exact rate, its rate read by the upload's
 * probe, then every frame's first and last whole millisecond counted as a note counts it.
 */
describe('frame numbers', () => {
  it.each(['24000/1001', '30000/1001', '60000/1001'])(
    'should count every frame where ffprobe shows it, over a minute at %s fps',
    async (rate) => {
      const file = makeVideoFile(`frames-${rate.replace('/', '_')}.mp4`, 61, '96x64', rate);
      const { frameRate } = await probe(file, 'video/mp4');
      expect(frameRate).toBe(rate);
      const starts = frameStartsMs(file);
      expect(starts.length).toBeGreaterThan(60 * 23);
      const wrong = starts.flatMap((start, i) => {
        const next = starts[i + 1] ?? start + 1;
        const seen = [
          frameAtMs(Math.ceil(start), frameRate as string),
          frameAtMs(Math.ceil(next) - 1, frameRate as string),
        ];
        return seen.every((f) => f === i) ? [] : [{ frame: i, startMs: start, seen }];
      });
      expect(wrong.slice(0, 5)).toEqual([]);
      if (rate === '30000/1001') {
        // The three moments: ffprobe's frames 30, 300 and 1800 start there.
        expect([1001, 10_010, 60_060].map((ms) => starts.findLastIndex((s) => s <= ms))).toEqual([30, 300, 1800]);
        expect([1001, 10_010, 60_060].map((ms) => frameAtMs(ms, frameRate as string))).toEqual([30, 300, 1800]);
      }
    },
  );
});
