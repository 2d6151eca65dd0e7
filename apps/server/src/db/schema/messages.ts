import { CONVERSATION_STATUSES } from '@stringer/shared/schemas/messages';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';
import { searchDocument } from './search';

/** What the inbox's search reads of a message: the index and the query use this one expression. */
export const messageSearchDocument = (t: { text: AnyPgColumn }) => searchDocument(t.text);

/**
 * A creator's one conversation with customer service (a shared staff inbox). `lastSeq` numbers its
 * messages, so a client that reconnects asks for what came after the last one it has.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Whether the creator spoke last: then the conversation waits for an answer. */
    awaitingStaff: boolean('awaiting_staff').notNull().default(false),
    creatorReadSeq: integer('creator_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
    /** The support member who answers it; null: anyone's (the team's unassigned list). */
    assigneeId: integer('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Since when the creator's oldest unanswered message waits; null once support answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** Pending until then: the inbox's sweep opens it again at that time (decision 0063). */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_creator_key').on(t.creatorId),
    // The support inbox by status: unanswered first, then the most recent.
    index('conversations_inbox_idx').on(t.status, t.awaitingStaff, t.lastMessageAt),
    index('conversations_assignee_idx').on(t.assigneeId, t.status),
    // The inbox by status, the longest-waiting first.
    index('conversations_waiting_idx').on(t.status, t.waitingSince),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromStaff: boolean('from_staff').notNull(),
    clientMsgId: text('client_msg_id').notNull(),
    kind: text('kind', { enum: ['text', 'image', 'file'] }).notNull(),
    text: text('text'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A private note: staff only, never sent to the creator (decision 0059). */
    private: boolean('private').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    // A retried send finds the message it already wrote.
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientMsgId),
    // Inbox search by text, Chinese included, in any database locale (decision 0063).
    index('messages_text_search_idx').using('gin', messageSearchDocument(t)),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
