import type { Page } from '@stringer/shared/schemas/common';
import type { ConversationSummary } from '@stringer/shared/schemas/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiBody, ApiQuery } from '../../../lib/api-types';
import { http } from '../../../lib/http';

export type InboxStatus = NonNullable<ApiQuery<'get', '/manager/message/conversations'>['status']>;
export const INBOX_KEY = ['support', 'inbox'] as const;

export const useInbox = (status: InboxStatus, pageNum: number) =>
  useQuery({
    queryKey: [...INBOX_KEY, status, pageNum],
    queryFn: () =>
      http.get('/manager/message/conversations', {
        query: { status, pageNum, pageSize: 20 },
      }),
  });

const belongs = (status: InboxStatus, c: ConversationSummary) => status === 'all' || status === c.status;

/** Unanswered first, then the latest activity: the server's inbox order. */
const inboxOrder = (a: ConversationSummary, b: ConversationSummary) =>
  Number(b.unanswered) - Number(a.unanswered) ||
  (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') ||
  b.id - a.id;

/** A loaded inbox page with `c` where the server would put it (or gone, if it left the filter). */
export function placeInInbox(page: Page<ConversationSummary>, status: InboxStatus, c: ConversationSummary) {
  const had = page.list.some((x) => x.id === c.id);
  const rest = page.list.filter((x) => x.id !== c.id);
  if (!belongs(status, c)) return { ...page, list: rest, total: page.total - Number(had) };
  return { ...page, list: [...rest, c].sort(inboxOrder).slice(0, page.pageSize), total: page.total + Number(!had) };
}

/**
 * Puts a pushed conversation into the inbox pages already loaded, in order, rather than asking the
 * server again: with several support members, every message would otherwise cost each a refetch.
 */
export function useInboxUpdates() {
  const queryClient = useQueryClient();
  return useCallback(
    (c: ConversationSummary) => {
      for (const [key, page] of queryClient.getQueriesData<Page<ConversationSummary>>({ queryKey: INBOX_KEY })) {
        if (page) queryClient.setQueryData(key, placeInInbox(page, key[2] as InboxStatus, c));
      }
    },
    [queryClient],
  );
}

export const useConversationCreator = (conversationId: number | null) =>
  useQuery({
    queryKey: ['support', 'creator', conversationId],
    queryFn: () => http.get('/manager/message/creator', { query: { conversationId: conversationId ?? 0 } }),
    enabled: conversationId !== null,
  });

export function useSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'put', '/manager/message/status'>) => http.put('/manager/message/status', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
