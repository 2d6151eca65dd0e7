import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/** Where a binary came from: the start-up log names it, since the bundled build is from 2018. */
export type BinarySource = 'env' | 'system' | 'bundled';

export interface Binaries {
  ffmpeg: string;
  ffprobe: string;
  source: BinarySource;
  /** First line of `ffmpeg -version`, e.g. "ffmpeg version 5.1.9-0+deb12u1 ...". */
  version: string;
  /** The newest year of the build's copyright line: the bundled git build names no release. */
  year: number | null;
  /** libavutil's major version: 57 and up is ffmpeg 5+, which has `-fps_mode`. */
  avutilMajor: number;
  /** Filter names the build has (`ffmpeg -filters`): zscale needs libzimg, absent in some builds. */
  filters: ReadonlySet<string>;
}

/** A file on PATH that this process may execute, or null. */
export function onPath(name: string, pathVar = process.env.PATH ?? ''): string | null {
  for (const dir of pathVar.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here: the next directory
    }
  }
  return null;
}

const bundled = (pkg: string) => (require(pkg) as { path: string }).path;

type Located = Pick<Binaries, 'ffmpeg' | 'ffprobe' | 'source'>;

/**
 * The order: FFMPEG_PATH / FFPROBE_PATH (an operator's explicit choice), the system's build on
 * PATH (patched by the distribution), the npm packages' static build last (old, but always there).
 */
export function locate(env: NodeJS.ProcessEnv = process.env, find = onPath): Located {
  if (env.FFMPEG_PATH || env.FFPROBE_PATH) {
    return {
      ffmpeg: env.FFMPEG_PATH || find('ffmpeg') || bundled('@ffmpeg-installer/ffmpeg'),
      ffprobe: env.FFPROBE_PATH || find('ffprobe') || bundled('@ffprobe-installer/ffprobe'),
      source: 'env',
    };
  }
  const ffmpeg = find('ffmpeg');
  const ffprobe = find('ffprobe');
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: 'system' };
  return {
    ffmpeg: bundled('@ffmpeg-installer/ffmpeg'),
    ffprobe: bundled('@ffprobe-installer/ffprobe'),
    source: 'bundled',
  };
}

/** Parses `ffmpeg -version` and `ffmpeg -filters` output (exported for tests). */
export function describe(versionText: string, filtersText: string) {
  const filters = new Set<string>();
  for (const line of filtersText.split('\n')) {
    // " .SC zscale            V->V       Apply resizing..." : flags, then the name.
    const name = /^\s*[.A-Z|]{3}\s+(\S+)\s/.exec(line)?.[1];
    if (name) filters.add(name);
  }
  const years = [...versionText.matchAll(/Copyright \(c\) \d{4}-(\d{4})/g)].map((m) => Number(m[1]));
  return {
    version: versionText.split('\n')[0]?.trim() ?? '',
    year: years.length ? Math.max(...years) : null,
    avutilMajor: Number(/libavutil\s+(\d+)\./.exec(versionText)?.[1] ?? 0),
    filters: filters as ReadonlySet<string>,
  };
}

let located: { settings: string; found: Located } | undefined;
let resolved: Promise<Binaries> | undefined;

/**
 * Looked up once per value of the variables `locate` reads: a server's never change, but test
 * files sharing one process (Vitest without isolation) may each set FFMPEG_PATH their own way.
 */
const where = () => {
  const settings = [process.env.FFMPEG_PATH, process.env.FFPROBE_PATH, process.env.PATH].join('\0');
  if (located?.settings !== settings) {
    located = { settings, found: locate() };
    resolved = undefined;
  }
  return located.found;
};

/** The ffmpeg path alone, synchronously: test helpers and older callers spawn it directly. */
export const ffmpegPath = (): string => where().ffmpeg;
export const ffprobePath = (): string => where().ffprobe;

/** Binaries, version and filters, looked up on first use (most starts never touch a video), once. */
export function resolveBinaries(): Promise<Binaries> {
  const found = where();
  resolved ??= (async () => {
    const [version, filters] = await Promise.all([
      execFileAsync(found.ffmpeg, ['-hide_banner', '-version']),
      execFileAsync(found.ffmpeg, ['-hide_banner', '-filters'], { maxBuffer: 4 << 20 }),
    ]);
    return { ...found, ...describe(version.stdout, filters.stdout) };
  })();
  // A failed lookup (binary missing) is retried by the next call rather than cached forever.
  resolved.catch(() => {
    resolved = undefined;
  });
  return resolved;
}

/** A line for the start-up log when the build is the bundled one, or null when nothing to say. */
export function binariesWarning(b: Pick<Binaries, 'source' | 'version' | 'year'>): string | null {
  if (b.source !== 'bundled') return null;
  const age = b.year ? `from ${b.year}` : 'of unknown age';
  return `media: using the bundled ffmpeg (${b.version}), a build ${age}; install ffmpeg from the system packages or set FFMPEG_PATH / FFPROBE_PATH`;
}
