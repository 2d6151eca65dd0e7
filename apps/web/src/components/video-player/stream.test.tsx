import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { playerMedia } from '../../test/video';
import type { HlsEvents } from './hls-source';
import { VideoPlayer } from './index';
import type { PlayerMedia } from './types';
import { chooseSource } from './use-source';

/** What the player asked hls.js to play: a fake, whose events a test sends (how much of the stream exists). */
const attached: { url: string; growing: boolean; events: HlsEvents }[] = [];

vi.mock('./hls-source', async (original) => ({
  ...(await original<typeof import('./hls-source')>()),
  attachHls: async (
    _video: HTMLVideoElement,
    url: string,
    events: HlsEvents,
    _signal: AbortSignal,
    growing = false,
  ) => {
    attached.push({ url, growing, events });
    return { setLevel: () => {}, destroy: () => {} };
  },
}));

const STREAM = '/renditions/v1/stream/index.m3u8?sig=1';
const LADDER = '/renditions/v1/hls/master.m3u8?sig=1';
const GROWING: Partial<PlayerMedia> = {
  state: 'processing',
  progress: 0.42,
  streamUrl: STREAM,
  previewUrl: null,
  hlsUrl: null,
  durationS: 600,
};

const video = () => screen.getByTestId('video-player') as HTMLVideoElement;
const last = () => attached[attached.length - 1];
/** hls.js (re)loaded the stream's playlist: it lists `seconds`, and grows until `growing` is false. */
const listed = (seconds: number, growing = true) => act(() => last()?.events.onReadiness?.({ seconds, growing }));

beforeEach(() => {
  attached.length = 0;
});
afterEach(cleanup);

describe('chooseSource', () => {
  const urls = { hlsUrl: LADDER, streamUrl: STREAM, previewUrl: '/preview.mp4?sig=1' };
  it('should prefer the ladder, then the first stream, then the MP4 preview', () => {
    expect(chooseSource(urls, [])).toBe('hlsUrl');
    expect(chooseSource({ ...urls, hlsUrl: null }, [])).toBe('streamUrl');
    expect(chooseSource({ ...urls, hlsUrl: null, streamUrl: null }, [])).toBe('previewUrl');
    expect(chooseSource({ hlsUrl: null, streamUrl: null, previewUrl: null }, [])).toBeNull();
  });

  it('should pass over a playlist found unplayable here, whatever its signature', () => {
    expect(chooseSource(urls, ['/renditions/v1/hls/master.m3u8'])).toBe('streamUrl');
    expect(chooseSource(urls, ['/renditions/v1/hls/master.m3u8', '/renditions/v1/stream/index.m3u8'])).toBe(
      'previewUrl',
    );
  });
});

describe('VideoPlayer on a first stream still being made', () => {
  it('should play the stream from its start while nothing better exists, and say the quality is improving', async () => {
    await renderInApp(<VideoPlayer media={playerMedia(GROWING)} title="Flood" />);
    await waitFor(() => expect(attached).toHaveLength(1));
    expect(last()).toMatchObject({ url: STREAM, growing: true });
    expect(screen.getByTestId('video-player-improving').textContent).toBe('Playable — improving quality 42 %');
    // The video's length, not the little the stream lists so far.
    Object.defineProperty(video(), 'duration', { configurable: true, value: 80 });
    await listed(80);
    fireEvent(video(), new Event('durationchange'));
    expect(screen.getByText('0:00 / 10:00')).toBeTruthy();
  });

  it('should play the ladder, not the stream, once it exists', async () => {
    await renderInApp(<VideoPlayer media={playerMedia({ ...GROWING, hlsUrl: LADDER })} title="Flood" />);
    await waitFor(() => expect(attached).toHaveLength(1));
    expect(last()).toMatchObject({ url: LADDER, growing: false });
  });

  it('should land a seek past what exists at its end and say how much is ready', async () => {
    await renderInApp(<VideoPlayer media={playerMedia(GROWING)} title="Flood" />);
    await waitFor(() => expect(attached).toHaveLength(1));
    await listed(80);
    const player = screen.getByRole('group');
    fireEvent.keyDown(player, { key: 'l' });
    expect(video().currentTime).toBe(10);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.keyDown(player, { key: 'End' });
    expect(video().currentTime).toBe(79);
    expect(screen.getByRole('status').textContent).toBe('1:20 of 10:00 is ready so far; the rest is on its way');
    // Whole: the stream is the video, every seek lands where asked.
    await listed(600, false);
    fireEvent.keyDown(player, { key: 'End' });
    expect(video().currentTime).toBe(600);
  });

  it('should say it in Chinese', async () => {
    await renderInApp(<VideoPlayer media={playerMedia(GROWING)} title="Flood" />, { language: 'zh' });
    await waitFor(() => expect(attached).toHaveLength(1));
    await listed(80);
    fireEvent.keyDown(screen.getByRole('group'), { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe('已就绪 1:20（共 10:00），其余部分正在处理中');
    expect(screen.getByTestId('video-player-improving').textContent).toBe('可播放 — 正在提升画质 42 %');
  });

  it('should wait with a spinner, not an error, when playback catches up with what exists', async () => {
    await renderInApp(<VideoPlayer media={playerMedia(GROWING)} title="Flood" />);
    await waitFor(() => expect(attached).toHaveLength(1));
    await listed(8);
    Object.defineProperty(video(), 'paused', { configurable: true, get: () => false });
    Object.defineProperty(video(), 'readyState', { configurable: true, get: () => 2 });
    video().currentTime = 8;
    fireEvent(video(), new Event('waiting'));
    expect(screen.getByTestId('video-player-waiting')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    Object.defineProperty(video(), 'readyState', { configurable: true, get: () => 4 });
    fireEvent(video(), new Event('playing'));
    expect(screen.queryByTestId('video-player-waiting')).toBeNull();
    expect(video().currentTime).toBe(8);
  });

  it('should keep the stream when the preview arrives, and take the ladder on from where it stood', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    let arrive = (_: Partial<PlayerMedia>) => {};
    function Growing() {
      const [media, setMedia] = useState(playerMedia(GROWING));
      arrive = (more) => setMedia((m) => ({ ...m, ...more }));
      return <VideoPlayer media={media} title="Flood" />;
    }
    await renderInApp(<Growing />);
    await waitFor(() => expect(attached).toHaveLength(1));
    video().currentTime = 30;
    Object.defineProperty(video(), 'paused', { configurable: true, get: () => false });
    act(() => arrive({ previewUrl: '/preview.mp4?sig=1' }));
    expect(attached).toHaveLength(1);
    act(() => arrive({ hlsUrl: LADDER, state: 'ready', progress: null }));
    await waitFor(() => expect(attached).toHaveLength(2));
    expect(last()).toMatchObject({ url: LADDER, growing: false });
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video().currentTime).toBe(30);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByTestId('video-player-improving')).toBeNull();
    play.mockRestore();
  });
});
