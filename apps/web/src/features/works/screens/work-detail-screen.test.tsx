import type { Note } from '@stringer/shared/schemas/notes';
import type { WorkDetail as Work } from '@stringer/shared/schemas/works';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderInApp } from '../../../test/render';
import { GAVE_UP, videoFile } from '../../../test/video';
import { workDetail } from '../../../test/work';
import { myNoteKeys } from '../api/notes';
import WorkDetailScreen from './work-detail-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const work = workDetail();

const show = (w: Work) =>
  renderInApp(<WorkDetailScreen />, { path: '/home/worksdetail?id=5', data: [[['works', 'detail', 5], w]] });

describe('Work details', () => {
  it('should name the task a work was made for, linked, with its points and where the reward stands', async () => {
    await show(work);
    const task = screen.getByTestId('work-task');
    expect(task.textContent).toBe('Morning markets');
    expect(task.getAttribute('href')).toBe('/task/taskdetail?id=3');
    expect(screen.getByText('Task')).toBeTruthy();
    expect(screen.getByTestId('work-reward').textContent).toBe('120 pointsSubmitted');
  });

  it('should show the payout once the reward is issued, and an activity score', async () => {
    await show({
      ...work,
      task: null,
      activity: { id: 1, title: 'Weather watch', titleZh: '天气观察' },
      reward: {
        ...work.reward,
        points: null,
        score: 8,
        minScore: 1,
        maxScore: 10,
        rewardStatus: 'issued',
        payoutStatus: 'paid',
      } as Work['reward'],
    });
    expect(screen.getByText('Weather watch')).toBeTruthy();
    expect(screen.getByTestId('work-reward').textContent).toBe('Score 8IssuedPaid');
  });

  it("should show why a work was rejected, and its reward as not awarded, in the creator's language", async () => {
    const rejected = { ...work, auditStatus: WorkAuditStatus.Rejected, reviewReason: 'Not news: filmed last year' };
    await show(rejected);
    expect(screen.getByTestId('work-review-reason').textContent).toBe('RejectedNot news: filmed last year');
    expect(screen.getByTestId('work-reward').textContent).toBe('120 pointsNot awarded');
    cleanup();
    await renderInApp(<WorkDetailScreen />, {
      path: '/home/worksdetail?id=5',
      data: [[['works', 'detail', 5], rejected]],
      language: 'zh',
    });
    expect(screen.getByTestId('work-review-reason').textContent).toBe('未通过审核Not news: filmed last year');
    expect(screen.getByTestId('work-reward').textContent).toBe('120 积分未获奖励');
  });

  it('should show no reward for a work on its own', async () => {
    await show({ ...work, task: null, reward: null });
    expect(screen.queryByTestId('work-reward')).toBeNull();
    expect(screen.queryByTestId('work-task')).toBeNull();
  });

  it('should show under an earlier version the notes written on it, and which the creator marked done', async () => {
    const at = '2026-11-20T08:00:00.000Z';
    const note = (id: number, version: number, atMs: number, text: string, answer: string | null): Note => ({
      ...{ id, version, atMs, text, answer, done: answer !== null, videoFileId: 'old', endMs: null },
      ...{ frame: (atMs / 1000) * 25, frameRate: 25, box: null, author: null, sentAt: at },
    });
    const sent = { ...work, version: 2, auditStatus: WorkAuditStatus.Pending, reward: null };
    const content = { ...sent, cover: null, reviewReason: 'See the notes' };
    await renderInApp(<WorkDetailScreen />, {
      path: '/home/worksdetail?id=5',
      data: [
        [
          ['works', 'detail', 5],
          {
            ...sent,
            versions: [
              { version: 2, createdAt: at, replacedAt: null, content: null },
              { version: 1, createdAt: at, replacedAt: at, content },
            ],
          },
        ],
        [
          myNoteKeys.work(5),
          {
            list: [
              note(1, 1, 2000, 'Horizon tilts', 'Re-shot, see version 2'),
              note(2, 1, 4000, 'Too dark', null),
              note(3, 2, 1000, 'Better', null),
            ],
          },
        ],
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /Version 1/ }));
    const notes = await screen.findByTestId('version-1-notes');
    expect(notes.textContent).toContain('You marked 1 of 2 notes on this version done');
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.dataset.done]),
    ).toEqual([
      [' 00:00:02:00 Horizon tiltsDone · Answer: Re-shot, see version 2', 'true'],
      [' 00:00:04:00 Too dark', 'false'],
    ]);
    expect(screen.getByTestId('version-2-notes').textContent).toContain('You marked 0 of 1 notes');
  });

  it("should offer to process an earlier version's video again, and follow it live", async () => {
    const at = '2026-11-20T08:00:00.000Z';
    const sent = { ...work, version: 2, auditStatus: WorkAuditStatus.Pending, reward: null };
    const withOld = (media: Parameters<typeof videoFile>[0]): Work => ({
      ...sent,
      versions: [
        { version: 2, createdAt: at, replacedAt: null, content: null },
        {
          version: 1,
          createdAt: at,
          replacedAt: at,
          content: { ...sent, cover: null, reviewReason: null, videos: [videoFile(media, { fileId: 'old' })] },
        },
      ],
    });
    let now = withOld(GAVE_UP);
    vi.spyOn(http, 'get').mockImplementation((async (path: string) =>
      path === '/web/works/detail' ? now : { list: [] }) as never);
    const { queryClient } = await renderInApp(<WorkDetailScreen />, {
      path: '/home/worksdetail?id=5',
      fetching: true,
      data: [
        [['works', 'detail', 5], now],
        [myNoteKeys.work(5), { list: [] }],
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /Version 1/ }));
    const old = await screen.findByTestId('version-1');
    expect(within(old).getByTestId('video-retry').textContent).toContain('took too long several times');
    expect(within(old).getByRole('button', { name: 'Process the video again' })).toBeTruthy();
    // What the message centre does when the socket says the video moved (queued by staff, say).
    now = withOld({ state: 'pending', previewUrl: null });
    await act(() => queryClient.invalidateQueries({ refetchType: 'active' }));
    await waitFor(() => expect(within(old).queryByTestId('video-retry')).toBeNull());
  });
});
