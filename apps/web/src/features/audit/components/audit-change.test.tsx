import type { AuditEntry } from '@stringer/shared/schemas/audit';
import { WorkAuditStatus } from '@stringer/shared/statuses';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AuditChange } from './audit-change';

afterEach(cleanup);

const entry: AuditEntry = {
  id: 1,
  actor: 'staff',
  staff: { id: 2, name: 'Rita' },
  creator: { id: 3, name: 'Eve' },
  entity: 'work',
  entityId: 9,
  action: 'audit',
  before: { status: WorkAuditStatus.Pending },
  after: { status: WorkAuditStatus.Passed, score: 8 },
  reason: null,
  at: '2026-11-20T08:00:00.000Z',
  names: {},
};

describe('an audit entry’s change', () => {
  it("should show a work's status by its labels, and what was only set after", async () => {
    await renderInApp(<AuditChange entry={entry} />);
    expect(screen.getByText('Status: Pending → Passed')).toBeTruthy();
    expect(screen.getByText('Score: score 8')).toBeTruthy();
  });

  it('should label reward and payout moves by their fields', async () => {
    await renderInApp(
      <AuditChange
        entry={{
          ...entry,
          entity: 'payout',
          before: { payoutStatus: 'unpaid' },
          after: { payoutStatus: 'paid', points: null },
        }}
      />,
    );
    expect(screen.getByText('Payout: Unpaid → Paid')).toBeTruthy();
    expect(screen.getByText('Points: –')).toBeTruthy();
  });

  it('should show an edit of a catalog item in words, and what a deletion removed', async () => {
    await renderInApp(
      <AuditChange
        entry={{
          ...entry,
          entity: 'activity',
          action: 'update',
          before: { titleZh: '城市', endsAt: '2026-12-26T15:59:59.999Z' },
          after: { titleZh: '城市之夜', endsAt: '2026-12-31T15:59:59.999Z' },
        }}
      />,
    );
    expect(screen.getByText('Title (Chinese): 城市 → 城市之夜')).toBeTruthy();
    expect(screen.getByText('Ends: 2026-12-26 15:59 GMT+0 → 2026-12-31 15:59 GMT+0')).toBeTruthy();
    cleanup();
    await renderInApp(
      <AuditChange
        entry={{ ...entry, action: 'delete', before: { status: WorkAuditStatus.SendBack, title: 'Dawn' }, after: null }}
      />,
    );
    expect(screen.getByText('Status: Send Back')).toBeTruthy();
  });

  it("should show pay in the install's currency, and ids by the names of what they stand for, in both languages", async () => {
    const edit: AuditEntry = {
      ...entry,
      entity: 'task',
      action: 'update',
      before: { payAmount: 13200, activityId: 4 },
      after: { payAmount: 15000, activityId: 5 },
      names: {
        activityId: { '4': { name: 'City nights', nameZh: '城市之夜' }, '5': { name: 'Harbours', nameZh: '港口' } },
      },
    };
    const data: [readonly unknown[], unknown][] = [[['payout-settings'], { currency: 'EUR' }]];
    await renderInApp(<AuditChange entry={edit} />, { data });
    expect(screen.getByText('Pays: €132.00 → €150.00')).toBeTruthy();
    expect(screen.getByText('Activity: City nights → Harbours')).toBeTruthy();
    cleanup();
    await renderInApp(<AuditChange entry={edit} />, { data, language: 'zh' });
    expect(screen.getByText('报酬: €132.00 → €150.00')).toBeTruthy();
    expect(screen.getByText('活动: 城市之夜 → 港口')).toBeTruthy();
  });
});
