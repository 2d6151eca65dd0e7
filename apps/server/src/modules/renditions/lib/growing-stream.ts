import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often the folder ffmpeg writes is read while it runs: a segment waits at most this long. */
const PASS_MS = 200;

/** Where a player starts on a stream still growing (hls.js and Safari both honour it). */
export const START_AT_0 = '#EXT-X-START:TIME-OFFSET=0';

/** The init segment an fMP4 playlist names (`#EXT-X-MAP:URI="init.mp4"`). */
export const initOf = (playlist: string) => /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] ?? 'init.mp4';

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
export function publishedPlaylist(text: string, stored: (uri: string, durationS: number) => boolean, mayEnd = true) {
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
      // A playlist without its end reads as live: players would start near its end, not at 0:00.
      if (line === '#EXTM3U') pending.push(START_AT_0);
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
  const ended = mayEnd && !cut && text.includes('#EXT-X-ENDLIST');
  return { text: `${[...out, ...(ended ? ['#EXT-X-ENDLIST'] : [])].join('\n')}\n`, segments };
}

interface GrowingOptions {
  /** A segment longer than this is not published, nor anything after it. */
  maxSegmentS?: number;
  /** ffmpeg's playlist in `dir`; `index.m3u8` unless said (a range's has its prefix). */
  playlist?: string;
  /** False for the first of several ranges: the stream goes on after it, so it never ends here. */
  mayEnd?: boolean;
  /** Done to the init segment's file before it is stored (a copied stream's rotation). */
  prepareInit?(local: string): Promise<void>;
  onListed(): Promise<void>;
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
  {
    maxSegmentS = Number.POSITIVE_INFINITY,
    playlist: name = 'index.m3u8',
    mayEnd = true,
    prepareInit,
    onListed,
  }: GrowingOptions,
): Promise<Published> {
  const stored = new Set<string>();
  const result: Published = { segments: 0, tooLong: false };
  let told = '';
  let initStored = false;

  const pass = async () => {
    const text = await readFile(path.join(dir, name), 'utf8').catch(() => '');
    if (!text.includes('#EXTINF')) return;
    if (!initStored) {
      const init = initOf(text);
      await prepareInit?.(path.join(dir, init));
      await sink.putFile(init, path.join(dir, init));
      initStored = true;
    }
    const fresh: string[] = [];
    const playlist = publishedPlaylist(
      text,
      (uri, durationS) => {
        if (durationS > maxSegmentS) result.tooLong = true;
        if (result.tooLong) return false;
        if (!stored.has(uri)) fresh.push(uri);
        return true;
      },
      mayEnd,
    );
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
