import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (pageNum: number, pageSize: number) => [...notificationKeys.all, pageNum, pageSize] as const,
};

export const useNotifications = (pageNum: number, pageSize = 10) =>
  useQuery({
    queryKey: notificationKeys.page(pageNum, pageSize),
    queryFn: () => http.get('/web/notification/page', { query: { pageNum, pageSize } }),
  });

/** Marks one notification read, or all when no id is given; the unread counts follow by socket. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined ? http.put('/web/notification/read-all') : http.put('/web/notification/read', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
