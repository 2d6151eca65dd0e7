import type { Task } from '@stringer/shared/schemas/tasks';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { TaskCard } from './task-card';

afterEach(cleanup);

const offered: Task = {
  id: 3,
  title: 'Harbour strike',
  titleZh: '港口罢工',
  brief: '',
  briefZh: '',
  cover: { filePath: '/cover.jpg' },
  points: 80,
  pay: { amount: 2500, currency: 'USD' },
  startTime: '2031-03-01T00:00:00.000Z',
  deadline: '2031-03-09T00:00:00.000Z',
  remainingDays: 8,
  scope: 'exclusive',
  status: 'listed',
  assignment: { status: 'offered', answerBy: '2031-03-04T17:30:00.000Z', answeredAt: null, open: true },
};

describe('TaskCard', () => {
  it('should show an offer’s pay beside its points, and the time to answer by, before it is accepted', async () => {
    await renderInApp(<TaskCard task={offered} />);
    expect(screen.getByText('80 points')).toBeTruthy();
    expect(screen.getByTestId('task-pay').textContent).toBe('$25.00 per passed work');
    expect(screen.getByText('Answer by 2031-03-04 17:30 GMT+0')).toBeTruthy();
  });

  it('should write the pay as a Chinese reader writes the currency', async () => {
    await renderInApp(<TaskCard task={offered} />, { language: 'zh' });
    expect(screen.getByTestId('task-pay').textContent).toBe('每件通过审核的作品 US$25.00');
    expect(screen.getByText('请于 2031-03-04 17:30 GMT+0 前答复')).toBeTruthy();
  });

  it('should name no money for a task that pays none', async () => {
    await renderInApp(<TaskCard task={{ ...offered, pay: null }} />);
    expect(screen.queryByTestId('task-pay')).toBeNull();
  });
});
