import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as fx from '@stringer/test-support/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from './binaries';
import {
  audioPeaks,
  cutShortAt,
  frame,
  loudness,
  MediaError,
  type MediaInfo,
  makeHls,
  makePoster,
  makePreview,
  makeStoryboard,
  probe,
  probeDetailed,
} from './index';
import { fit, picture } from './picture';

const MOV = 'video/quicktime';
const MP4 = 'video/mp4';

let dir: string;
let out: string;
const files: Record<string, string> = {};
const meta: Record<string, MediaInfo> = {};
const fast = { preset: 'superfast' } as const;

beforeAll(async () => {
  dir = fx.fixtureDir();
  out = path.join(dir, 'out');
  execFileSync('mkdir', [out]);
  files.rotated = fx.hevcRotated(dir);
  files.prores = fx.proresBlackStart(dir);
  files.vfr = fx.variableRate(dir);
  files.hdr = fx.hdr10(dir);
  files.audio = fx.audioOnly(dir);
  files.portrait = fx.portrait(dir);
  for (const [name, file] of Object.entries(files)) meta[name] = await probeDetailed(file, MOV);
});

const get = <T>(record: Record<string, T>, key: string): T => {
  const value = record[key];
  if (value === undefined) throw new Error(`no ${key}`);
  return value;
};
const video = (file: string) => fx.ffprobeJson(file).streams.find((s) => s.codec_type === 'video');
const noPartials = () => expect(readdirSync(out).filter((n) => n.includes('.partial'))).toEqual([]);

describe('probeDetailed', () => {
  it('reads a rotated HEVC phone-style file: displayed size, rotation, tags, audio', async () => {
    expect(get(meta, 'rotated')).toMatchObject({
      hasVideo: true,
      creationTime: '2024-05-01T10:00:00.000000Z',
      location: { latitude: 48.8577, longitude: 2.295 },
      audio: { codec: 'aac', channels: 1, sampleRate: 48000 },
      video: { codec: 'hevc', rotation: 90, codedWidth: 320, codedHeight: 180, width: 180, height: 320, frameRate: 15 },
    });
    expect(await probe(get(files, 'rotated'), MOV)).toEqual({
      durationS: 2,
      width: 180,
      height: 320,
      hasVideo: true,
      frameRate: '15/1',
      cutShortAtS: null,
    });
  });

  it('tells HDR, 10-bit ProRes, variable frame rate and audio-only files apart', () => {
    expect(get(meta, 'hdr').video).toMatchObject({
      hdr: 'pq',
      bitDepth: 10,
      colorPrimaries: 'bt2020',
      profile: 'Main 10',
    });
    expect(get(meta, 'prores')).toMatchObject({ audio: null, video: { codec: 'prores', bitDepth: 10, hdr: null } });
    expect(get(meta, 'vfr').video).toMatchObject({
      variableFrameRate: true,
      rFrameRate: 30,
      avgFrameRate: 18,
      frameRate: 30,
    });
    expect(get(meta, 'rotated').video?.variableFrameRate).toBe(false);
    expect(get(meta, 'audio')).toMatchObject({ hasVideo: false, video: null, audio: { codec: 'aac' } });
  });
});

describe('cutShortAt', () => {
  const cutShort = async (file: string, container = MP4) => {
    const { video } = await probeDetailed(file, container);
    if (!video) throw new Error(`no picture in ${file}`);
    return cutShortAt(file, container, video);
  };

  it('finds where a file cut in half really ends, read near its end or searched by halves', async () => {
    // One keyframe in 10 s: the read from near the end starts at the first frame and stops at the cut.
    const longGop = fx.truncated(dir, 10);
    const at = await cutShort(longGop);
    expect(at).toBeGreaterThan(3.5);
    expect(at).toBeLessThan(6.5);
    // A keyframe a second: nothing reads near the end, the last frame that reads is searched for.
    const everySecond = await cutShort(fx.truncated(dir, 20, 25));
    expect(everySecond).toBeGreaterThan(8);
    expect(everySecond).toBeLessThan(12);
    expect((await probe(longGop, MP4)).cutShortAtS).toBe(at);
  });

  it('passes whole files whatever their codec, rate, colour or layout', async () => {
    const whole = [...Object.entries(files)].filter(([name]) => name !== 'audio');
    for (const [name, file] of whole) expect([name, await cutShort(file, MOV)]).toEqual([name, null]);
    expect(await cutShort(fx.darkKeyframes(dir))).toBeNull();
    // Sound longer than the picture, all of it 2 s late (an empty edit), and a timecode track.
    const late = path.join(out, 'late.mov');
    const pattern = [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=160x90:rate=25:duration=4',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=6',
    ];
    const codecs = ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];
    const late2s = ['-output_ts_offset', '2', '-timecode', '01:00:00:00'];
    execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...pattern, ...codecs, ...late2s, late]);
    expect(await cutShort(late, MOV)).toBeNull();
  });
});

