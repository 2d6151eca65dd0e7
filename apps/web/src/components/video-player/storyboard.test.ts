import { describe, expect, it } from 'vitest';
import { cueAt, parseStoryboard, parseTimestamp } from './storyboard';

const BASE = 'https://cdn.example/media/42/storyboard.vtt?exp=1&sig=abc';

const VTT = [
  'WEBVTT',
  '',
  'NOTE made by the rendition job',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'https://cdn.example/media/42/sprite-0.jpg?sig=s0#xywh=0,0,160,90',
  '',
  'thumb-2',
  '00:00:02.000 --> 00:00:04.000',
  'https://cdn.example/media/42/sprite-0.jpg?sig=s0#xywh=160,0,160,90',
  '',
  '01:00:04.000 --> 01:00:06.500 line:0',
  'sprite-1.jpg#xywh=pixel:0,90,160,90',
  '',
].join('\r\n');

describe('parseTimestamp', () => {
  it('should read hours, minutes and milliseconds', () => {
    expect(parseTimestamp('01:02:03.250')).toBe(3723.25);
    expect(parseTimestamp('02:03.500')).toBe(123.5);
  });
});

describe('parseStoryboard', () => {
  const cues = parseStoryboard(VTT, BASE);

  it('should turn each cue into its times, its sprite and its crop', () => {
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({
      start: 2,
      end: 4,
      url: 'https://cdn.example/media/42/sprite-0.jpg?sig=s0',
      x: 160,
      y: 0,
      w: 160,
      h: 90,
    });
  });

  it('should resolve a relative sprite against the track and accept the pixel: unit', () => {
    expect(cues[2]).toMatchObject({
      start: 3604,
      end: 3606.5,
      url: 'https://cdn.example/media/42/sprite-1.jpg',
      y: 90,
    });
  });

  it('should skip cues that name no crop, and refuse what is not WebVTT', () => {
    const vtt =
      'WEBVTT\n\n00:00.000 --> 00:01.000\nsprite.jpg\n\n00:01.000 --> 00:02.000\nsprite.jpg#xywh=percent:0,0,50,50\n';
    expect(parseStoryboard(vtt, BASE)).toEqual([]);
    expect(parseStoryboard('<html>403</html>', BASE)).toEqual([]);
  });
});

describe('cueAt', () => {
  const cues = parseStoryboard(VTT, BASE);

  it('should find the cue whose span holds the time, the next one from its start', () => {
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 1.99)?.x).toBe(0);
    expect(cueAt(cues, 2)?.x).toBe(160);
  });

  it('should give the last cue at the very end, and nothing in a gap or past it', () => {
    expect(cueAt(cues, 3606.5)?.y).toBe(90);
    expect(cueAt(cues, 100)).toBeNull();
    expect(cueAt(cues, 4000)).toBeNull();
    expect(cueAt([], 1)).toBeNull();
  });
});
