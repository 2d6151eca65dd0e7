import type { ConversationStatus } from '@stringer/shared/schemas/messages';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accounts,
  type ConversationRow,
  conversations,
  files,
  messages,
  notificationSettings,
  works,
} from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';

const assignee = alias(accounts, 'assignee');

type NewMessage = Omit<typeof messages.$inferInsert, 'seq' | 'conversationId'>;

/** A message with its file and its sender's name (shown to staff when the sender is one of them). */
const withFile = (db: Db) =>
  db
    .select({ message: messages, file: files, senderName: accounts.realName })
    .from(messages)
    .leftJoin(files, eq(files.id, messages.fileId))
    .leftJoin(accounts, eq(accounts.id, messages.senderId));

export type MessageWithFile = Awaited<ReturnType<ReturnType<typeof withFile>['execute']>>[number];

export const messagesRepository = {
  conversationOf: async (db: Db, creatorId: number): Promise<ConversationRow | undefined> =>
    (await db.select().from(conversations).where(eq(conversations.creatorId, creatorId)))[0],

  conversation: async (db: Db, id: number): Promise<ConversationRow | undefined> =>
    (await db.select().from(conversations).where(eq(conversations.id, id)))[0],

  /**
   * The creator's conversation, made on their first message. One statement rather than an insert
   * then a select: each round trip sits before the message's delivery (decision 0067). The
   * no-op update on conflict returns the row and takes the row lock that `append`, next in the
   * same transaction, takes anyway.
   */
  ensureConversation: async (db: Db, creatorId: number): Promise<ConversationRow> => {
    const rows = await db
      .insert(conversations)
      .values({ creatorId })
      .onConflictDoUpdate({ target: conversations.creatorId, set: { creatorId } })
      .returning();
    return onlyRow(rows, 'conversation upsert');
  },

  bySenderAndClientId: async (db: Db, senderId: number, clientMsgId: string) =>
    (await withFile(db).where(and(eq(messages.senderId, senderId), eq(messages.clientMsgId, clientMsgId))))[0],

  byId: async (db: Db, id: number) => (await withFile(db).where(eq(messages.id, id)))[0],

  /**
   * Takes the conversation's next sequence number (the row lock orders concurrent senders) and
   * writes the message with it. A creator's message reopens the conversation and starts (or
   * continues) its wait; support's answer ends the wait; a private note changes neither.
   */
  append: async (db: Db, conversationId: number, values: NewMessage) => {
    const { fromStaff } = values;
    const turn = values.private
      ? {}
      : {
          lastMessageAt: sql`now()`,
          awaitingStaff: !fromStaff,
          waitingSince: fromStaff ? null : sql`coalesce(${conversations.waitingSince}, now())`,
          ...(fromStaff ? {} : { status: 'open' as const, pendingUntil: null }),
        };
    const turned = await db
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1`, ...turn })
      .where(eq(conversations.id, conversationId))
      .returning();
    const conversation = onlyRow(turned, 'conversation update');
    const message = onlyRow(
      await db
        .insert(messages)
        .values({ ...values, conversationId, seq: conversation.lastSeq })
        .returning(),
    );
    return { message, conversation };
  },

  /**
   * Newest first before `beforeSeq`, or oldest first after `afterSeq`; one more than asked, to
   * tell if more exist. Private notes only with `notes` (staff).
   */
  history: (
    db: Db,
    conversationId: number,
    q: { beforeSeq?: number; afterSeq?: number; size: number },
    notes: boolean,
  ) => {
    const forward = q.afterSeq !== undefined;
    return withFile(db)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          notes ? undefined : eq(messages.private, false),
          forward ? gt(messages.seq, q.afterSeq ?? 0) : undefined,
          !forward && q.beforeSeq !== undefined ? lt(messages.seq, q.beforeSeq) : undefined,
        ),
      )
      .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
      .limit(q.size + 1);
  },

  revoke: (db: Db, id: number) =>
    db.update(messages).set({ revokedAt: sql`now()`, text: null }).where(eq(messages.id, id)),

  /** Moves a side's read mark forward, never back, and never past the last message. */
  markRead: async (db: Db, conversationId: number, side: 'creator' | 'staff', seq: number) => {
    const column = side === 'creator' ? conversations.creatorReadSeq : conversations.staffReadSeq;
    const key = side === 'creator' ? 'creatorReadSeq' : 'staffReadSeq';
    const [row] = await db
      .update(conversations)
      .set({ [key]: sql`greatest(${column}, least(${seq}, ${conversations.lastSeq}))` })
      .where(eq(conversations.id, conversationId))
      .returning();
    return row;
  },

  /** Messages from the other side after a read mark, not revoked. */
  unreadFrom: async (db: Db, conversationId: number, fromStaff: boolean, afterSeq: number) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.fromStaff, fromStaff),
          gt(messages.seq, afterSeq),
          isNull(messages.revokedAt),
          eq(messages.private, false),
        ),
      );
    return row?.n ?? 0;
  },

  /** A pending conversation may wait until a time; any other status waits for nothing. */
  setStatus: (db: Db, id: number, status: ConversationStatus, pendingUntil: Date | null = null) =>
    db.update(conversations).set({ status, pendingUntil }).where(eq(conversations.id, id)),

  /** Pending conversations whose time came: open again; returns them. */
  reopenDue: (db: Db, now: Date) =>
    db
      .update(conversations)
      .set({ status: 'open', pendingUntil: null })
      .where(and(eq(conversations.status, 'pending'), lte(conversations.pendingUntil, now)))
      .returning({ id: conversations.id, creatorId: conversations.creatorId }),

  assign: (db: Db, id: number, assigneeId: number | null) =>
    db.update(conversations).set({ assigneeId }).where(eq(conversations.id, id)),

  /** The conversation locked for a staff change, so concurrent changes are applied and logged in turn. */
  forUpdate: async (db: Db, id: number): Promise<ConversationRow | undefined> =>
    (await db.select().from(conversations).where(eq(conversations.id, id)).for('update'))[0],

  /** The last message of each conversation, in one query. */
  lastMessages: (db: Db, conversationIds: number[]) =>
    conversationIds.length
      ? withFile(db).where(
          and(
            inArray(messages.conversationId, conversationIds),
            sql`${messages.seq} = (select c.last_seq from conversations c where c.id = ${messages.conversationId})`,
          ),
        )
      : Promise.resolve([]),

  /** A creator's latest works, for support to see beside the conversation (as the creator lists them: works_owner_idx). */
  recentWorks: (db: Db, ownerId: number) =>
    db
      .select({ id: works.id, title: works.title, auditStatus: works.auditStatus, submittedAt: works.submittedAt })
      .from(works)
      .where(and(eq(works.ownerId, ownerId), isNull(works.withdrawnAt)))
      .orderBy(desc(works.submittedAt), desc(works.id))
      .limit(5),

  /** Who a conversation is with and who answers it, as the support inbox shows them. */
  peopleOf: async (db: Db, conversationId: number) =>
    (
      await db
        .select({
          creator: {
            id: accounts.id,
            realName: accounts.realName,
            nickName: accounts.nickName,
            avatarUrl: accounts.avatarUrl,
            language: notificationSettings.language,
          },
          assignee: { id: assignee.id, name: assignee.realName },
        })
        .from(conversations)
        .innerJoin(accounts, eq(accounts.id, conversations.creatorId))
        .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
        .leftJoin(notificationSettings, eq(notificationSettings.accountId, conversations.creatorId))
        .where(eq(conversations.id, conversationId))
    )[0],
};
