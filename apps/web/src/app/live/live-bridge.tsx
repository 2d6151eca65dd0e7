import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { afterFirstAnswers } from '../../lib/after-first-rows';
import { http } from '../../lib/http';
import { usePreferences } from '../../lib/preferences';

/**
 * Keeps the signed-in shell in touch with the message service: the unread counts in the session
 * (bell, tabs, title), notifications and videos' processing live, lists and details fetched again
 * as what they show changes (decision 0042), the mail language, and "kicked out" to /login.
 */
export function LiveBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = usePreferences((s) => s.language);

  useEffect(() => {
    // The connection's code (the socket client, every list's query keys) arrives after the page's
    // first rows, not before or beside them (decision 0077): on connecting it fetches again what is
    // on screen, so nothing moved meanwhile is missed. It is as best-effort as the connection.
    let disconnect: (() => void) | undefined;
    let unmounted = false;
    afterFirstAnswers(queryClient)
      .then(() => import('./live-connection'))
      .then(
        ({ connectLive }) => {
          if (!unmounted) disconnect = connectLive(queryClient, navigate);
        },
        () => {},
      );
    return () => {
      unmounted = true;
      disconnect?.();
    };
  }, [navigate, queryClient]);

  // Mails are written in the language the creator uses here.
  useEffect(() => {
    void http.put('/web/notification/settings', { language }).catch(() => {});
  }, [language]);

  return null;
}
