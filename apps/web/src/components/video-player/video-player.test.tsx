import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { createRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllTranslations } from '../../lib/i18n';
import { renderInApp } from '../../test/render';
import { playerMedia } from '../../test/video';
import type { PlayerHandle, PlayerMedia } from './index';
import { VideoPlayer } from './index';

const MEDIA = playerMedia({ previewUrl: null, durationS: 65 });

const show = (media: Partial<PlayerMedia>, ref?: React.Ref<PlayerHandle>) =>
  renderInApp(<VideoPlayer media={{ ...MEDIA, ...media }} title="Market at dawn" ref={ref} />);

const video = () => screen.getByTestId('video-player') as HTMLVideoElement;

beforeAll(() => {
  // happy-dom has no full screen; a browser outside a frame has.
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('VideoPlayer before a rendition exists', () => {
  it('should say how far processing is, in English and in Chinese', async () => {
    await show({ state: 'processing', progress: 0.418, posterUrl: '/poster.jpg' });
    expect(screen.getByRole('status').textContent).toBe('Processing 42 %');
    expect(screen.queryByTestId('video-player')).toBeNull();
    i18n.addResourceBundle('zh', 'translation', await loadAllTranslations('zh'));
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByRole('status').textContent).toBe('处理中 42 %');
  });

  it('should say a pending video waits', async () => {
    await show({ state: 'pending' });
    expect(screen.getByRole('status').textContent).toBe('Waiting to be processed');
  });

  it('should say why processing failed, and never show a key it does not know', async () => {
    await show({ state: 'failed', errorKey: 'errors.videoUnreadable' });
    expect(screen.getByRole('status').textContent).toBe('This video could not be processed.This video cannot be read');
    cleanup();
    await show({ state: 'failed', errorKey: 'errors.notAKeyYet' });
    expect(screen.getByRole('status').textContent).toBe('This video could not be processed.');
    cleanup();
    await show({ state: 'failed', errorKey: 'errors.videoDamagedAt', errorAtS: 724 });
    expect(screen.getByRole('status').textContent).toContain('The file is damaged after 12:04');
  });

  it('should say a time-out is the machine, not the file, and that it will be tried again, in English and in Chinese', async () => {
    await show({ state: 'failed', errorKey: 'errors.videoTookTooLong' });
    const said = () => screen.getByRole('status').textContent;
    expect(said()).toContain('Processing this video took too long; it will be tried again shortly');
    expect(said()).not.toMatch(/damaged/);
    i18n.addResourceBundle('zh', 'translation', await loadAllTranslations('zh'));
    await act(() => i18n.changeLanguage('zh'));
    expect(said()).toContain('处理此视频耗时过长，稍后将自动重试');
  });
});

describe('VideoPlayer with a rendition', () => {
  it('should play the MP4 preview when there is no HLS, with its own controls', async () => {
    await show({ previewUrl: 'https://cdn.example/preview.mp4?sig=1' });
    expect(video().getAttribute('src')).toBe('https://cdn.example/preview.mp4?sig=1');
    expect(video().hasAttribute('controls')).toBe(false);
  });

  it('should not restart the video when only the signature of its URL changes', async () => {
    let resign = (_: string) => {};
    function Refetched() {
      const [previewUrl, setPreviewUrl] = useState('https://cdn.example/preview.mp4?sig=1');
      resign = setPreviewUrl;
      return <VideoPlayer media={{ ...MEDIA, previewUrl }} title="Market at dawn" />;
    }
    await renderInApp(<Refetched />);
    video().currentTime = 30;
    act(() => resign('https://cdn.example/preview.mp4?sig=2'));
    expect(video().getAttribute('src')).toBe('https://cdn.example/preview.mp4?sig=1');
    expect(video().currentTime).toBe(30);
  });

  it('should play HLS natively where the browser can and has no Media Source Extensions', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    await show({ hlsUrl: '/media/1/master.m3u8', previewUrl: '/media/1/preview.mp4' });
    expect(video().getAttribute('src')).toBe('/media/1/master.m3u8');
  });

  it('should take the ladder on from where the preview stood, playing on, when it arrives mid-play', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    let arrive = (_: string) => {};
    function Laddered() {
      const [hlsUrl, setHlsUrl] = useState<string | null>(null);
      arrive = setHlsUrl;
      return <VideoPlayer media={{ ...MEDIA, previewUrl: '/media/1/preview.mp4', hlsUrl }} title="Market at dawn" />;
    }
    await renderInApp(<Laddered />);
    video().currentTime = 30;
    Object.defineProperty(video(), 'paused', { configurable: true, get: () => false });
    act(() => arrive('/media/1/master.m3u8'));
    expect(video().getAttribute('src')).toBe('/media/1/master.m3u8');
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video().currentTime).toBe(30);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('should fall back to the preview where neither the browser nor hls.js can play HLS', async () => {
    await show({ hlsUrl: '/media/1/master.m3u8', previewUrl: '/media/1/preview.mp4' });
    await waitFor(() => expect(video().getAttribute('src')).toBe('/media/1/preview.mp4'));
  });

  it('should name the player and every control, and say what Play will do next', async () => {
    await show({ previewUrl: '/preview.mp4' });
    expect(screen.getByRole('group', { name: 'Market at dawn video player' })).toBeTruthy();
    for (const name of ['Play', 'Mute', 'Speed: 1×', 'Full screen']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const position = screen.getByRole('slider', { name: 'Playback position' });
    expect(position.getAttribute('aria-valuetext')).toBe('0 seconds of 1 minute 5 seconds');
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Play' }).click());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('should answer its keys: l jumps 10 s, comma steps one frame back while paused, m mutes', async () => {
    await show({ previewUrl: '/preview.mp4' });
    const player = screen.getByRole('group');
    fireEvent.keyDown(player, { key: 'l' });
    expect(video().currentTime).toBe(10);
    fireEvent.keyDown(player, { key: ',' });
    expect(video().currentTime).toBeCloseTo(9.98);
    fireEvent.keyDown(player, { key: 'm' });
    expect(video().muted).toBe(true);
  });

  it('should let a screen seek, pause and read the time through its ref', async () => {
    const ref = createRef<PlayerHandle>();
    await show({ previewUrl: '/preview.mp4' }, ref);
    act(() => ref.current?.seek(12.5));
    expect(ref.current?.currentTime()).toBe(12.5);
    expect(ref.current?.video).toBe(video());
  });

  it('should show the storyboard’s thumbnail above the seek bar once it has focus', async () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:05.000\nhttps://cdn.example/sprite-0.jpg#xywh=160,0,160,90\n';
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(vtt));
    await show({ previewUrl: '/preview.mp4', storyboardUrl: 'https://cdn.example/storyboard.vtt' });
    expect(fetched).not.toHaveBeenCalled();
    act(() => screen.getByRole('slider', { name: 'Playback position' }).focus());
    const sprite = await waitFor(() => {
      const found = screen.getByTestId('player-preview').querySelector<HTMLElement>('.video-player-sprite');
      if (!found) throw new Error('no thumbnail yet');
      return found;
    });
    expect(sprite.style.backgroundImage).toContain('https://cdn.example/sprite-0.jpg');
    expect(sprite.style.backgroundPosition).toBe('-160px 0px');
  });
});
