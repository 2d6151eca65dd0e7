import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often the folder ffmpeg writes is read while it runs: a segment waits at most this long. */
const PASS_MS = 200;

/** Where a growing stream's files go: its folder in the store. */
export interface StreamSink {
  /** Stores a file of the stream (init segment, media segment) by its name in the folder. */
  putFile(name: string, local: string): Promise<void>;
  /** Stores the playlist as players are to read it now. */
  putPlaylist(text: string): Promise<void>;
}

export interface Published {
  /** Segments stored. */
  segments: number;
  /** A segment longer than allowed was met: nothing from it on was published, and the playlist never ends. */
  tooLong: boolean;
}

/**
 * ffmpeg's playlist cut to what is stored (the segments `stored` names), ended only when ffmpeg
 * ended it and every segment made it: a player never asks for a segment that is not there.
 */
export function publishedPlaylist(text: string, stored: (uri: string, durationS: number) => boolean) {
  const out: string[] = [];
  let pending: string[] = [];
  let durationS = 0;
  let segments = 0;
  let cut = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (line.startsWith('#EXTINF:')) durationS = Number.parseFloat(line.slice('#EXTINF:'.length));
    if (line === '#EXT-X-ENDLIST') continue;
    if (line.startsWith('#')) {
      pending.push(line);
      continue;
    }
    if (!stored(line, durationS)) {
      cut = true;
      break;
    }
    out.push(...pending, line);
    pending = [];
    segments++;
  }
  const ended = !cut && text.includes('#EXT-X-ENDLIST');
  return { text: `${[...out, ...(ended ? ['#EXT-X-ENDLIST'] : [])].join('\n')}\n`, segments };
}

/**
 * Hands on the HLS folder `dir` that `making` (an ffmpeg run) writes, as it grows: each new segment
 * stored, then the playlist naming it, every PASS_MS and once more when ffmpeg ends. `onListed`
 * runs once, after the first segment is stored and named: from then on the stream plays.
 * Resolves when everything made is published; rejects with `making`'s error.
 */
export async function publishGrowing(
  dir: string,
  making: Promise<unknown>,
  sink: StreamSink,
  { maxSegmentS = Number.POSITIVE_INFINITY, onListed }: { maxSegmentS?: number; onListed(): Promise<void> },
): Promise<Published> {
  const stored = new Set<string>();
  const result: Published = { segments: 0, tooLong: false };
  let told = '';
  let initStored = false;

  const pass = async () => {
    const text = await readFile(path.join(dir, 'index.m3u8'), 'utf8').catch(() => '');
    if (!text.includes('#EXTINF')) return;
    if (!initStored) {
      await sink.putFile('init.mp4', path.join(dir, 'init.mp4'));
      initStored = true;
    }
    const fresh: string[] = [];
    const playlist = publishedPlaylist(text, (uri, durationS) => {
      if (durationS > maxSegmentS) result.tooLong = true;
      if (result.tooLong) return false;
      if (!stored.has(uri)) fresh.push(uri);
      return true;
    });
    for (const uri of fresh) {
      await sink.putFile(uri, path.join(dir, uri));
      stored.add(uri);
    }
    if (playlist.segments === 0 || playlist.text === told) return;
    await sink.putPlaylist(playlist.text);
    if (!told) await onListed();
    told = playlist.text;
    result.segments = playlist.segments;
  };

  let running = true;
  const ended = making.finally(() => {
    running = false;
  });
  // Seen through `ended` below; this only keeps an early failure from counting as unhandled.
  ended.catch(() => {});
  try {
    while (running) {
      await pass();
      await Promise.race([sleep(PASS_MS), ended.catch(() => {})]);
    }
  } catch (err) {
    // The store failed: ffmpeg's run is left to end (its folder goes with the job's), then the job fails.
    await ended.catch(() => {});
    throw err;
  }
  await ended;
  await pass();
  return result;
}
