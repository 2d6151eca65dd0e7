import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveChanges } from './live-changes';

afterEach(() => vi.useRealTimers());

/** Live changes on a client whose invalidations are only recorded; `refetched()` says which prefixes. */
function recorded() {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const refetched = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { live: liveChanges(queryClient), invalidate, refetched };
}

describe('liveChanges', () => {
  it('should refetch what shows the kinds heard, each prefix once for a burst', () => {
    const { live, invalidate, refetched } = recorded();
    live.heard('reward');
    live.heard('reward');
    live.heard('payout');
    expect(invalidate).not.toHaveBeenCalled();

    vi.advanceTimersByTime(250);
    expect(refetched()).toEqual([
      ['works'],
      ['tasks', 'mine'],
      ['rewards'],
      ['catalog', 'task'],
      ['earnings'],
      ['audit'],
    ]);
  });

  it("should refetch the inboxes' canned replies as a colleague adds one", () => {
    const { live, refetched } = recorded();
    live.heard('cannedReply');
    vi.advanceTimersByTime(250);
    expect(refetched()).toEqual([['support', 'canned-replies'], ['audit']]);
  });

  it('should refetch only the audit log for a kind no page lists, and nothing once stopped', () => {
    const { live, invalidate, refetched } = recorded();
    live.heard('conversation');
    vi.advanceTimersByTime(250);
    expect(refetched()).toEqual([['audit']]);

    live.heard('work');
    live.stop();
    vi.advanceTimersByTime(250);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('should refetch, once connected, what is on screen from before, and leave what is current or static', async () => {
    const queryClient = new QueryClient();
    const fetched: string[] = [];
    const watch = (name: string, staleTime?: 'static') => {
      const observer = new QueryObserver(queryClient, {
        queryKey: [name],
        queryFn: () => fetched.push(name),
        staleTime,
      });
      const stop = observer.subscribe(() => {});
      return { observer, stop };
    };
    const list = watch('list');
    const areas = watch('areas', 'static');
    await vi.waitFor(() => expect(fetched).toEqual(['list', 'areas']));
    const hidden = watch('hidden');
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    hidden.stop();
    // Fetched before the connection, but on screen: fetched again; off screen: when next shown.
    await new Promise((resolve) => setTimeout(resolve, 2));
    liveChanges(queryClient).connected();
    await vi.waitFor(() => expect(fetched).toEqual(['list', 'areas', 'hidden', 'list']));
    expect(queryClient.getQueryState(['hidden'])?.isInvalidated).toBe(true);
    areas.stop();
    list.stop();
  });

  it('should refetch, as a video moves, what shows that file and nothing else', async () => {
    const queryClient = new QueryClient();
    const fetched: string[] = [];
    const watch = (name: string, data: unknown) =>
      new QueryObserver(queryClient, {
        queryKey: [name],
        queryFn: () => {
          fetched.push(name);
          return data;
        },
      }).subscribe(() => {});
    const stops = [
      watch('myWorks', { list: [{ worksId: 1, videosInProcess: ['f-1'] }] }),
      watch('otherWork', { videos: [{ fileId: 'f-2' }] }),
      watch('tags', [{ id: 1, name: 'Floods' }]),
    ];
    const loaded = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.state.data);
    await vi.waitFor(() => expect(loaded()).toBe(true));
    liveChanges(queryClient).mediaChanged('f-1');
    await vi.waitFor(() => expect(fetched).toHaveLength(4));
    expect(fetched.at(-1)).toBe('myWorks');
    for (const stop of stops) stop();
  });
});
