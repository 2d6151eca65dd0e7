import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoDuration } from './file-check';
import { frameFromFile } from './video-frame';

afterEach(() => vi.restoreAllMocks());

/**
 * The `<video>` the next call makes, and whether it still pointed at its object URL when that was
 * revoked: Chromium goes on reading a file after `loadedmetadata` (a big one, its moov at the end),
 * and a read through a revoked URL logs "net::ERR_FILE_NOT_FOUND" (seen on Publish Work).
 */
function watchVideo() {
  const make = document.createElement.bind(document);
  let video: HTMLVideoElement | undefined;
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const el = make(tag);
    if (tag === 'video') video = el as HTMLVideoElement;
    return el;
  });
  const heldWhenRevoked: boolean[] = [];
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    heldWhenRevoked.push(video?.getAttribute('src') === url);
  });
  return { video: () => video as HTMLVideoElement, heldWhenRevoked };
}

const clip = new Blob([new Uint8Array(64)], { type: 'video/mp4' });

describe('a local video read in the browser', () => {
  it('lets go of its file before revoking the URL, once its length is known', async () => {
    const watch = watchVideo();
    const seconds = videoDuration(clip);
    watch.video().dispatchEvent(new Event('loadedmetadata'));
    await seconds;
    expect(watch.heldWhenRevoked).toEqual([false]);
  });

  it('lets go of its file before revoking the URL when no frame came in time', async () => {
    const watch = watchVideo();
    await expect(frameFromFile(new File([clip], 'clip.mp4'), 1, 10)).rejects.toThrow('no frame');
    expect(watch.heldWhenRevoked).toEqual([false]);
  });
});
