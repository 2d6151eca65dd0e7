import type { AuditEntry } from '@stringer/shared/schemas/audit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AuditChange } from './audit-change';

afterEach(cleanup);

const entry: AuditEntry = {
  id: 1,
  staff: { id: 2, name: 'Rita' },
  creator: { id: 3, name: 'Eve' },
  entity: 'work',
  entityId: 9,
  action: 'audit',
  before: { status: 0 },
  after: { status: 1, score: 8 },
  reason: null,
  at: '2026-11-20T08:00:00.000Z',
};

describe('an audit entry’s change', () => {
  it("should show a work's status by its labels, and what was only set after", async () => {
    await renderInApp(<AuditChange entry={entry} />);
    expect(screen.getByText('Status: Pending → Passed')).toBeTruthy();
    expect(screen.getByText('Score: 8')).toBeTruthy();
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
});
