import type { NotificationSettingsBody } from '@stringer/shared/schemas/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountKeys } from './account';

export const useNotificationSettings = () =>
  useQuery({ queryKey: accountKeys.notificationSettings(), queryFn: () => http.get('/web/notification/settings') });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => http.put('/web/notification/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notificationSettings(), saved),
  });
}
