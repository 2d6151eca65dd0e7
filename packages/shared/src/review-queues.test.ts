import { describe, expect, it } from 'vitest';
import { REVIEW_QUEUES } from './review-queues';
import { canMove, TRANSITIONS } from './transitions';

describe('review queues', () => {
  it.each(Object.entries(REVIEW_QUEUES))('should offer on %s exactly the moves the transition table allows', (_, q) => {
    const allowed = (TRANSITIONS[q.machine] as Record<number, readonly unknown[]>)[q.waiting] ?? [];
    expect([...q.choices].sort()).toEqual([...allowed].sort());
    for (const choice of q.choices) expect(canMove(q.machine, q.waiting, choice)).toBe(true);
    expect(q.statuses).toContain(q.waiting);
  });
});
