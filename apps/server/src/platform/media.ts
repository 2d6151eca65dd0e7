import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// FFMPEG_PATH / FFPROBE_PATH select a system build; the registry packages' binaries otherwise,
// looked up on first use: most starts never probe a video.
export const ffmpegPath = (): string =>
  process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const ffprobePath = (): string =>
  process.env.FFPROBE_PATH || (require('@ffprobe-installer/ffprobe') as { path: string }).path;

function run(bin: string, args: string[], timeoutMs = 60_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${bin} exited with ${code}: ${err}`));
    });
  });
}

export interface Probe {
  durationS: number;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
}

export async function probe(path: string): Promise<Probe> {
  const json = JSON.parse(
    (
      await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path])
    ).toString(),
  ) as { format?: { duration?: string }; streams?: { codec_type?: string; width?: number; height?: number }[] };
  const video = json.streams?.find((s) => s.codec_type === 'video');
  return {
    durationS: Number(json.format?.duration ?? 0),
    width: video?.width ?? null,
    height: video?.height ?? null,
    hasVideo: Boolean(video),
  };
}

/** One JPEG frame at `atS` seconds, at most 1280 px wide. */
export function frame(path: string, atS: number) {
  return run(ffmpegPath(), [
    '-v',
    'error',
    '-ss',
    String(atS),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-f',
    'image2pipe',
    '-vcodec',
    'mjpeg',
    '-q:v',
    '3',
    'pipe:1',
  ]);
}
