import { describe, expect, it } from 'vitest';
import { composeRanges, rangeFiles, rangeLines } from './ranged-playlist';

const ffmpegPlaylist = (prefix: string, durations: number[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:4',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    `#EXT-X-MAP:URI="${prefix}init.mp4"`,
    ...durations.flatMap((d, i) => [`#EXTINF:${d},`, `${prefix}seg-0000${i}.m4s`]),
    '#EXT-X-ENDLIST',
  ].join('\n');

const range = (index: number, durations: number[]) => ({
  index,
  lines: rangeLines(ffmpegPlaylist(`r00${index}-`, durations)),
});

describe("a long video's stream, from its ranges", () => {
  it("should keep a range's init segment and segments, without its head or end", () => {
    const { lines } = range(1, [4, 2]);
    expect(lines.split('\n')[0]).toBe('#EXT-X-MAP:URI="r001-init.mp4"');
    expect(lines).not.toContain('ENDLIST');
    expect(rangeFiles(lines)).toEqual(['r001-init.mp4', 'r001-seg-00000.m4s', 'r001-seg-00001.m4s']);
  });

  it('should list the ranges done from the first without a gap, each after a discontinuity, ended once all are', () => {
    expect(composeRanges([range(1, [4])], 3)).toBeNull();
    const two = composeRanges([range(2, [4]), range(0, [4, 4]), range(1, [6])], 4) as string;
    // Ranges 0, 1 and 2 are done, 3 is not: the stream grows, it does not end.
    expect(two.match(/r00\d-init\.mp4/g)).toEqual(['r000-init.mp4', 'r001-init.mp4', 'r002-init.mp4']);
    expect(two.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(2);
    expect(two).toContain('#EXT-X-TARGETDURATION:6');
    expect(two).toContain('#EXT-X-START:TIME-OFFSET=0');
    expect(two).not.toContain('ENDLIST');
    const gap = composeRanges([range(0, [4]), range(2, [4])], 3) as string;
    expect(gap).not.toContain('r002');
    expect(composeRanges([range(0, [4]), range(1, [4])], 2)).toMatch(/#EXT-X-ENDLIST\n$/);
  });
});
