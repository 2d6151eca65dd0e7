import type { Checklist } from '@stringer/shared/schemas/verification-checklist';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { verificationKeys } from '../../verification-desk/api/verification';
import { ChecklistBeforeDecision } from './checklist-before-decision';

afterEach(cleanup);

const untouched: Checklist = {
  items: [
    { item: 'sourceContacted', ticked: true, by: { id: 4, name: 'Ann Li' }, at: '2026-11-28T09:30:00.000Z' },
    { item: 'placeConfirmed', ticked: false, by: null, at: null },
    { item: 'timeConfirmed', ticked: false, by: null, at: null },
    { item: 'original', ticked: false, by: null, at: null },
  ],
  atPass: null,
  verifiedAt: null,
};

describe('ChecklistBeforeDecision', () => {
  it('should name the items still unticked above the decision, or say a pass verifies the work', async () => {
    const desk = (checklist: Checklist) => ({
      worksId: 7,
      files: [],
      checklist,
      custody: { originals: [], downloads: [] },
    });
    await renderInApp(<ChecklistBeforeDecision worksId={7} />, { data: [[verificationKeys.work(7), desk(untouched)]] });
    expect(screen.getByTestId('checklist-before-decision').textContent).toBe(
      'Not ticked yet: Place confirmed, Time confirmed, Original (not a re-upload). You may still pass it; the decision will show it.',
    );
    cleanup();
    const all = { ...untouched, items: untouched.items.map((i) => ({ ...i, ticked: true })) };
    await renderInApp(<ChecklistBeforeDecision worksId={7} />, {
      data: [[verificationKeys.work(7), desk(all)]],
      language: 'zh',
    });
    expect(screen.getByTestId('checklist-before-decision').textContent).toBe(
      '各项均已勾选：通过后将标为“已由编辑部核实”。',
    );
  });
});
