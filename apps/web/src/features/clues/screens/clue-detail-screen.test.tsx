import type { Clue } from '@stringer/shared/schemas/clues';
import { ClueAuditStatus } from '@stringer/shared/statuses';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderInApp } from '../../../test/render';
import { GAVE_UP, videoFile } from '../../../test/video';
import { clueKeys } from '../api/clues';
import ClueDetailScreen from './clue-detail-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const clue = (media: Clue['media']): Clue => ({
  id: 9,
  customId: 7,
  title: 'Road flooded',
  description: 'Water over the road',
  happenedOn: '2026-11-21',
  countryId: 1,
  provinceId: null,
  cityId: null,
  place: 'North gate',
  diskLink: null,
  source: 'own',
  sourceLink: null,
  media,
  auditStatus: ClueAuditStatus.Pending,
  reviewReason: null,
  reviewTime: null,
  submitTime: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
});

/** The clue page with the server answering `now()` for the clue, and no region names. */
async function show(now: () => Clue, language?: 'zh') {
  vi.spyOn(http, 'get').mockImplementation((async (path: string) =>
    path === '/web/clue/detail' ? now() : []) as never);
  return renderInApp(<ClueDetailScreen />, {
    path: '/clue/cluedetail?id=9',
    fetching: true,
    language,
    data: [[clueKeys.detail(9), now()]],
  });
}

describe("a clue's video whose processing took too long every time", () => {
  it('should offer its creator to process it again, then follow it live without a reload', async () => {
    let now = clue([videoFile(GAVE_UP, { fileId: 'tip' })]);
    const post = vi.spyOn(http, 'post').mockImplementation((async () => {
      now = clue([videoFile({ state: 'pending', previewUrl: null }, { fileId: 'tip' })]);
      return null;
    }) as never);
    const { queryClient } = await show(() => now);
    expect(screen.getByTestId('clue-video-status').textContent).toContain('took too long several times');
    fireEvent.click(screen.getByRole('button', { name: 'Process the video again' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/web/files/tip/renditions/retry'));
    await waitFor(() => expect(screen.getByTestId('clue-video-status').textContent).toContain('Waiting'));
    expect(screen.queryByTestId('video-retry')).toBeNull();
    // The socket says it failed for good again: the page fetches the clue again, and offers it again.
    now = clue([videoFile(GAVE_UP, { fileId: 'tip' })]);
    await act(() => queryClient.invalidateQueries({ refetchType: 'active' }));
    expect(await screen.findByRole('button', { name: 'Process the video again' })).toBeTruthy();
  });

  it('should say it in Chinese', async () => {
    await show(() => clue([videoFile(GAVE_UP, { fileId: 'tip' })]), 'zh');
    expect(within(screen.getByTestId('video-retry')).getByRole('button', { name: '重新处理视频' })).toBeTruthy();
  });

  it('should not offer it for a damaged video, which only a new upload mends', async () => {
    await show(() =>
      clue([videoFile({ state: 'failed', errorKey: 'errors.videoDamagedAt', errorAtS: 16, previewUrl: null })]),
    );
    expect(screen.getByTestId('clue-video-status').textContent).toContain('damaged after 0:16');
    expect(screen.queryByTestId('video-retry')).toBeNull();
  });
});
