import type { ConversationCreator, ConversationSummary } from '@stringer/shared/schemas/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Page } from '../../../lib/http';

export type InboxStatus = 'open' | 'resolved' | 'all';
export const INBOX_KEY = ['support', 'inbox'] as const;

export const useInbox = (status: InboxStatus, pageNum: number) =>
  useQuery({
    queryKey: [...INBOX_KEY, status, pageNum],
    queryFn: () =>
      http.get<Page<ConversationSummary>>('/manager/message/conversations', {
        query: { status, pageNum, pageSize: 20 },
      }),
  });

export const useConversationCreator = (conversationId: number | null) =>
  useQuery({
    queryKey: ['support', 'creator', conversationId],
    queryFn: () =>
      http.get<ConversationCreator>('/manager/message/creator', { query: { conversationId: conversationId ?? 0 } }),
    enabled: conversationId !== null,
  });

export function useResolve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => http.put<null>('/manager/message/resolve', { conversationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
