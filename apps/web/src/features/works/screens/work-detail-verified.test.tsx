import type { WorkDetail as Work } from '@stringer/shared/schemas/works';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderInApp } from '../../../test/render';
import { workDetail } from '../../../test/work';
import { creatorVerificationKeys } from '../../verification-desk/api/checklist';
import WorkDetailScreen from './work-detail-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const work = workDetail({
  task: null,
  auditStatus: WorkAuditStatus.Passed,
  reviewTime: '2026-11-28T11:00:00.000Z',
  reward: null,
});

const show = (w: Work, verifiedAt: string | null, language: 'en' | 'zh' = 'en') =>
  renderInApp(<WorkDetailScreen />, {
    path: '/home/worksdetail?id=5',
    data: [
      [['works', 'detail', 5], w],
      [['works', 5, 'notes'], { list: [] }],
      [creatorVerificationKeys.work(5), { verifiedAt }],
    ],
    language,
  });

describe("Work details: the newsroom's verdict (decision 0082)", () => {
  it('should say a passed work was verified by the newsroom, and when, in English and in Chinese', async () => {
    await show(work, '2026-11-28T11:00:00.000Z');
    expect(screen.getByTestId('work-verified').textContent).toBe('Verified by the newsroom on 2026-11-28 GMT+0');
    cleanup();
    await show(work, '2026-11-28T11:00:00.000Z', 'zh');
    expect(screen.getByTestId('work-verified').textContent).toBe('已由编辑部于 2026-11-28 GMT+0 核实');
  });

  it('should say nothing for a work passed without every check, and not ask for one not passed', async () => {
    await show(work, null);
    expect(screen.queryByTestId('work-verified')).toBeNull();
    cleanup();
    const get = vi.spyOn(http, 'get');
    await renderInApp(<WorkDetailScreen />, {
      path: '/home/worksdetail?id=5',
      data: [[['works', 'detail', 5], { ...work, auditStatus: WorkAuditStatus.Pending }]],
      fetching: true,
    });
    expect(screen.queryByTestId('work-verified')).toBeNull();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/web/works/5/verification');
  });
});
