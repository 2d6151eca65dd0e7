import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveChanges } from './live-changes';

afterEach(() => vi.useRealTimers());

describe('liveChanges', () => {
  it('should refetch what shows the kinds heard, each prefix once for a burst', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const live = liveChanges(queryClient);
    live.heard('reward');
    live.heard('reward');
    live.heard('payout');
    expect(invalidate).not.toHaveBeenCalled();

    vi.advanceTimersByTime(250);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['works'],
      ['tasks', 'mine'],
      ['rewards'],
      ['catalog', 'task'],
      ['earnings'],
      ['audit'],
    ]);
  });

  it('should refetch only the audit log for a kind no page lists, and nothing once stopped', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const live = liveChanges(queryClient);
    live.heard('somethingNew');
    vi.advanceTimersByTime(250);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['audit']]);

    live.heard('work');
    live.stop();
    vi.advanceTimersByTime(250);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
