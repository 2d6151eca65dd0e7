import { expect, describe as group, it } from 'vitest';
import { peakFolder, resample } from './audio';
import { binariesWarning, describe, locate, resolveBinaries } from './binaries';
import { logBinaries } from './binaries-log';
import { demuxerFor, inputArgs, MediaError, protocolsFor } from './hardening';
import { h264Level, ladder, masterPlaylist } from './hls';
import { cfrArgs, fit, ladderGraph, toSdr } from './picture';
import { nominalRate, parseIso6709, toMediaInfo, type VideoInfo } from './probe';
import { outputRate } from './rates';
import { progressReader } from './run';
import { planStoryboard, storyboardVtt } from './storyboard';

group('binaries', () => {
  const bundledVersion =
    'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers\n' +
    'libavutil      56. 24.101 / 56. 24.101\n';

  it('reads version, age, libavutil major and filter names', () => {
    const d = describe(
      bundledVersion,
      ' TS. colorspace        V->V       Convert\n .SC zscale  V->V  Apply\n  = Filter list',
    );
    expect(d).toMatchObject({ year: 2018, avutilMajor: 56 });
    expect(d.version).toMatch(/^ffmpeg version N-47683/);
    expect([...d.filters]).toEqual(['colorspace', 'zscale']);
  });

  it('prefers FFMPEG_PATH, then PATH, then the bundled packages', () => {
    expect(locate({ FFMPEG_PATH: '/opt/ff', FFPROBE_PATH: '/opt/fp' }, () => '/usr/bin/x')).toEqual({
      ffmpeg: '/opt/ff',
      ffprobe: '/opt/fp',
      source: 'env',
    });
    expect(locate({}, (n) => `/usr/bin/${n}`)).toEqual({
      ffmpeg: '/usr/bin/ffmpeg',
      ffprobe: '/usr/bin/ffprobe',
      source: 'system',
    });
    const bundled = locate({}, () => null);
    expect(bundled.source).toBe('bundled');
    expect(bundled.ffmpeg).toMatch(/@ffmpeg-installer/);
  });

  it('warns about the bundled build, naming its year; says nothing about a system build', () => {
    expect(binariesWarning({ source: 'bundled', version: 'ffmpeg version N-1', year: 2018 })).toMatch(/from 2018/);
    expect(binariesWarning({ source: 'system', version: 'ffmpeg version 5.1', year: 2026 })).toBeNull();
  });

  it('names the ffmpeg in use at start-up: its path and the first line of its version', async () => {
    const lines: string[] = [];
    const log = { info: (_: object, msg: string) => lines.push(msg), warn: (msg: string) => lines.push(msg) };
    await logBinaries(log as never);
    const b = await resolveBinaries();
    expect(lines[0]).toBe(`media: ${b.ffmpeg} (${b.version})`);
    expect(b.version).toMatch(/^ffmpeg version \S+/);
  });
});

group('hardening', () => {
  it('forces mov for MP4 and QuickTime and refuses anything else', () => {
    expect(demuxerFor('video/mp4')).toBe('mov');
    expect(demuxerFor('video/quicktime')).toBe('mov');
    expect(() => demuxerFor('application/vnd.apple.mpegurl')).toThrow(MediaError);
    expect(() => demuxerFor('video/x-msvideo')).toThrow(/refusing container/);
  });

  it('binds file-only protocols, the demuxer and no external references to a file: URL', () => {
    const args = inputArgs('relative/concat:x.mov', 'video/mp4');
    expect(args.slice(0, -2)).toEqual([
      ...['-protocol_whitelist', 'file', '-f', 'mov', '-enable_drefs', '0', '-use_absolute_path', '0'],
    ]);
    expect(args.at(-1)).toBe(`file:${process.cwd()}/relative/concat:x.mov`);
  });

  it("lets the S3 store's signed https URL through tls and tcp, never file", () => {
    expect(protocolsFor('https://bucket.s3.example/key?X-Amz-Signature=1')).toBe('https,tls,tcp');
    expect(inputArgs('https://b/k', 'video/mp4').at(-1)).toBe('https://b/k');
  });
});