describe('makePreview', () => {
  it('makes an upright, tag-free, fast-start H.264 + AAC MP4 of a rotated HEVC, reporting progress', async () => {
    const file = path.join(out, 'rotated.mp4');
    const progress: number[] = [];
    await makePreview(get(files, 'rotated'), MOV, file, get(meta, 'rotated'), {
      ...fast,
      onProgress: (p) => progress.push(p),
    });
    const probed = fx.ffprobeJson(file);
    const [v, a] = probed.streams;
    expect(v).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', width: 180, height: 320 });
    expect(v?.side_data_list ?? []).toEqual([]);
    expect(v?.tags?.rotate).toBeUndefined();
    expect(a).toMatchObject({ codec_name: 'aac', channels: 2 });
    for (const tags of [probed.format.tags, ...probed.streams.map((s) => s.tags)]) {
      expect(Object.keys(tags ?? {})).not.toContain('creation_time');
      expect(Object.keys(tags ?? {})).not.toContain('location');
    }
    const bytes = readFileSync(file);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(fx.meanLuma(file, 1)).toBeGreaterThan(60);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    noPartials();
  });

  it('makes a variable-rate source constant at its nominal rate', async () => {
    const file = path.join(out, 'vfr.mp4');
    await makePreview(get(files, 'vfr'), MP4, file, get(meta, 'vfr'), fast);
    const v = video(file);
    expect(v?.r_frame_rate).toBe('30/1');
    expect(v?.avg_frame_rate).toBe('30/1');
  });

  it('tone maps HDR10 to 8-bit BT.709 with a picture that is not black', async () => {
    const file = path.join(out, 'hdr.mp4');
    await makePreview(get(files, 'hdr'), MOV, file, get(meta, 'hdr'), fast);
    const v = video(file);
    expect(v).toMatchObject({ pix_fmt: 'yuv420p', profile: 'High' });
    expect(['bt709', undefined]).toContain(v?.color_transfer);
    expect(fx.meanLuma(file, 1)).toBeGreaterThan(40);
  });

  it('previews a 10-bit 4:2:2 ProRes without audio as video only', async () => {
    const file = path.join(out, 'prores.mp4');
    await makePreview(get(files, 'prores'), MOV, file, get(meta, 'prores'), fast);
    expect(fx.ffprobeJson(file).streams.map((s) => [s.codec_type, s.pix_fmt])).toEqual([['video', 'yuv420p']]);
    expect(fx.meanLuma(file, 2.5)).toBeGreaterThan(60);
  });

  it('refuses an audio-only file without leaving a file', async () => {
    const file = path.join(out, 'audio.mp4');
    await expect(makePreview(get(files, 'audio'), MP4, file, get(meta, 'audio'))).rejects.toThrow(MediaError);
    expect(existsSync(file)).toBe(false);
  });

  it('the no-zscale fallback (colorspace) also runs on this build', () => {
    const m = get(meta, 'hdr');
    if (!m.video) throw new Error('no video');
    const chain = picture(m.video, new Set(['colorspace']), fit(m.video, 180));
    const file = path.join(out, 'fallback.mp4');
    execFileSync(ffmpegPath(), ['-v', 'error', '-i', get(files, 'hdr'), '-vf', chain, '-c:v', 'libx264', file]);
    expect(fx.meanLuma(file, 1)).toBeGreaterThan(40);
  });
});

