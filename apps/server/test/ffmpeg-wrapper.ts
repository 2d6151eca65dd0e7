import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onPath } from '../src/platform/media/binaries';

/**
 * The real ffmpeg behind a bash wrapper a test steers, made the app's ffmpeg (FFMPEG_PATH) from
 * `use()` until `restore()`. Version and filter queries pass straight through; each transcode (a
 * run with -progress) runs `transcode`, bash in which `$real` is the real binary and `$dir` the
 * wrapper's folder (where the test and the script leave each other files).
 */
export function ffmpegWrapper(name: string, transcode: string) {
  const real = onPath('ffmpeg') as string;
  const dir = mkdtempSync(path.join(tmpdir(), `stringer-${name}-ffmpeg-`));
  const wrapper = path.join(dir, 'ffmpeg');
  writeFileSync(
    wrapper,
    `#!/bin/bash
real='${real}'
dir='${dir}'
case " $* " in *" -progress "*) ;; *) exec "$real" "$@" ;; esac
${transcode}`,
  );
  chmodSync(wrapper, 0o755);
  const previous = process.env.FFMPEG_PATH;
  return {
    real,
    dir,
    /** Makes it the app's ffmpeg: before the app is built. */
    use: () => {
      process.env.FFMPEG_PATH = wrapper;
    },
    restore: () => {
      if (previous === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = previous;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
