import { threeScenes } from '@stringer/test-support/capture-media';
import { fixtureDir, makeVideoFile } from '@stringer/test-support/media';
import { describe, expect, it } from 'vitest';
import { keyframes, parseScenes, strongest } from './keyframes';
import { probeDetailed } from './probe';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

describe('keyframes', () => {
  it('should give the first frame and each scene change, as JPEGs at their times', async () => {
    const src = threeScenes(fixtureDir());
    const meta = await probeDetailed(src, 'video/mp4');
    const frames = await keyframes(src, 'video/mp4', meta, fixtureDir());
    expect(frames.map((f) => f.atS)).toEqual([0, 2, 4]);
    expect(frames[1]?.score).toBeGreaterThan(0.3);
    for (const f of frames) expect(f.jpeg.subarray(0, 3).equals(JPEG)).toBe(true);
  });

  it('should give one frame for a video of one scene', async () => {
    const src = makeVideoFile('one-scene.mp4', 2);
    const frames = await keyframes(src, 'video/mp4', await probeDetailed(src, 'video/mp4'), fixtureDir());
    expect(frames).toHaveLength(1);
  });

  it("should read ffmpeg's scene lines and keep the first frame and the strongest changes, in order", () => {
    const scenes = parseScenes(
      'frame:0    pts:0       pts_time:0\nlavfi.scene_score=0.000000\nframe:1    pts:25600   pts_time:2\nlavfi.scene_score=0.744520\n',
    );
    expect(scenes).toEqual([
      { atS: 0, score: 0 },
      { atS: 2, score: 0.74452 },
    ]);
    const many = Array.from({ length: 30 }, (_, i) => ({ atS: i, score: i === 0 ? 0 : (i * 7) % 30 }));
    const kept = strongest(many, 20);
    expect(kept).toHaveLength(20);
    expect(kept[0]?.atS).toBe(0);
    expect(kept.map((f) => f.atS)).toEqual([...kept.map((f) => f.atS)].sort((a, b) => a - b));
    expect(Math.min(...kept.slice(1).map((f) => f.score))).toBeGreaterThanOrEqual(11);
  });
});