describe('makeHls', () => {
  it('ladders a portrait 1080x1920 clip to 360p/720p/1080p by short side, keyframe-aligned', async () => {
    const hls = path.join(out, 'portrait-hls');
    const variants = await makeHls(get(files, 'portrait'), MP4, hls, get(meta, 'portrait'), fast);
    expect(variants.map((v) => `${v.name} ${v.width}x${v.height}`)).toEqual([
      '360p 360x640',
      '720p 720x1280',
      '1080p 1080x1920',
    ]);
    const master = readFileSync(path.join(hls, 'master.m3u8'), 'utf8');
    for (const v of variants) {
      expect(master).toMatch(new RegExp(`BANDWIDTH=\\d+,AVERAGE-BANDWIDTH=\\d+,RESOLUTION=${v.width}x${v.height},`));
      const media = readFileSync(path.join(hls, v.name, 'index.m3u8'), 'utf8');
      expect(media).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      const segments = media.split('\n').filter((l) => l.endsWith('.ts'));
      expect(segments.length).toBeGreaterThan(0);
      const first = video(path.join(hls, v.name, segments[0] ?? ''));
      expect(first).toMatchObject({ codec_name: 'h264', width: v.width, height: v.height });
    }
    expect(master).toContain('CODECS="avc1.640028,mp4a.40.2"');
    noPartials();
  });

  it('gives a source below 360 one rung at its own, rotated size; re-running replaces the set', async () => {
    const hls = path.join(out, 'rotated-hls');
    await makeHls(get(files, 'rotated'), MOV, hls, get(meta, 'rotated'), fast);
    const variants = await makeHls(get(files, 'rotated'), MOV, hls, get(meta, 'rotated'), fast);
    expect(variants.map((v) => [v.name, v.width, v.height])).toEqual([['180p', 180, 320]]);
    expect(readdirSync(hls).sort()).toEqual(['180p', 'master.m3u8']);
    noPartials();
  });
});

describe('makePoster and frame', () => {
  it('skips the black opening of a clip', async () => {
    const file = path.join(out, 'poster.jpg');
    await makePoster(get(files, 'prores'), MOV, file, get(meta, 'prores'));
    expect(readFileSync(file).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(fx.meanLuma(file)).toBeGreaterThan(60);
  });

  it('searches every frame when the keyframes it tries first are all dark', async () => {
    const src = fx.darkKeyframes(dir);
    const file = path.join(out, 'dark-keyframes.jpg');
    await makePoster(src, MP4, file, await probeDetailed(src, MP4));
    expect(fx.meanLuma(file)).toBeGreaterThan(60);
  });

  it('frame() still answers with the default container', async () => {
    const jpeg = await frame(get(files, 'portrait'), 1);
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
  });
});

describe('makeStoryboard', () => {
  it('writes sprites and a WebVTT whose cues address tiles inside existing sprites', async () => {
    const board = path.join(out, 'board');
    const plan = await makeStoryboard(get(files, 'portrait'), MP4, board, get(meta, 'portrait'));
    const vtt = readFileSync(path.join(board, 'storyboard.vtt'), 'utf8');
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    const cues = [...vtt.matchAll(/(\S+) --> (\S+)\n(sprite-\d+\.jpg)#xywh=(\d+),(\d+),(\d+),(\d+)/g)];
    expect(cues).toHaveLength(plan.count);
    for (const [, , , sprite, x, y, w, h] of cues) {
      const size = video(path.join(board, sprite ?? ''));
      expect(Number(x) + Number(w)).toBeLessThanOrEqual(size?.width ?? 0);
      expect(Number(y) + Number(h)).toBeLessThanOrEqual(size?.height ?? 0);
    }
    expect(plan.thumb).toEqual({ width: 160, height: 284 });
  });
});

describe('audio', () => {
  it('measures peaks 0..1 and integrated loudness of a tone; nothing for silence-free video', async () => {
    const peaks = await audioPeaks(get(files, 'audio'), MP4, get(meta, 'audio'));
    expect(peaks).toHaveLength(1000);
    expect(Math.min(...peaks)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(1);
    // ffmpeg's sine source plays at 1/8 of full scale.
    expect(Math.max(...peaks)).toBeCloseTo(0.125, 1);
    const lufs = await loudness(get(files, 'audio'), MP4, get(meta, 'audio'));
    expect(lufs).toBeGreaterThan(-30);
    expect(lufs).toBeLessThan(-10);
    expect(await audioPeaks(get(files, 'prores'), MOV, get(meta, 'prores'))).toEqual([]);
    expect(await loudness(get(files, 'prores'), MOV, get(meta, 'prores'))).toBeNull();
  });
});
