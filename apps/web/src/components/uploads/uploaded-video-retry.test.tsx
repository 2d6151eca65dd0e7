import type { FileInfo } from '@stringer/shared/schemas/files';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { fileKeys } from '../../lib/uploads';
import { renderInApp } from '../../test/render';
import { GAVE_UP, videoFile } from '../../test/video';
import { FileUploader, type FormFile } from './file-uploader';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ready = (name: string): FormFile => ({ uid: name, fileId: name, name, size: 1, state: 'ready' });

/** The server's word on each file, as GET /web/files/:id/info answers it now. */
function serve(info: Record<string, FileInfo>) {
  return vi
    .spyOn(http, 'get')
    .mockImplementation((async (path: string) => info[path.split('/')[3] as string]) as never);
}

const item = (name: string) =>
  screen.getAllByTestId('upload-item').find((li) => li.textContent?.includes(name)) as HTMLElement;

describe("a form's uploaded video whose processing took too long every time", () => {
  it('should offer to process it again in the list, and follow it live: gone once queued, back if it fails again', async () => {
    const info = { 'harbour.mp4': videoFile(GAVE_UP, { fileId: 'harbour.mp4' }) };
    const get = serve(info);
    const post = vi.spyOn(http, 'post').mockResolvedValue(null as never);
    const { queryClient } = await renderInApp(
      <FileUploader kind="video" max={3} label="Videos" value={[ready('harbour.mp4')]} />,
      { fetching: true },
    );
    const retry = await within(item('harbour.mp4')).findByRole('button', { name: 'Process the video again' });
    expect(within(item('harbour.mp4')).getByTestId('video-retry').textContent).toContain('took too long several times');
    expect(get).toHaveBeenCalledWith('/web/files/harbour.mp4/info');

    info['harbour.mp4'] = videoFile({ state: 'pending', previewUrl: null }, { fileId: 'harbour.mp4' });
    fireEvent.click(retry);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/web/files/harbour.mp4/renditions/retry'));
    await waitFor(() => expect(screen.queryByTestId('video-retry')).toBeNull());

    // What the message centre does when the socket says the video moved (failed for good again).
    info['harbour.mp4'] = videoFile(GAVE_UP, { fileId: 'harbour.mp4' });
    await act(() => queryClient.invalidateQueries({ refetchType: 'active' }));
    expect(await within(item('harbour.mp4')).findByRole('button', { name: 'Process the video again' })).toBeTruthy();
  });

  it('should say it in Chinese', async () => {
    serve({ 'harbour.mp4': videoFile(GAVE_UP, { fileId: 'harbour.mp4' }) });
    await renderInApp(<FileUploader kind="video" max={3} label="视频" value={[ready('harbour.mp4')]} />, {
      fetching: true,
      language: 'zh',
    });
    expect(await screen.findByRole('button', { name: '重新处理视频' })).toBeTruthy();
  });

  it("should offer nothing for a damaged video, nor ask after a clue's photo", async () => {
    const damaged = videoFile({ state: 'failed', errorKey: 'errors.videoDamagedAt', errorAtS: 16 });
    const { queryClient } = await renderInApp(
      <FileUploader
        kind="clue_media"
        max={3}
        label="Media"
        value={[ready('storm.mp4'), ready('harbour.mov'), ready('flood.jpg')]}
      />,
      {
        data: [
          [fileKeys.info('storm.mp4'), { ...damaged, fileId: 'storm.mp4' }],
          [fileKeys.info('harbour.mov'), videoFile(GAVE_UP, { fileId: 'harbour.mov' })],
        ],
      },
    );
    expect(within(item('harbour.mov')).getByTestId('video-retry')).toBeTruthy();
    expect(within(item('storm.mp4')).queryByTestId('video-retry')).toBeNull();
    expect(queryClient.getQueryCache().find({ queryKey: fileKeys.info('flood.jpg') })).toBeUndefined();
  });
});
