import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { publishedPlaylist, publishGrowing, START_AT_0 } from './growing-stream';

const HEAD = ['#EXTM3U', '#EXT-X-PLAYLIST-TYPE:EVENT', '#EXT-X-MAP:URI="init.mp4"'];
const playlist = (durations: number[], ended = false) =>
  [
    ...HEAD,
    ...durations.flatMap((d, i) => [`#EXTINF:${d},`, `seg-0000${i}.m4s`]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
  ].join('\n');

describe('a growing stream, published as ffmpeg writes it', () => {
  it('should cut the playlist at the first segment not stored, and end it only when all are', () => {
    const all = () => true;
    const started = (text: string) => `${text.replace('#EXTM3U', `#EXTM3U\n${START_AT_0}`)}\n`;
    expect(publishedPlaylist(playlist([4, 4], true), all).text).toBe(started(playlist([4, 4], true)));
    const one = publishedPlaylist(playlist([4, 4], true), (uri) => uri === 'seg-00000.m4s');
    expect(one).toEqual({ text: started(playlist([4])), segments: 1 });
    // The first of several ranges never ends the stream.
    expect(publishedPlaylist(playlist([4], true), all, false).text).toBe(started(playlist([4])));
  });

  it('should store each segment before the playlist names it, list the stream at its first, and end it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'growing-'));
    const seen: string[] = [];
    const write = (durations: number[], ended = false) => {
      for (const [i] of durations.entries()) writeFileSync(path.join(dir, `seg-0000${i}.m4s`), `segment ${i}`);
      writeFileSync(path.join(dir, 'index.m3u8'), playlist(durations, ended));
    };
    const making = (async () => {
      writeFileSync(path.join(dir, 'init.mp4'), 'init');
      write([4]);
      await sleep(500);
      write([4, 4]);
      await sleep(500);
      seen.push('ffmpeg ended');
      write([4, 4, 1], true);
    })();
    const published = await publishGrowing(
      dir,
      making,
      {
        putFile: async (name) => void seen.push(`stored ${name}`),
        putPlaylist: async (text) =>
          void seen.push(`playlist of ${text.match(/\.m4s/g)?.length}${text.includes('ENDLIST') ? ', ended' : ''}`),
      },
      { onListed: async () => void seen.push('listed') },
    );
    expect(published).toEqual({ segments: 3, tooLong: false });
    // Playable while ffmpeg still works: listed long before it ends.
    expect(seen).toEqual([
      'stored init.mp4',
      'stored seg-00000.m4s',
      'playlist of 1',
      'listed',
      'stored seg-00001.m4s',
      'playlist of 2',
      'ffmpeg ended',
      'stored seg-00002.m4s',
      'playlist of 3, ended',
    ]);
  });

  it('should stop at a segment longer than allowed, publishing nothing from it on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'growing-'));
    writeFileSync(path.join(dir, 'init.mp4'), 'init');
    for (const i of [0, 1]) writeFileSync(path.join(dir, `seg-0000${i}.m4s`), 'x');
    writeFileSync(path.join(dir, 'index.m3u8'), playlist([4, 12], true));
    const stored: string[] = [];
    const published = await publishGrowing(
      dir,
      Promise.resolve(),
      { putFile: async (name) => void stored.push(name), putPlaylist: async () => {} },
      { maxSegmentS: 10.5, onListed: async () => {} },
    );
    expect(published).toEqual({ segments: 1, tooLong: true });
    expect(stored).toEqual(['init.mp4', 'seg-00000.m4s']);
  });

  it("should fail with ffmpeg's error once what it made is published", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'growing-'));
    const sink = { putFile: async () => {}, putPlaylist: async () => {} };
    await expect(
      publishGrowing(dir, Promise.reject(new Error('ffmpeg exited with 1')), sink, { onListed: async () => {} }),
    ).rejects.toThrow('ffmpeg exited with 1');
  });
});
