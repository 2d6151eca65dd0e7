import type { FileInfo } from '@stringer/shared/schemas/files';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { useLiveMedia } from '../../lib/live-media';
import { renderInApp } from '../../test/render';
import { videoFile, videoMoved } from '../../test/video';
import { FileUploader, type FormFile } from './file-uploader';

// The bytes' way (tus) and the browser's own checks are not what this file is about: each chosen
// file is taken, and its upload ends at once as file `f1`.
vi.mock('../../lib/file-check', () => ({ checkChosenFile: async () => null }));
vi.mock('../../lib/uploads', async (original) => ({
  ...(await original<typeof import('../../lib/uploads')>()),
  startUpload: (_file: File, _kind: string, h: { onDone(fileId: string): void }) => {
    queueMicrotask(() => h.onDone('f1'));
    return { pause: async () => {}, resume: () => {}, cancel: async () => {} };
  },
}));

beforeEach(() => useLiveMedia.setState({ byFile: {}, connectedAt: null }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** GET /web/files/f1/info, answering each time with the next of `answers`. */
const serve = (...answers: FileInfo[]) => {
  let asked = 0;
  return vi
    .spyOn(http, 'get')
    .mockImplementation((async () => answers[Math.min(asked++, answers.length - 1)]) as never);
};

/** The field as a form holds it: its files kept between renders. */
function Field() {
  const [files, setFiles] = useState<FormFile[]>([]);
  return <FileUploader kind="video" max={1} label="Videos" value={files} onChange={setFiles} />;
}

async function chooseVideo() {
  await renderInApp(<Field />, { fetching: true });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'clip.mp4')] } }));
}

const item = () => screen.getByTestId('upload-item');
const processing = videoFile({ state: 'pending' }, { fileId: 'f1', state: 'processing' });

describe('an upload waiting for the server to judge its video', () => {
  it("should take the socket's word, and ask the server nothing when the socket was connected before the upload began", async () => {
    useLiveMedia.getState().connected();
    const get = serve(processing);
    await chooseVideo();
    await waitFor(() => expect(item().dataset.state).toBe('processing'));
    act(() => useLiveMedia.getState().heard(videoMoved('f1', { state: 'pending' }, true)));
    await waitFor(() => expect(item().dataset.state).toBe('ready'));
    // Its processing is followed from the socket's words too: no info asked, then or since.
    act(() => useLiveMedia.getState().heard(videoMoved('f1', { state: 'processing', progress: 0.3 })));
    expect(get).not.toHaveBeenCalled();
  });

  it('should ask once when the socket is not connected, and once more when it connects, for a word it may have missed', async () => {
    const cut = videoFile(
      {},
      {
        fileId: 'f1',
        state: 'refused',
        refusedKey: 'errors.videoCutShort',
        refusedAtS: 4.97,
        durationS: 10,
        media: null,
      },
    );
    const get = serve(processing, cut);
    await chooseVideo();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/web/files/f1/info');
    expect(item().dataset.state).toBe('processing');
    act(() => useLiveMedia.getState().connected());
    await waitFor(() => expect(item().dataset.state).toBe('refused'));
    expect(get).toHaveBeenCalledTimes(2);
    expect(item().textContent).toContain('The file ends at 0:04 but says it lasts 0:10');
  });

  it('should take a word heard before it listened: the socket was connected, but the upload began before', async () => {
    const get = serve(processing);
    await chooseVideo();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    act(() => {
      useLiveMedia.getState().connected();
      useLiveMedia.getState().heard(videoMoved('f1', { state: 'pending' }, true));
    });
    await waitFor(() => expect(item().dataset.state).toBe('ready'));
  });
});
