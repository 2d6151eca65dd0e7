import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveMedia } from '../../lib/live-media';
import { renderInApp } from '../../test/render';
import { videoMoved } from '../../test/video';
import { ProcessingTag } from './processing-tag';

const tick = (fileId: string, progress: number, state: 'processing' | 'ready' = 'processing') =>
  act(() => useLiveMedia.getState().heard(videoMoved(fileId, { state, progress })));

afterEach(() => useLiveMedia.setState({ byFile: {} }));

describe('ProcessingTag', () => {
  it("should move with the socket's figures for the work's videos, the least of them, without a fetch", async () => {
    const { queryClient } = await renderInApp(
      <ProcessingTag testId="work-processing" item={{ videosProcessing: 0.2, videosInProcess: ['a', 'b'] }} />,
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
      <ProcessingTag testId="work-processing" item={{ videosProcessing: null, videosInProcess: [] }} />,
    );
    expect(container.textContent).toBe('');
    await renderInApp(
      <ProcessingTag testId="work-processing" item={{ videosProcessing: 0.05, videosInProcess: ['d'] }} />,
      { language: 'zh' },
    );
    expect(screen.getByTestId('work-processing').textContent).toBe('处理中 5 %');
  });
});
