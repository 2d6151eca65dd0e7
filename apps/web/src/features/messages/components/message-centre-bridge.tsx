import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { chat } from '../../../lib/chat';
import { http, loginPath } from '../../../lib/http';
import { useLiveMedia } from '../../../lib/live-media';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { workKeys } from '../../works/api/works';
import { ENTITY_OF, liveChanges } from '../api/live-changes';
import { notificationKeys } from '../api/notifications';

/**
 * Keeps the signed-in shell in touch with the message service: the unread counts in the session
 * (bell, tabs, title), notifications and videos' processing live, lists and details fetched again
 * as what they show changes (decision 0042), the mail language, and "kicked out" to /login.
 */
export function MessageCentreBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = usePreferences((s) => s.language);

  useEffect(() => {
    const setUnread = useSession.getState().setUnread;
    const live = liveChanges(queryClient);
    const offs = [
      chat.on('totalUnreadCountUpdated', setUnread),
      chat.on('ready', () => void chat.getTotalUnread().then(setUnread, () => {})),
      chat.on('notificationReceived', (notification) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        live.heard(ENTITY_OF[notification.type]);
      }),
      chat.on('changed', ({ entity }) => live.heard(entity)),
      chat.on('mediaProgress', (media) => {
        useLiveMedia.getState().heard(media);
        // A rendition became available: whatever shows that video fetches it again. My works shows
        // each work's progress from its own figure, fetched again as it moves.
        if (media.changed) void queryClient.invalidateQueries({ refetchType: 'active' });
        else void queryClient.invalidateQueries({ queryKey: workKeys.page(), refetchType: 'active' });
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
    };
  }, [navigate, queryClient]);

  // Mails are written in the language the creator uses here.
  useEffect(() => {
    void http.put('/web/notification/settings', { language }).catch(() => {});
  }, [language]);

  return null;
}
