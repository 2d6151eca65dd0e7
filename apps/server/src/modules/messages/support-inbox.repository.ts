import type { ConversationStatus, InboxQuery } from '@stringer/shared/schemas/messages';
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { accounts, type ConversationRow, conversations, messageSearchDocument, messages } from '../../db/schema';
import { searchMatches } from '../../db/schema/search';
import type { Db } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';

export type InboxFilter = Pick<InboxQuery, 'status' | 'assignee' | 'q'> & { me: number };

const contains = (column: SQL | typeof accounts.realName, q: string) => sql`strpos(lower(${column}), lower(${q})) > 0`;

/**
 * Conversations with a message containing `q`, any language: the GIN index of each text's search
 * tokens (decision 0063) narrows them, strpos confirms the words stand together. A single
 * character is too common to look for in texts: it matches names and mail only.
 */
const textMatches = (q: string) =>
  [...q].length < 2
    ? undefined
    : inArray(
        conversations.id,
        sql`(SELECT ${messages.conversationId} FROM ${messages}
          WHERE ${searchMatches(messageSearchDocument(messages), q)} AND ${contains(sql`${messages.text}`, q)}
            AND ${messages.revokedAt} IS NULL)`,
      );

/** Everything but the status: the counts are per status under the same filters. */
const filterOf = ({ assignee, q, me }: InboxFilter) =>
  and(
    isNotNull(conversations.lastMessageAt),
    assignee === 'mine' ? eq(conversations.assigneeId, me) : undefined,
    assignee === 'unassigned' ? isNull(conversations.assigneeId) : undefined,
    q
      ? or(
          contains(accounts.realName, q),
          contains(sql`${accounts.nickName}`, q),
          contains(sql`${accounts.mail}`, q),
          textMatches(q),
        )
      : undefined,
  );

const newestFirst = [desc(conversations.awaitingStaff), desc(conversations.lastMessageAt), desc(conversations.id)];
// Answered conversations wait for nobody: after the waiting ones, the most recently active first.
const longestWaitingFirst = [sql`${conversations.waitingSince} ASC NULLS LAST`, ...newestFirst.slice(1)];

const ofStatus = (status: InboxFilter['status']) => (status === 'all' ? undefined : eq(conversations.status, status));

export const supportInboxRepository = {
  /** A page of the inbox: unanswered first, then the most recently active; or the longest-waiting first. */
  page: (
    db: Db,
    f: InboxFilter,
    sort: InboxQuery['sort'],
    { pageNum, pageSize }: PageRequest,
  ): Promise<ConversationRow[]> =>
    db
      .select({ conversation: conversations })
      .from(conversations)
      .innerJoin(accounts, eq(accounts.id, conversations.creatorId))
      .where(and(filterOf(f), ofStatus(f.status)))
      .orderBy(...(sort === 'waiting' ? longestWaitingFirst : newestFirst))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .then((rows) => rows.map((r) => r.conversation)),

  /** How many conversations each status has under the filters. */
  counts: async (db: Db, f: InboxFilter) => {
    const rows = await db
      .select({ status: conversations.status, n: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(accounts, eq(accounts.id, conversations.creatorId))
      .where(filterOf(f))
      .groupBy(conversations.status);
    const counts: Record<ConversationStatus, number> = { open: 0, pending: 0, resolved: 0 };
    for (const { status, n } of rows) counts[status] = n;
    return counts;
  },

  /** Support members and admins who can sign in: whom a conversation can be assigned to. */
  agents: (db: Db) =>
    db
      .select({ id: accounts.id, name: accounts.realName })
      .from(accounts)
      .where(and(inArray(accounts.role, ['support', 'admin']), isNull(accounts.disabledAt)))
      .orderBy(accounts.realName, accounts.id),

  isAgent: async (db: Db, id: number) =>
    (
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, id), inArray(accounts.role, ['support', 'admin']), isNull(accounts.disabledAt)))
    ).length > 0,
};
