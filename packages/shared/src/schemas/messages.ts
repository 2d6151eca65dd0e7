import { z } from 'zod';
import { CHAT } from '../constants';
import { WorkAuditStatus } from '../statuses';
import { customInfo } from './account';
import { pageQuery, pageResult } from './common';
import { anyId, instant, storedInt } from './fields';

/** What a message carries: text, or an uploaded file (`message_file`) shown as a picture or a download. */
export const MESSAGE_KINDS = ['text', 'image', 'file'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const messageText = z
  .string('errors.messageEmpty')
  .max(CHAT.messageMax, 'errors.messageTooLong')
  .refine((s) => s.trim() !== '', 'errors.messageEmpty');

/**
 * A message as a sender writes it. `clientMsgId` is the sender's own id for it, so a retry after a
 * lost answer finds the stored message instead of writing a second one.
 */
export const sendMessageBody = z
  .object({
    clientMsgId: z.string().min(8, 'errors.invalidValue').max(64, 'errors.invalidValue'),
    kind: z.enum(MESSAGE_KINDS, 'errors.invalidValue'),
    text: messageText.optional(),
    fileId: z.string().min(1).max(128).optional(),
  })
  .superRefine((m, ctx) => {
    if (m.kind === 'text' && m.text === undefined)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'errors.messageEmpty' });
    if (m.kind !== 'text' && m.fileId === undefined)
      ctx.addIssue({ code: 'custom', path: ['fileId'], message: 'errors.fileNotExist' });
  });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** Support's answer, or with `private` a note only staff see (never sent to the creator). */
export const staffSendMessageBody = z.intersection(
  sendMessageBody,
  z.object({ conversationId: anyId(), private: z.boolean().optional() }),
);
export type StaffSendMessageBody = z.infer<typeof staffSendMessageBody>;

/** History pages backwards (`beforeSeq`) on scroll and forwards (`afterSeq`) after a reconnect. */
export const historyQuery = z.object({
  beforeSeq: storedInt(1).optional(),
  afterSeq: storedInt(0).optional(),
  size: z.coerce.number().int().min(1).max(100).default(CHAT.historyPage),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const staffHistoryQuery = historyQuery.extend({ conversationId: anyId() });

export const messageIdBody = z.object({ id: anyId() });
export const readUpToBody = z.object({ seq: storedInt(0) });
export const staffReadBody = readUpToBody.extend({ conversationId: anyId() });
export const conversationIdBody = z.object({ conversationId: anyId() });

export const messageFile = z.object({ id: z.string(), name: z.string(), size: z.number(), url: z.string() });

export const message = z.object({
  id: z.number(),
  conversationId: z.number(),
  seq: z.number(),
  clientMsgId: z.string(),
  senderId: z.number(),
  fromStaff: z.boolean(),
  /**
   * Who of the support team wrote it, for other staff; null to creators, who talk to "Customer
   * service" (one shared inbox), and for the creator's own messages.
   */
  senderName: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /** A private note of the support team: only staff ever receive one. */
  private: z.boolean(),
  /** Null once revoked: the text is gone for both sides. */
  text: z.string().nullable(),
  file: messageFile.nullable(),
  revoked: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof message>;

/** The creator's side of their conversation: its messages and how far the support team has read. */
export const history = z.object({
  conversationId: z.number().nullable(),
  list: z.array(message),
  hasMore: z.boolean(),
  peerReadSeq: z.number(),
});
export type History = z.infer<typeof history>;

/** The spec's session counts: total, system, customer service, groups total. */
export const unreadCounts = z.object({
  total: z.number(),
  system: z.number(),
  customerService: z.number(),
  groupsTotal: z.number(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

/** The chat signature the spec's client logs in with: issued by the server, never made in the browser. */
export const chatSignature = z.object({ userId: z.number(), expiresAt: z.number(), signature: z.string() });
export type ChatSignature = z.infer<typeof chatSignature>;

/** Open: support's turn; pending: waiting on the creator; resolved: done until the creator writes again. */
export const CONVERSATION_STATUSES = ['open', 'pending', 'resolved'] as const;
export const conversationStatus = z.enum(CONVERSATION_STATUSES, 'errors.invalidValue');
export type ConversationStatus = z.infer<typeof conversationStatus>;

/** A support member or admin, as the inbox names them (assignee, reassign list). */
export const agent = z.object({ id: z.number(), name: z.string() });
export type Agent = z.infer<typeof agent>;

export const conversationSummary = z.object({
  id: z.number(),
  creator: z.object({
    id: z.number(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    /** The language the creator last used: the canned replies offered first. */
    language: z.enum(['en', 'zh']),
  }),
  lastMessage: message.nullable(),
  /** Messages from the creator the support team has not read. */
  unread: z.number(),
  /** The creator spoke last and nobody has answered yet. */
  unanswered: z.boolean(),
  /** Since when the creator's oldest unanswered message waits (null once answered). */
  waitingSince: z.string().nullable(),
  status: conversationStatus,
  /** Pending until this instant, when it opens again by itself (decision 0063); null: until the creator writes. */
  pendingUntil: z.string().nullable(),
  assignee: agent.nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** Who support is talking to: the creator's profile and recent works, beside the conversation. */
export const conversationCreator = z.object({
  profile: customInfo,
  recentWorks: z.array(
    z.object({ id: z.number(), title: z.string(), auditStatus: z.enum(WorkAuditStatus), submitTime: z.string() }),
  ),
});
export type ConversationCreator = z.infer<typeof conversationCreator>;

export const conversationQuery = z.object({ conversationId: anyId() });

export const INBOX_SORTS = ['newest', 'waiting'] as const;

/** The inbox's filters: a status (or all), whose (mine, nobody's, all), and a search. */
export const inboxQuery = pageQuery.extend({
  status: z.enum([...CONVERSATION_STATUSES, 'all'], 'errors.invalidValue').default('open'),
  assignee: z.enum(['all', 'mine', 'unassigned'], 'errors.invalidValue').default('all'),
  /** The creator's name or mail, or words of a message (any language): a part of it, any case. */
  q: z.string().trim().max(100, 'errors.tooLong').optional(),
  /** Newest: unanswered first, then the latest activity; waiting: the longest-waiting first. */
  sort: z.enum(INBOX_SORTS, 'errors.invalidValue').default('newest'),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

/** An inbox page, with how many conversations each status has under the same filters. */
export const inboxPage = pageResult(conversationSummary).extend({
  counts: z.object({ open: z.number(), pending: z.number(), resolved: z.number() }),
});
export type InboxPage = z.infer<typeof inboxPage>;

/** `pendingUntil`, with `pending` only: when it opens again by itself, if the creator has not written by then. */
export const conversationStatusBody = z
  .object({
    conversationId: anyId(),
    status: conversationStatus,
    pendingUntil: instant('errors.dateInvalid').optional(),
  })
  .refine((b) => b.pendingUntil === undefined || b.status === 'pending', {
    path: ['pendingUntil'],
    message: 'errors.pendingUntilNotPending',
  });
export type ConversationStatusBody = z.infer<typeof conversationStatusBody>;
/** `assigneeId` null: back to the team's unassigned list. */
export const assignBody = z.object({ conversationId: anyId(), assigneeId: anyId().nullable() });