group('probe', () => {
  it('snaps frame rates to the standard one near the base rate', () => {
    expect(nominalRate(30, 18)).toBe(30);
    expect(nominalRate(24, 24)).toBe(24);
    expect(nominalRate(30000 / 1001, 29.9)).toBe(29.97);
    expect(nominalRate(90000, 29.8)).toBe(29.97);
    expect(nominalRate(null, null)).toBe(30);
    expect(nominalRate(17, 17)).toBe(17);
  });

  it('applies rotation (display matrix or tag) and sample aspect to the displayed size', () => {
    const info = toMediaInfo({
      format: { duration: '3.5', tags: { 'com.apple.quicktime.location.ISO6709': '+35.6895+139.6917+040.000/' } },
      streams: [
        { codec_type: 'video', codec_name: 'mjpeg', disposition: { attached_pic: 1 }, width: 10, height: 10 },
        {
          codec_type: 'video',
          codec_name: 'hevc',
          width: 1920,
          height: 1080,
          r_frame_rate: '30/1',
          avg_frame_rate: '30/1',
          side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
        },
      ],
    });
    expect(info.video).toMatchObject({ rotation: 270, width: 1080, height: 1920, codedWidth: 1920 });
    expect(info.location).toEqual({ latitude: 35.6895, longitude: 139.6917, altitude: 40 });
    const anamorphic = toMediaInfo({
      streams: [
        { codec_type: 'video', width: 720, height: 576, sample_aspect_ratio: '16:15', tags: { rotate: '180' } },
      ],
    });
    expect(anamorphic.video).toMatchObject({ rotation: 180, width: 768, height: 576 });
  });

  it('counts cover art as no video, and reads ISO 6709 without altitude', () => {
    const info = toMediaInfo({ streams: [{ codec_type: 'video', disposition: { attached_pic: 1 } }] });
    expect(info.hasVideo).toBe(false);
    expect(parseIso6709('-33.8688+151.2093/')).toEqual({ latitude: -33.8688, longitude: 151.2093, altitude: null });
    expect(parseIso6709('nowhere')).toBeNull();
  });
});

const video = (width: number, height: number, frameRate = 30) => ({ width, height, frameRate });

group('picture', () => {
  it('fits the short side, never upscales, keeps sizes even', () => {
    expect(fit(video(1080, 1920), 720)).toEqual({ width: 720, height: 1280 });
    expect(fit(video(3840, 2160), 720)).toEqual({ width: 1280, height: 720 });
    expect(fit(video(320, 180), 720)).toEqual({ width: 320, height: 180 });
    expect(fit(video(641, 359), 720)).toEqual({ width: 642, height: 360 });
  });

  it('caps the rate at 60 and writes NTSC rates as fractions', () => {
    expect(outputRate({ frameRate: 120 })).toBe('60');
    expect(outputRate({ frameRate: 29.97 })).toBe('30000/1001');
    expect(outputRate({ frameRate: 25 })).toBe('25');
  });

  it('tone maps HDR with zscale when present, colorspace otherwise, a format change at least', () => {
    expect(toSdr({ hdr: null }, new Set(['zscale', 'tonemap']))).toEqual(['format=yuv420p']);
    expect(toSdr({ hdr: 'hlg' }, new Set(['zscale', 'tonemap'])).join(',')).toMatch(/tin=arib-std-b67.*tonemap=/);
    expect(toSdr({ hdr: 'pq' }, new Set(['colorspace']))[0]).toMatch(/^colorspace=all=bt709/);
    expect(toSdr({ hdr: 'pq' }, new Set())).toEqual(['format=yuv420p']);
  });

  it('uses -fps_mode from ffmpeg 5 and -vsync before', () => {
    expect(cfrArgs('30', 57)).toEqual(['-fps_mode', 'cfr', '-r', '30']);
    expect(cfrArgs('30', 56)).toEqual(['-vsync', 'cfr', '-r', '30']);
  });

  it('splits one tone-mapped picture into the rungs', () => {
    const v = { ...video(1920, 1080), hdr: null } as VideoInfo;
    const graph = ladderGraph(v, new Set(), [fit(v, 720), fit(v, 360)], '30');
    expect(graph).toBe(
      '[0:v:0]fps=30,scale=1280:720,setsar=1,format=yuv420p,split=2[s0][s1];' +
        '[s0]scale=1280:720,setsar=1[v0];[s1]scale=640:360,setsar=1[v1]',
    );
  });
});

