import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';

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
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_creator_key').on(t.creatorId),
    // The support inbox: unanswered first, then the most recent.
    index('conversations_inbox_idx').on(t.awaitingStaff, t.lastMessageAt),
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
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    // A retried send finds the message it already wrote.
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientMsgId),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
