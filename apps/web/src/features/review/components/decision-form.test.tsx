import { ClueAuditStatus } from '@stringer/shared/statuses';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderInApp } from '../../../test/render';
import { DecisionForm } from './decision-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let hide = () => {};

/** Shows the form while the item is pending, as the review panes do. */
function PendingItem({ onDone }: { onDone(): void }) {
  const [pending, setPending] = useState(true);
  hide = () => setPending(false);
  return pending ? <DecisionForm kind="clue" id={9} onDone={onDone} /> : <p>decided</p>;
}

describe('DecisionForm', () => {
  it('should confirm the decision and move on even when the saved status has already removed the form', async () => {
    // The server's answer arrives after the refreshed item has unmounted the form: the order that
    // lost the toast and onDone now and again in the editorial journey.
    const put = vi.spyOn(http, 'put').mockImplementation(async () => {
      act(() => hide());
      return null as never;
    });
    const onDone = vi.fn();
    await renderInApp(<PendingItem onDone={onDone} />);
    fireEvent.click(screen.getByText('Accepted'));
    fireEvent.click(screen.getByRole('button', { name: /Save the decision/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith('/manager/clue/audit', {
      id: 9,
      auditStatus: ClueAuditStatus.Accepted,
      reason: undefined,
    });
    expect(await screen.findByText('Decision saved; the creator has been notified')).toBeTruthy();
  });
});
