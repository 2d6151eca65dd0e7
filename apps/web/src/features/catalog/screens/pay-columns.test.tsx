import type { ManagedActivity, ManagedTask } from '@stringer/shared/schemas/catalog';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { catalogKeys } from '../api/catalog';
import ActivitiesScreen from './activities-screen';
import TasksScreen from './tasks-screen';

afterEach(cleanup);

const at = '2026-11-20T08:00:00.000Z';
const common = {
  titleZh: '标题',
  cover: '/c.jpg',
  listing: 'listed' as const,
  effective: true,
  startTime: at,
  deadline: at,
  createdAt: at,
  works: 0,
};
const task = (id: number, title: string, payAmount: number) =>
  ({
    ...common,
    id,
    title,
    brief: '',
    briefZh: '',
    points: 80,
    payAmount,
    scope: 'useful',
    offeredTo: [],
    answerBy: null,
    offersClosedAt: null,
  }) as unknown as ManagedTask;
const activity = (id: number, title: string, payAmount: number, payPer: 'work' | 'point') =>
  ({
    ...common,
    id,
    title,
    description: '',
    descriptionZh: '',
    minScore: 0,
    maxScore: 100,
    payAmount,
    payPer,
  }) as unknown as ManagedActivity;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });
const data: [readonly unknown[], unknown][] = [
  [['payout-settings'], { currency: 'EUR' }],
  [catalogKeys.page('task', undefined, 1), pageOf([task(1, 'Markets', 2500), task(2, 'Unpaid', 0)])],
  [
    catalogKeys.page('activity', undefined, 1),
    pageOf([activity(3, 'Storms', 150, 'point'), activity(4, 'Floods', 4000, 'work')]),
  ],
];

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 800 });

describe.each([
  ['a table on a laptop', 1280],
  ['cards on a 360 px phone', 360],
])('the console’s lists say what each pays, as %s', (_, width) => {
  it('should show a task’s pay per passed work, or that it pays nothing', async () => {
    setWidth(width);
    await renderInApp(<TasksScreen />, { data });
    expect(screen.queryAllByTestId('list-card')).toHaveLength(width < 992 ? 2 : 0);
    expect(screen.getByText('€25.00 per passed work')).toBeTruthy();
    expect(screen.getByText('Nothing')).toBeTruthy();
  });

  it('should show an activity’s pay per passed work or per score point, in Chinese too', async () => {
    setWidth(width);
    await renderInApp(<ActivitiesScreen />, { data });
    expect(screen.getByText('€1.50 per score point')).toBeTruthy();
    expect(screen.getByText('€40.00 per passed work')).toBeTruthy();
    cleanup();
    await renderInApp(<ActivitiesScreen />, { data, language: 'zh' });
    expect(screen.getByText('每评分点 €1.50')).toBeTruthy();
    expect(screen.getByText('每件通过的作品 €40.00')).toBeTruthy();
  });
});
