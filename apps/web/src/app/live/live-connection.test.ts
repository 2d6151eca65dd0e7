import type { ServerEvents } from '@stringer/shared/chat-events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../features/messages/api/notifications';
import { workKeys } from '../../features/works/api/works';
import { useLiveMedia } from '../../lib/live-media';
import { videoMoved } from '../../test/video';
import { connectLive } from './live-connection';

// The socket is not what this file is about: the events are handed to the listeners directly.
const listeners = vi.hoisted(() => new Map<string, (...args: never[]) => void>());
vi.mock('../../lib/chat', () => ({
  chat: {
    on: (event: string, listener: (...args: never[]) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    start: async () => {},
    logout: () => {},
    getTotalUnread: () => new Promise(() => {}),
  },
}));
const hear = <E extends keyof ServerEvents>(event: E, ...args: Parameters<ServerEvents[E]>) =>
  (listeners.get(event) as ServerEvents[E])(...(args as [never]));

beforeEach(() => useLiveMedia.setState({ byFile: {}, connectedAt: null }));
afterEach(() => vi.useRealTimers());

describe('the live connection', () => {
  it('should refetch a decided work once, on its change, and the bell alone on its notification', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const refetched = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    const disconnect = connectLive(queryClient, () => {});

    // A send-back: the change at its commit, the notification by its delivery job, later.
    hear('changed', { entity: 'work', entityId: 7 });
    vi.advanceTimersByTime(250);
    const onChange = refetched();
    expect(onChange).toContainEqual(workKeys.all);
    hear('notification', {
      id: 1,
      type: 'workSentBack',
      params: { title: 'Flood', reason: 'Cut the logo' },
      link: '/home/worksdetail?id=7',
      read: false,
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    vi.advanceTimersByTime(250);
    expect(refetched().slice(onChange.length)).toEqual([notificationKeys.all]);
    disconnect();
  });

  it('should fetch nothing as a video in process ticks or gains a part, and what shows it as it leaves processing', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const disconnect = connectLive(queryClient, () => {});

    hear('media', videoMoved('f1', { state: 'processing', progress: 0.1 }, true));
    hear('media', videoMoved('f1', { state: 'processing', progress: 0.3 }));
    // Its preview published: the players on screen take it from the push.
    hear('media', videoMoved('f1', { state: 'processing', progress: 0.5 }, true));
    expect(invalidate).not.toHaveBeenCalled();
    expect(useLiveMedia.getState().byFile.f1?.media?.progress).toBe(0.5);

    hear('media', videoMoved('f1', { state: 'ready' }, true));
    expect(invalidate).toHaveBeenCalledTimes(1);
    // Run again by staff: in process once more, as the list must show.
    hear('media', videoMoved('f1', { state: 'pending' }, true));
    expect(invalidate).toHaveBeenCalledTimes(2);
    disconnect();
  });
  it("should catch up as after a reconnection when the server's line to the database was down (resync)", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const disconnect = connectLive(queryClient, () => {});
    hear('media', videoMoved('f1', { state: 'processing', progress: 0.3 }));

    hear('resync');
    // What is on screen is fetched again; what was heard is forgotten, so an upload waiting for
    // its verdict asks the server once (lib/uploads.ts settled).
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ refetchType: 'active' }), expect.anything());
    expect(useLiveMedia.getState().byFile).toEqual({});
    expect(useLiveMedia.getState().connectedAt).not.toBeNull();
    disconnect();
  });
});
