import fs from 'node:fs/promises';
import path from 'node:path';
import { STRIP_METADATA } from './hardening';
import { transcode, videoOf } from './job';
import { fit, picture } from './picture';
import type { MediaInfo } from './probe';
import { TRANSCODE_LIMITS } from './run';

/** A scene change is a frame this different from the one before (ffmpeg's scene score, 0..1). */
export const SCENE_THRESHOLD = 0.3;
/** What a reverse image search is given at most: the first frame and the strongest changes. */
export const MAX_KEYFRAMES = 20;
/** Candidates written before the strongest are chosen: a long video's changes beyond are not read. */
const MAX_CANDIDATES = 300;
/** Short side of the JPEGs: large enough for an image search, as the poster. */
const SHORT_SIDE = 1080;

export interface Keyframe {
  /** Where in the video, in seconds. */
  atS: number;
  /** ffmpeg's scene score against the frame before (0 for the first frame). */
  score: number;
  jpeg: Buffer;
}

/** `metadata=print`'s lines: "frame:1 pts:25600 pts_time:2" then "lavfi.scene_score=0.74". */
export function parseScenes(text: string): { atS: number; score: number }[] {
  const scenes: { atS: number; score: number }[] = [];
  for (const line of text.split('\n')) {
    const at = /pts_time:(-?[\d.]+)/.exec(line);
    if (at) scenes.push({ atS: Number(at[1]), score: 0 });
    const score = /^lavfi\.scene_score=([\d.]+)/.exec(line.trim());
    const last = scenes.at(-1);
    if (score && last) last.score = Number(score[1]);
  }
  return scenes;
}

/** The first frame, then the `max - 1` strongest changes, in the video's order. */
export function strongest<T extends { score: number }>(frames: T[], max = MAX_KEYFRAMES): T[] {
  const [first, ...rest] = frames;
  if (!first) return [];
  const kept = new Set([...rest].sort((a, b) => b.score - a.score).slice(0, max - 1));
  return [first, ...rest.filter((f) => kept.has(f))];
}

/**
 * The video's distinct frames, as InVID gives them for a reverse image search: the first frame and
 * every scene change (`select='gt(scene,0.3)'`), at most MAX_KEYFRAMES (the strongest changes),
 * as JPEGs 1080 on the short side, SDR, with no metadata. Decodes the whole video, through the
 * hardened input and the transcode limits. `tmp` is a folder of the caller's, emptied by it.
 */
export async function keyframes(src: string, container: string, meta: MediaInfo, tmp: string): Promise<Keyframe[]> {
  const video = videoOf(meta);
  const scenesFile = path.join(tmp, 'scenes.txt');
  await transcode(
    src,
    container,
    meta,
    (b) => [
      '-vf',
      [
        `select='eq(n\\,0)+gt(scene\\,${SCENE_THRESHOLD})'`,
        `metadata=mode=print:file=${scenesFile}`,
        picture(video, b.filters, fit(video, SHORT_SIDE)),
      ].join(','),
      ...(b.avutilMajor >= 57 ? ['-fps_mode', 'vfr'] : ['-vsync', 'vfr']),
      ...['-frames:v', String(MAX_CANDIDATES), '-c:v', 'mjpeg', '-q:v', '3'],
      ...STRIP_METADATA,
      ...['-f', 'image2', path.join(tmp, 'frame-%03d.jpg')],
    ],
    { limits: TRANSCODE_LIMITS },
  );
  const scenes = parseScenes(await fs.readFile(scenesFile, 'utf8').catch(() => ''));
  const written = (await fs.readdir(tmp)).filter((f) => f.startsWith('frame-')).sort();
  const frames = written.map((name, i) => ({ name, atS: scenes[i]?.atS ?? 0, score: scenes[i]?.score ?? 0 }));
  return Promise.all(
    strongest(frames).map(async (f) => ({
      atS: f.atS,
      score: f.score,
      jpeg: await fs.readFile(path.join(tmp, f.name)),
    })),
  );
}
