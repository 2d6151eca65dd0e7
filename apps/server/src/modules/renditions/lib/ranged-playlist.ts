import { START_AT_0 } from './growing-stream';

/**
 * The first stream of a video encoded in ranges (decision 0080): one playlist of the ranges
 * finished in order from the first, each after a discontinuity (its own encoder, its own init
 * segment, its timestamps from zero: hls.js and Safari place it by the playlist's durations).
 */

/** What a range adds to the stream: its playlist from its init segment's tag on, without the end. */
export function rangeLines(playlist: string): string {
  const lines = playlist.split('\n').filter((l) => l.trim() && l !== '#EXT-X-ENDLIST');
  const from = lines.findIndex((l) => l.startsWith('#EXT-X-MAP:'));
  return lines.slice(Math.max(0, from)).join('\n');
}

/** The files a range's lines name: its init segment, then its segments. */
export function rangeFiles(lines: string): string[] {
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(lines)?.[1];
  return [...(init ? [init] : []), ...lines.split('\n').filter((l) => l && !l.startsWith('#'))];
}

/**
 * The stream's playlist from the ranges done (`index`, `lines`; any order) of `count`: those
 * from the first without a gap, ended once all are there; null until the first is.
 */
export function composeRanges(done: { index: number; lines: string }[], count: number): string | null {
  const byIndex = new Map(done.map((r) => [r.index, r.lines]));
  const parts: string[] = [];
  for (let i = 0; i < count && byIndex.has(i); i++) parts.push(byIndex.get(i) as string);
  if (parts.length === 0) return null;
  const durations = parts.flatMap((p) => [...p.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1])));
  const head = [
    '#EXTM3U',
    START_AT_0,
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...durations))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  const body = parts.flatMap((p, i) => (i === 0 ? [p] : ['#EXT-X-DISCONTINUITY', p]));
  return `${[...head, ...body, ...(parts.length === count ? ['#EXT-X-ENDLIST'] : [])].join('\n')}\n`;
}