group('hls ladder', () => {
  it('takes the rungs up to the source and at least one, named by short side', () => {
    expect(ladder(video(1080, 1920)).map((r) => [r.name, r.size.width, r.size.height])).toEqual([
      ['360p', 360, 640],
      ['720p', 720, 1280],
      ['1080p', 1080, 1920],
    ]);
    expect(ladder(video(3840, 2160)).map((r) => r.name)).toEqual(['360p', '720p', '1080p']);
    expect(ladder(video(320, 180)).map((r) => [r.name, r.size.width])).toEqual([['180p', 320]]);
    expect(ladder(video(1280, 720, 60)).map((r) => r.maxKbps)).toEqual([1200, 4200]);
  });

  it('picks H.264 levels from frame size and rate', () => {
    expect(h264Level({ width: 640, height: 360 }, 30).idc).toBe(30);
    expect(h264Level({ width: 1280, height: 720 }, 30).idc).toBe(31);
    expect(h264Level({ width: 1280, height: 720 }, 60).idc).toBe(32);
    expect(h264Level({ width: 1920, height: 1080 }, 30)).toEqual({ name: '4.0', idc: 40 });
    expect(h264Level({ width: 1920, height: 1080 }, 60).idc).toBe(42);
  });

  it('writes the master playlist with bandwidth, resolution and codecs', () => {
    const text = masterPlaylist(
      [{ name: '360p', width: 640, height: 360, bandwidth: 900000, averageBandwidth: 700000, codecs: 'avc1.64001e' }],
      29.97,
    );
    expect(text).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=700000,RESOLUTION=640x360,FRAME-RATE=29.970,CODECS="avc1.64001e"\n360p/index.m3u8\n',
    );
  });
});

group('storyboard', () => {
  it('keeps to about 150 thumbnails, one per whole second or more', () => {
    expect(planStoryboard(video(1920, 1080), 3)).toMatchObject({
      intervalS: 1,
      count: 3,
      thumb: { width: 160, height: 90 },
    });
    expect(planStoryboard(video(1920, 1080), 3600)).toMatchObject({ intervalS: 24, count: 150 });
    expect(planStoryboard(video(1080, 1920), 0.4).count).toBe(1);
  });

  it('addresses tiles row by row and moves to the next sprite after 100', () => {
    const plan = { intervalS: 2, count: 102, thumb: { width: 160, height: 90 } };
    const cues = storyboardVtt(plan, 203.5).split('\n\n').slice(1);
    expect(cues).toHaveLength(102);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:02.000\nsprite-1.jpg#xywh=0,0,160,90');
    expect(cues[11]).toBe('00:00:22.000 --> 00:00:24.000\nsprite-1.jpg#xywh=160,90,160,90');
    expect(cues[100]).toBe('00:03:20.000 --> 00:03:22.000\nsprite-2.jpg#xywh=0,0,160,90');
    expect(cues[101]?.trim()).toBe('00:03:22.000 --> 00:03:23.500\nsprite-2.jpg#xywh=160,0,160,90');
  });
});

group('peaks', () => {
  it('folds samples split anywhere across chunks', () => {
    const samples = Buffer.from(new Int16Array([1000, -32768, 16384, 0]).buffer);
    const folder = peakFolder(2);
    folder.push(samples.subarray(0, 3));
    folder.push(samples.subarray(3));
    expect(folder.blocks()).toEqual([1, 0.5]);
  });

  it('resamples to exactly the count asked, by maximum', () => {
    expect(resample([0.1, 0.9, 0.2, 0.3], 2)).toEqual([0.9, 0.3]);
    expect(resample([0.5], 3)).toEqual([0.5, 0.5, 0.5]);
    expect(resample([], 1000)).toEqual([]);
  });
});

group('progress', () => {
  it('turns out_time_us lines, split across chunks, into a rising fraction', () => {
    const seen: number[] = [];
    const read = progressReader(4, (f) => seen.push(f));
    read(Buffer.from('frame=1\nout_time_us=1000000\nout_ti'));
    read(Buffer.from('me_us=3000000\nout_time_us=2000000\nout_time_us=9000000\n'));
    expect(seen).toEqual([0.25, 0.75, 1]);
  });
});
