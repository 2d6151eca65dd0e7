import type { WorkDetail as Work } from '@stringer/shared/schemas/works';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import WorkDetailScreen from './work-detail-screen';

afterEach(cleanup);

const work: Work = {
  worksId: 5,
  customId: 7,
  title: 'Market at dawn',
  cover: null,
  tags: [],
  activity: null,
  task: { id: 3, title: 'Morning markets', titleZh: '清晨集市' },
  submitTime: '2026-11-20T08:00:00.000Z',
  auditStatus: 0,
  reviewTime: null,
  reviewReason: null,
  videosProcessing: null,
  description: 'Traders setting up.',
  location: null,
  shootingDate: null,
  coverFileId: 'c',
  videos: [],
  attachments: [],
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
  versions: [{ version: 1, createdAt: '2026-11-20T08:00:00.000Z', replacedAt: null, content: null }],
  reward: {
    points: 120,
    score: null,
    minScore: null,
    maxScore: null,
    rewardStatus: 'submitted',
    payoutStatus: 'unpaid',
  },
};

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

  it('should show no reward for a work on its own', async () => {
    await show({ ...work, task: null, reward: null });
    expect(screen.queryByTestId('work-reward')).toBeNull();
    expect(screen.queryByTestId('work-task')).toBeNull();
  });
});
