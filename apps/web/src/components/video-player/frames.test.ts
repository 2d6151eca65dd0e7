import { describe, expect, it } from 'vitest';
import { frameAt, stepFrames, timeOfFrame } from './frames';

describe('frame stepping', () => {
  it('should name the frame on screen and seek to the middle of a frame', () => {
    expect(frameAt(1.37, 25)).toBe(34);
    expect(frameAt(timeOfFrame(34, 25), 25)).toBe(34);
    expect(timeOfFrame(0, 25)).toBe(0.02);
  });

  it('should step from any time to the neighbouring frame, never before the first or past the end', () => {
    expect(frameAt(stepFrames(1.37, 1, 25, 60), 25)).toBe(35);
    expect(frameAt(stepFrames(1.37, -1, 25, 60), 25)).toBe(33);
    expect(stepFrames(0.01, -1, 25, 60)).toBe(0.02);
    expect(stepFrames(59.99, 1, 25, 60)).toBe(60);
  });

  it('should stay on whole frames at 29.97 fps, where frame times never land exactly', () => {
    let at = 0;
    for (let i = 0; i < 1000; i += 1) at = stepFrames(at, 1, 30000 / 1001, 3600);
    expect(frameAt(at, 30000 / 1001)).toBe(1000);
  });

  it('should count 29.97 as 30000/1001, as ffprobe does: frame 30 at 1.001 s, 300 at 10.01 s, 1800 at 60.06 s', () => {
    // 29.97 as the API once sent it (a float4 column) and as it sends it now.
    for (const fps of [29.97003, 30000 / 1001]) {
      expect([1.001, 10.01, 60.06].map((s) => frameAt(s, fps))).toEqual([30, 300, 1800]);
      expect([1.0009, 10.0099, 60.0599].map((s) => frameAt(s, fps))).toEqual([29, 299, 1799]);
      expect(frameAt(timeOfFrame(1800, fps), fps)).toBe(1800);
    }
  });
});
