import type { PlayerMedia } from '@stringer/shared/schemas/files';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { renderInApp } from '../../test/render';
import { GAVE_UP, videoFile } from '../../test/video';
import { VideoRetry } from './video-retry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A video whose processing took too long every time it was tried, unless `media` says otherwise. */
const fileWith = (media: Partial<PlayerMedia>) => videoFile({ ...GAVE_UP, durationS: 30, ...media });

describe('"Process the video again"', () => {
  it('should queue a video that took too long every time, busy while it asks, then step aside', async () => {
    let answer: (value: null) => void = () => {};
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    await renderInApp(<VideoRetry file={fileWith({})} />);
    expect(screen.getByTestId('video-retry').textContent).toContain('took too long several times');
    const button = screen.getByRole('button', { name: 'Process the video again' });
    fireEvent.click(button);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/web/files/v1/renditions/retry'));
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    answer(null);
    await waitFor(() => expect(screen.queryByTestId('video-retry')).toBeNull());
  });

  it('should say it in Chinese', async () => {
    await renderInApp(<VideoRetry file={fileWith({})} />, { language: 'zh' });
    expect(screen.getByRole('button', { name: '重新处理视频' })).toBeTruthy();
  });

  it('should offer nothing for a damaged file, one still to be tried again, or a ready one', async () => {
    for (const media of [
      { errorKey: 'errors.videoDamagedAt', errorAtS: 16 },
      { errorKey: 'errors.videoTookTooLong' },
      { state: 'ready' as const, errorKey: null },
    ]) {
      await renderInApp(<VideoRetry file={fileWith(media)} />);
      expect(screen.queryByTestId('video-retry'), JSON.stringify(media)).toBeNull();
      cleanup();
    }
  });
});
