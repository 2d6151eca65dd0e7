import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveMedia } from '../../lib/live-media';
import { renderInApp } from '../../test/render';
import { videoMoved } from '../../test/video';
import { ProcessingTag } from './processing-tag';
import type { PlayerMedia } from './types';

const tick = (fileId: string, progress: number, media: Partial<PlayerMedia> = {}) =>
  act(() =>
    useLiveMedia
      .getState()
      .heard(videoMoved(fileId, { state: 'processing', progress, previewUrl: null, streamUrl: null, ...media })),
  );

afterEach(() => useLiveMedia.setState({ byFile: {} }));

describe('ProcessingTag', () => {
  it("should move with the socket's figures for the work's videos, the least of them, without a fetch", async () => {
    const { queryClient } = await renderInApp(
      <ProcessingTag
        testId="work-processing"
        item={{ videosProcessing: 0.2, videosInProcess: ['a', 'b'], videosPlayable: false }}
      />,
    );
    const tag = () => screen.getByTestId('work-processing').textContent;
    expect(tag()).toBe('Processing 20 %');
    // One video heard of: the other still stands at the list's figure.
    await tick('a', 0.7);
    expect(tag()).toBe('Processing 20 %');
    await tick('b', 0.5);
    expect(tag()).toBe('Processing 50 %');
    // Another work's video moves nothing here.
    await tick('c', 0.01);
    expect(tag()).toBe('Processing 50 %');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('should show nothing for a work whose videos are done, and say it in Chinese', async () => {
    const { container } = await renderInApp(
      <ProcessingTag
        testId="work-processing"
        item={{ videosProcessing: null, videosInProcess: [], videosPlayable: true }}
      />,
    );
    expect(container.textContent).toBe('');
    await renderInApp(
      <ProcessingTag
        testId="work-processing"
        item={{ videosProcessing: 0.05, videosInProcess: ['d'], videosPlayable: false }}
      />,
      { language: 'zh' },
    );
    expect(screen.getByTestId('work-processing').textContent).toBe('处理中 5 %');
  });

  it('should say a work whose videos all play already is playable while its quality improves, in English and Chinese', async () => {
    await renderInApp(
      <ProcessingTag
        testId="work-processing"
        item={{ videosProcessing: 0.42, videosInProcess: ['e'], videosPlayable: true }}
      />,
    );
    expect(screen.getByTestId('work-processing').textContent).toBe('Playable — improving quality 42 %');
    await renderInApp(
      <ProcessingTag
        testId="queue-processing"
        item={{ videosProcessing: 0.42, videosInProcess: ['e'], videosPlayable: true }}
      />,
      { language: 'zh' },
    );
    expect(screen.getByTestId('queue-processing').textContent).toBe('可播放 — 正在提升画质 42 %');
  });

  it('should turn playable live once every video being processed is heard to have a first stream', async () => {
    await renderInApp(
      <ProcessingTag
        testId="work-processing"
        item={{ videosProcessing: 0.1, videosInProcess: ['f', 'g'], videosPlayable: false }}
      />,
    );
    const tag = () => screen.getByTestId('work-processing').textContent;
    expect(tag()).toBe('Processing 10 %');
    await tick('f', 0.3, { streamUrl: '/renditions/f/stream/index.m3u8?sig=1' });
    // The other video was not playable when the list was fetched and nothing was heard of it since.
    expect(tag()).toBe('Processing 10 %');
    await tick('g', 0.2, { streamUrl: '/renditions/g/stream/index.m3u8?sig=1' });
    expect(tag()).toBe('Playable — improving quality 20 %');
  });
});
