import { describe, expect, it } from 'vitest';
import { createSyncGroup } from './sync';

/** A `<video>` as the group sees it: a position, paused or not, and the events a browser fires. */
class FakeVideo extends EventTarget {
  paused = true;
  seeking = false;
  duration = Number.POSITIVE_INFINITY;
  #time = 0;
  seeks = 0;
  get currentTime() {
    return this.#time;
  }
  set currentTime(t: number) {
    this.#time = Math.min(t, this.duration);
    this.seeks += 1;
    this.dispatchEvent(new Event('seeked'));
  }
  async play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  }
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  /** Playback moving on by itself. */
  advance(by: number) {
    this.#time += by;
    this.dispatchEvent(new Event('timeupdate'));
  }
}

const pair = () => {
  const group = createSyncGroup();
  const a = new FakeVideo();
  const b = new FakeVideo();
  const leave = [group.join(a as unknown as HTMLVideoElement), group.join(b as unknown as HTMLVideoElement)];
  return { a, b, leave };
};

describe('a sync group', () => {
  it('should play, seek and pause the other player with the one the viewer uses, each once', async () => {
    const { a, b } = pair();
    a.currentTime = 12.5;
    expect(b.currentTime).toBe(12.5);
    await b.play();
    expect(a.paused).toBe(false);
    b.pause();
    expect(a.paused).toBe(true);
    // One seek each way: the follower's own 'seeked' found the leader already there.
    expect([a.seeks, b.seeks]).toEqual([1, 1]);
  });

  it('should bring a follower that drifted back while playing, and leave a small difference alone', async () => {
    const { a, b } = pair();
    await a.play();
    a.advance(0.2);
    expect(b.currentTime).toBe(0);
    a.advance(0.2);
    expect(b.currentTime).toBeCloseTo(0.4);
  });

  it('should leave the longer video where the viewer put it when the shorter one ends before', async () => {
    const { a, b } = pair();
    b.duration = 5;
    a.currentTime = 8;
    expect([a.currentTime, b.currentTime]).toEqual([8, 5]);
    await a.play();
    expect(b.paused).toBe(true);
    a.advance(0.5);
    expect([a.currentTime, b.currentTime]).toEqual([8.5, 5]);
  });

  it('should bring the others along when a follower lands elsewhere than asked (a player nudging over a gap)', async () => {
    const { a, b } = pair();
    // b's next seek lands 0.7 s on, as hls.js skipping a hole in the buffer would.
    const land = Object.getOwnPropertyDescriptor(FakeVideo.prototype, 'currentTime')?.set;
    Object.defineProperty(b, 'currentTime', {
      get: () => 3.7,
      set: (t: number) => land?.call(b, t + 0.7),
      configurable: true,
    });
    a.currentTime = 3;
    expect(a.currentTime).toBeCloseTo(3.7);
  });

  it('should let a player that left the group go its own way', async () => {
    const { a, b, leave } = pair();
    leave[1]?.();
    a.currentTime = 30;
    await a.play();
    expect([b.currentTime, b.paused]).toEqual([0, true]);
  });
});
