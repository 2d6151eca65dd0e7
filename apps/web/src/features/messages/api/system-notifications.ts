import type { SystemNotificationBody, SystemNotificationSend } from '@stringer/shared/schemas/system-notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const SEND_PATH = '/manager/notification/system';

const systemNotificationKeys = {
  send: (id: string | null) => ['system-notification', id] as const,
};

export const useSendSystemNotification = () =>
  useMutation({
    mutationFn: (body: SystemNotificationBody) => http.post(SEND_PATH, body),
    meta: { handlesErrors: true },
  });

const settled = (send: SystemNotificationSend | undefined) => send?.state === 'done' || send?.state === 'failed';

/** A queued send, asked again every 2 s until it is done (or failed). */
export const useSendProgress = (id: string | null) =>
  useQuery({
    queryKey: systemNotificationKeys.send(id),
    queryFn: () => http.get(SEND_PATH, { query: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => (settled(query.state.data) ? false : 2000),
  });
