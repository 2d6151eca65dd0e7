import type { FileMoved } from '@stringer/shared/schemas/files';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { notificationKeys } from '../../features/messages/api/notifications';
import { chat } from '../../lib/chat';
import { loginPath } from '../../lib/http';
import { useLiveMedia } from '../../lib/live-media';
import { useSession } from '../../lib/session';
import { liveChanges } from './live-changes';

/** A video whose renditions are queued or being made (`pending` is one not yet begun). */
const inProcess = ({ media }: FileMoved) => media?.state === 'pending' || media?.state === 'processing';

/** Connects to the message service and keeps the shell's state in step with it; returns the disconnect. */
export function connectLive(queryClient: QueryClient, navigate: NavigateFunction) {
  const setUnread = useSession.getState().setUnread;
  const live = liveChanges(queryClient);
  // Connected (again), or the server's own line to the database's notifications was: what moved
  // meanwhile reached no page, so what is on screen is fetched again and uploads look once more.
  const catchUp = () => {
    void chat.getTotalUnread().then(setUnread, () => {});
    useLiveMedia.getState().connected();
    live.connected();
  };
  const offs = [
    chat.on('totalUnreadCountUpdated', setUnread),
    chat.on('ready', catchUp),
    chat.on('resync', catchUp),
    chat.on('notReady', () => useLiveMedia.getState().disconnected()),
    // The bell's list only: what the notification is about was fetched again on its `changed`,
    // sent at the decision's commit (the notification follows by a job, later, and may be off).
    chat.on('notification', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    chat.on('changed', ({ entity }) => live.heard(entity)),
    chat.on('media', (moved) => {
      const before = useLiveMedia.getState().byFile[moved.fileId];
      // Players and "Processing 42 %" show the pushed media itself: a tick or a new part (a
      // preview, a rung of the ladder) fetches nothing.
      useLiveMedia.getState().heard(moved);
      // What shows only whether the video is being made (a list's row, a failed video's retry)
      // is fetched again as it enters or leaves processing; heard first, once it has left.
      if (before ? inProcess(before) !== inProcess(moved) : !inProcess(moved)) live.mediaChanged(moved.fileId);
    }),
    chat.on('kickedOut', () => {
      chat.logout();
      useSession.getState().clear();
      navigate(loginPath(), { replace: true });
    }),
  ];
  void chat.start().catch(() => {});
  return () => {
    for (const off of offs) off();
    live.stop();
    chat.logout();
    useLiveMedia.getState().disconnected();
  };
}
