import { iphoneLike, lavfReencode, withoutMetadata } from '@stringer/test-support/capture-media';
import { fixtureDir } from '@stringer/test-support/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CaptureTags, readCaptureTags, toCaptureTags } from '../../../platform/media/capture';
import { boundedTags, captureFactsOf, captureFlags } from './capture-facts';

const noClaim = { shootingDate: null, location: null };

describe('capture facts from real files', () => {
  let iphone: CaptureTags;
  let reencoded: CaptureTags;
  let bare: CaptureTags;

  beforeAll(async () => {
    const dir = fixtureDir();
    const original = iphoneLike(dir);
    iphone = await readCaptureTags(original, 'video/quicktime');
    reencoded = await readCaptureTags(lavfReencode(dir, original), 'video/mp4');
    bare = await readCaptureTags(withoutMetadata(dir), 'video/mp4');
  });

  it("should read an iPhone's time with its offset, its place, its device, and its own writer", () => {
    expect(captureFactsOf(iphone)).toEqual({
      capturedAt: '2024-05-01T14:03:22+0800',
      location: { lat: 31.2304, lon: 121.4737 },
      device: { make: 'Apple', model: 'iPhone 15 Pro', software: '17.4.1' },
      encoder: expect.objectContaining({ writer: 'apple', name: '17.4.1' }),
    });
    expect(captureFlags(captureFactsOf(iphone), noClaim)).toEqual([]);
  });

  it('should compare the capture day with the shooting date given, in the phone’s own time zone', () => {
    const facts = captureFactsOf(iphone);
    expect(captureFlags(facts, { shootingDate: '2024-05-04', location: null })).toEqual([
      { key: 'filmedBefore', values: { days: 3 }, level: 'warning' },
    ]);
    expect(captureFlags(facts, { shootingDate: '2024-04-29', location: null })).toEqual([
      { key: 'filmedAfter', values: { days: 2 }, level: 'warning' },
    ]);
    expect(captureFlags(facts, { shootingDate: '2024-05-01', location: null })).toEqual([
      { key: 'filmedOnDate', values: {}, level: 'note' },
    ]);
  });

  it('should name ffmpeg as the writer of a re-encode, whose capture tags are gone, and flag both', () => {
    const facts = captureFactsOf(reencoded);
    expect(facts.encoder).toMatchObject({ writer: 'ffmpeg', name: expect.stringMatching(/^Lavf/) });
    expect(facts.location).toBeNull();
    expect(facts.device).toBeNull();
    const keys = captureFlags(facts, { shootingDate: '2024-05-01', location: 'Shanghai' }).map((f) => f.key);
    expect(keys).toContain('reencoded');
    expect(captureFlags(facts, noClaim).find((f) => f.key === 'reencoded')?.values).toEqual({
      program: 'ffmpeg (Lavf)',
    });
  });

  it('should say a clip without capture metadata has none, and guess nothing', () => {
    const facts = captureFactsOf(bare);
    expect(facts).toMatchObject({ capturedAt: null, location: null, device: null });
    expect(captureFlags(facts, { shootingDate: '2024-05-01', location: 'Shanghai' })).toContainEqual({
      key: 'noCaptureMetadata',
      values: {},
      level: 'warning',
    });
  });
});

describe("other writers' tags", () => {
  const tagsOf = (format: Record<string, string>, ...streams: Record<string, string>[]) =>
    toCaptureTags({ format: { tags: format }, streams: streams.map((tags) => ({ codec_type: 'video', tags })) });

  it("should read an Android phone's tags: its place, maker, model and version, its own writer", () => {
    const facts = captureFactsOf(
      tagsOf(
        {
          major_brand: 'mp42',
          creation_time: '2024-05-01T06:03:22.000000Z',
          location: '+39.9042+116.4074/',
          'com.android.version': '14',
          'com.android.manufacturer': 'Xiaomi',
          'com.android.model': '23127PN0CC',
        },
        { handler_name: 'VideoHandle' },
      ),
    );
    expect(facts).toMatchObject({
      capturedAt: '2024-05-01T06:03:22.000000Z',
      location: { lat: 39.9042, lon: 116.4074 },
      device: { make: 'Xiaomi', model: '23127PN0CC', software: '14' },
      encoder: { writer: 'android', name: '14' },
    });
  });

  it('should not take a UTC time a day from the date given for a difference: its local day is not known', () => {
    const facts = captureFactsOf(tagsOf({ creation_time: '2024-05-01T23:30:00.000000Z' }));
    expect(captureFlags(facts, { shootingDate: '2024-05-02', location: null })).toEqual([
      { key: 'filmedNearDate', values: {}, level: 'note' },
    ]);
    expect(captureFlags(facts, { shootingDate: '2024-05-05', location: null })[0]).toEqual({
      key: 'filmedBefore',
      values: { days: 4 },
      level: 'warning',
    });
  });

  it.each([
    [{ encoder: 'HandBrake 1.7.2 2023122100' }, {}, 'handbrake', 'HandBrake'],
    [{}, { handler_name: 'Mainconcept MP4 Video Media Handler' }, 'premiere', 'Adobe Premiere / Media Encoder'],
    [{ encoder: 'Lavf58.76.100', comment: 'CapCut' }, {}, 'capcut', 'CapCut'],
    [{ encoder: 'Lavf60.3.100' }, { handler_name: 'Core Media Video' }, 'ffmpeg', 'ffmpeg (Lavf)'],
    [{ encoder: 'SomeCam 2.0' }, {}, 'other', 'SomeCam 2.0'],
  ])('should know the writer of %j %j as %s', (format, stream, writer, program) => {
    const facts = captureFactsOf(tagsOf(format, stream));
    expect(facts.encoder?.writer).toBe(writer);
    expect(captureFlags(facts, noClaim)).toContainEqual({ key: 'reencoded', values: { program }, level: 'warning' });
  });

  it("should leave out a clock never set, a place off the globe, and a file with no writer's tag", () => {
    const facts = captureFactsOf(tagsOf({ creation_time: '1970-01-01T00:00:00.000000Z', location: '+91.0+200.0/' }));
    expect(facts).toEqual({ capturedAt: null, location: null, device: null, encoder: null });
  });

  it("should keep a hostile file's tags bounded", () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, 'x'.repeat(10_000)]));
    const kept = boundedTags(tagsOf(many));
    expect(Object.keys(kept.format)).toHaveLength(60);
    expect(JSON.stringify(kept).length).toBeLessThan(40_000);
  });
});
