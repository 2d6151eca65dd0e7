import type { ConversationSummary, InboxPage } from '@stringer/shared/schemas/messages';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiBody, ApiQuery } from '../../../lib/api-types';
import { http } from '../../../lib/http';

type Query = ApiQuery<'get', '/manager/message/conversations'>;
export type InboxStatus = NonNullable<Query['status']>;
export type InboxAssignee = NonNullable<Query['assignee']>;
export type InboxSort = NonNullable<Query['sort']>;

/** The inbox's filters as the screen holds them: the contract's query, its search always a text (maybe empty). */
export interface InboxFilters {
  status: InboxStatus;
  assignee: InboxAssignee;
  q: string;
  sort: InboxSort;
}

/** Every key of the support team's screens: the inbox, the conversation's side panel, canned replies. */
export const supportKeys = {
  all: ['support'] as const,
  inbox: () => [...supportKeys.all, 'inbox'] as const,
  inboxPage: (f: InboxFilters, pageNum: number) => [...supportKeys.inbox(), f, pageNum] as const,
  /**
   * The filters of a key `inboxPage` made (read back by `useInboxUpdates`); undefined for any other
   * key. Read by the key's shape, not by the contract's schema: zod would be on the inbox's first
   * load for it (decision 0077).
   */
  inboxFiltersOf: (key: QueryKey): InboxFilters | undefined =>
    key[1] === 'inbox' && key.length === 4 && typeof key[2] === 'object' ? (key[2] as InboxFilters) : undefined,
  creator: (conversationId: number | null) => [...supportKeys.all, 'creator', conversationId] as const,
  agents: () => [...supportKeys.all, 'agents'] as const,
  cannedReplies: () => [...supportKeys.all, 'canned-replies'] as const,
};

export const useInbox = (f: InboxFilters, pageNum: number) =>
  useQuery({
    queryKey: supportKeys.inboxPage(f, pageNum),
    queryFn: () =>
      http.get('/manager/message/conversations', {
        query: { status: f.status, assignee: f.assignee, q: f.q || undefined, sort: f.sort, pageNum, pageSize: 20 },
      }),
    placeholderData: (previous) => previous,
  });

const belongs = (f: InboxFilters, c: ConversationSummary, me: number | null) =>
  (f.status === 'all' || f.status === c.status) &&
  (f.assignee === 'all' || (f.assignee === 'mine' ? c.assignee?.id === me : c.assignee === null));

const latestFirst = (a: ConversationSummary, b: ConversationSummary) =>
  (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || b.id - a.id;

/** The server's inbox orders: unanswered first, then the latest activity; or the longest waiting first. */
const INBOX_ORDERS: Record<InboxSort, (a: ConversationSummary, b: ConversationSummary) => number> = {
  newest: (a, b) => Number(b.unanswered) - Number(a.unanswered) || latestFirst(a, b),
  waiting: (a, b) =>
    (a.waitingSince === null ? 1 : 0) - (b.waitingSince === null ? 1 : 0) ||
    (a.waitingSince ?? '').localeCompare(b.waitingSince ?? '') ||
    latestFirst(a, b),
};

/** A loaded inbox page with `c` where the server would put it (or gone, if it left the filters). */
export function placeInInbox(page: InboxPage, f: InboxFilters, c: ConversationSummary, me: number | null) {
  const had = page.list.some((x) => x.id === c.id);
  const rest = page.list.filter((x) => x.id !== c.id);
  if (!belongs(f, c, me)) return { ...page, list: rest, total: page.total - Number(had) };
  return {
    ...page,
    list: [...rest, c].sort(INBOX_ORDERS[f.sort]).slice(0, page.pageSize),
    total: page.total + Number(!had),
  };
}

/** Whether a push changes what the loaded pages count: a new conversation, another status or assignee. */
const movesCounts = (before: ConversationSummary | undefined, c: ConversationSummary) =>
  !before || before.status !== c.status || before.assignee?.id !== c.assignee?.id;

/**
 * Puts a pushed conversation into the inbox pages already loaded, in order, rather than asking the
 * server again: with several support members, every message would otherwise cost each a refetch.
 * Only a change of status or assignee (the counts), or a search (the server's to match), refetches.
 */
export function useInboxUpdates(me: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (c: ConversationSummary) => {
      let refetch = false;
      for (const [key, page] of queryClient.getQueriesData<InboxPage>({ queryKey: supportKeys.inbox() })) {
        const f = supportKeys.inboxFiltersOf(key);
        if (!page || !f) continue;
        if (
          f.q ||
          movesCounts(
            page.list.find((x) => x.id === c.id),
            c,
          )
        )
          refetch = true;
        if (!f.q) queryClient.setQueryData(key, placeInInbox(page, f, c, me));
      }
      if (refetch) void queryClient.invalidateQueries({ queryKey: supportKeys.inbox() });
    },
    [queryClient, me],
  );
}

export const useConversationCreator = (conversationId: number | null) =>
  useQuery({
    queryKey: supportKeys.creator(conversationId),
    queryFn: () => http.get('/manager/message/creator', { query: { conversationId: conversationId ?? 0 } }),
    enabled: conversationId !== null,
  });

export const useAgents = () =>
  useQuery({ queryKey: supportKeys.agents(), queryFn: () => http.get('/manager/message/agents') });

/** Status and assignee changes: the pushed conversation updates every inbox, this one's included. */
export const useSetStatus = () =>
  useMutation({
    mutationFn: (body: ApiBody<'put', '/manager/message/status'>) => http.put('/manager/message/status', body),
  });

export const useAssign = () =>
  useMutation({
    mutationFn: (body: ApiBody<'put', '/manager/message/assign'>) => http.put('/manager/message/assign', body),
  });
