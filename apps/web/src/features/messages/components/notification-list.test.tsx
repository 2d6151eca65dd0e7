import type { Notification } from '@stringer/shared/schemas/notifications';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { notificationKeys } from '../api/notifications';
import { NotificationList } from './notification-list';

afterEach(cleanup);

const reward = (id: number, params: Notification['params']): Notification => ({
  id,
  type: 'rewardIssued',
  params,
  link: `/home/worksdetail?id=${id}`,
  read: true,
  createdAt: '2026-11-20T08:00:00.000Z',
});
const page = {
  list: [
    reward(1, { title: 'Storm', score: 88, amount: 12000, currency: 'USD' }),
    reward(2, { title: 'Flood', points: 30, amount: 2500, currency: 'EUR' }),
    reward(3, { title: 'Fire', points: 40 }),
  ],
  total: 3,
  pageNum: 1,
  pageSize: 10,
};
const data: [readonly unknown[], unknown][] = [[notificationKeys.page(1, 10), page]];

describe('a reward’s notification', () => {
  it('should say the money beside the score or points, and keep the plain text when it carries none', async () => {
    await renderInApp(<NotificationList />, { data });
    expect(screen.getByText('88 score — $120.00 were issued for “Storm”.')).toBeTruthy();
    expect(screen.getByText('30 points — €25.00 were issued for “Flood”.')).toBeTruthy();
    expect(screen.getByText('40 points were issued for “Fire”.')).toBeTruthy();
  });

  it('should write the money as Chinese readers do', async () => {
    await renderInApp(<NotificationList />, { data, language: 'zh' });
    expect(screen.getByText('“Storm”的奖励已发放，评分 88 分，金额 US$120.00。')).toBeTruthy();
    expect(screen.getByText('“Flood”的 30 积分已发放，金额 €25.00。')).toBeTruthy();
    expect(screen.getByText('“Fire”的 40 积分已发放。')).toBeTruthy();
  });
});
