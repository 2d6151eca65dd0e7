import { CHAT } from '@stringer/shared/constants';
import type {
  HistoryQuery,
  Message,
  SendMessageBody,
  StaffSendMessageBody,
  UnreadCounts,
} from '@stringer/shared/schemas/messages';
import { Role } from '@stringer/shared/statuses';
import type { ConversationRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import type { Signer } from '../../platform/storage';
import type { AccountRows } from '../accounts';
import type { CheckOwnedFiles } from '../files';
import { assertChatOpen, type ChatSignatures } from './lib/chat-signature';
import { conversationSummaries } from './lib/conversation-summary';
import { presentConversationCreator, presentMessage } from './messages.presenter';
import { type MessageWithFile, messagesRepository as repo } from './messages.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Signer;
  realtime: Pick<Realtime, 'toAccount' | 'toSupport'>;
  signatures: ChatSignatures;
  /** Counts a hit in a shared fixed window (Redis with several instances). */
  rateCounter: { hit(key: string, windowMs: number): Promise<number> };
  /** Unread system notifications, for the spec's session counts. */
  systemUnread(accountId: number): Promise<number>;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** Refuses files that are not the creator's own uploads, done and of the field's kind. */
  checkOwnedFiles: CheckOwnedFiles;
}

export function createMessagesService({
  database,
  storage,
  realtime,
  signatures,
  rateCounter,
  systemUnread,
  accountRows,
  checkOwnedFiles,
}: Deps) {
  const { db, transaction } = database;
  const present = (row: MessageWithFile, forStaff: boolean) => presentMessage(row, storage, forStaff);

  const conversationOr404 = async (id: number) => {
    const row = await repo.conversation(db, id);
    if (!row) throw new AppError('conversationNotExist');
    return row;
  };

  const summary = conversationSummaries(db, storage);

  const unread = async (accountId: number): Promise<UnreadCounts> => {
    const conversation = await repo.conversationOf(db, accountId);
    const [system, customerService] = await Promise.all([
      systemUnread(accountId),
      conversation ? repo.unreadFrom(db, conversation.id, true, conversation.creatorReadSeq) : 0,
    ]);
    // Stringer has no group chats; the spec's session state keeps the count, so it is always 0.
    return { total: system + customerService, system, customerService, groupsTotal: 0 };
  };

  const pushUnread = async (accountId: number) =>
    realtime.toAccount(accountId, 'totalUnreadCountUpdated', await unread(accountId));

  /** Tells the support inbox a conversation changed, and the creator when their unread count did. */
  const announce = async (c: ConversationRow, { last, creatorUnread }: { last?: Message; creatorUnread: boolean }) => {
    realtime.toSupport('conversationListUpdated', await summary(c, last));
    if (creatorUnread) await pushUnread(c.creatorId);
  };

  const checkFile = async (senderId: number, body: SendMessageBody) => {
    if (body.kind === 'text') return null;
    const found = await checkOwnedFiles(db, senderId, [
      { ids: [body.fileId as string], kind: 'message_file', field: 'fileId' },
    ]);
    const file = found.get(body.fileId as string) ?? null;
    if (body.kind === 'image' && !file?.mime?.startsWith('image/')) {
      throw new AppError('fileType', [{ field: 'fileId', msgKey: 'errors.fileType' }]);
    }
    return file;
  };

  /**
   * Writes a message once: a retry with the same clientMsgId gets the stored one back. A private
   * note (staff only) goes to the support room alone: the creator's sockets never hear of it.
   */
  const write = async (
    auth: AuthSession,
    body: SendMessageBody,
    conversationFor: (tx: Db) => Promise<number>,
    isPrivate = false,
  ) => {
    const fromStaff = auth.role !== Role.Creator;
    const earlier = await repo.bySenderAndClientId(db, auth.accountId, body.clientMsgId);
    if (earlier) return present(earlier, fromStaff);
    if ((await rateCounter.hit(`chat:${auth.accountId}`, CHAT.rate.windowMs)) > CHAT.rate.max) {
      throw new AppError('messageTooFast');
    }
    const file = await checkFile(auth.accountId, body);
    let written: Awaited<ReturnType<typeof repo.append>>;
    try {
      written = await transaction(async (tx) =>
        repo.append(tx.db, await conversationFor(tx.db), {
          senderId: auth.accountId,
          fromStaff,
          clientMsgId: body.clientMsgId,
          kind: body.kind,
          text: body.kind === 'text' ? (body.text ?? null) : null,
          fileId: file?.id ?? null,
          private: fromStaff && isPrivate,
        }),
      );
    } catch (err) {
      // Two copies of one retry raced: the other wrote it, and told everyone.
      const stored = await repo.bySenderAndClientId(db, auth.accountId, body.clientMsgId);
      if (stored) return present(stored, fromStaff);
      throw err;
    }
    const { conversation } = written;
    const senderName = fromStaff ? ((await accountRows.findById(db, auth.accountId))?.realName ?? null) : null;
    const row = { message: written.message, file, senderName };
    const [toCreator, toStaff] = [present(row, false), present(row, true)];
    if (!row.message.private) realtime.toAccount(conversation.creatorId, 'messageReceived', toCreator);
    realtime.toSupport('messageReceived', toStaff);
    await announce(conversation, { last: toStaff, creatorUnread: fromStaff && !row.message.private });
    return fromStaff ? toStaff : toCreator;
  };

  return {
    signature(auth: AuthSession) {
      assertChatOpen(auth);
      return signatures.issue(auth.accountId);
    },

    unread(auth: AuthSession) {
      return unread(auth.accountId);
    },

    pushUnread,

    async history(auth: AuthSession, q: HistoryQuery) {
      const conversation = await repo.conversationOf(db, auth.accountId);
      if (!conversation) return { conversationId: null, list: [], hasMore: false, peerReadSeq: 0 };
      return { ...(await historyOf(conversation, q, false)), peerReadSeq: conversation.staffReadSeq };
    },

    async send(auth: AuthSession, body: SendMessageBody): Promise<Message> {
      return write(auth, body, async (tx) => (await repo.ensureConversation(tx, auth.accountId)).id);
    },

    async revoke(auth: AuthSession, id: number) {
      const found = await repo.byId(db, id);
      if (!found || found.message.senderId !== auth.accountId) throw new AppError('messageNotExist');
      const { message } = found;
      if (message.revokedAt) return;
      if (Date.now() - message.createdAt.getTime() > CHAT.revokeWindowMs) throw new AppError('messageRevokeExpired');
      await repo.revoke(db, id);
      const conversation = await conversationOr404(message.conversationId);
      const revoked = { conversationId: conversation.id, id, seq: message.seq };
      if (!message.private) realtime.toAccount(conversation.creatorId, 'revoked', revoked);
      realtime.toSupport('revoked', revoked);
      await announce(conversation, { creatorUnread: message.fromStaff && !message.private });
    },

    async read(auth: AuthSession, seq: number) {
      const conversation = await repo.conversationOf(db, auth.accountId);
      if (!conversation) return unread(auth.accountId);
      const updated = await repo.markRead(db, conversation.id, 'creator', seq);
      realtime.toSupport('readByPeer', {
        conversationId: conversation.id,
        seq: updated?.creatorReadSeq ?? seq,
        byStaff: false,
      });
      const counts = await unread(auth.accountId);
      // The creator's other tabs follow.
      realtime.toAccount(auth.accountId, 'totalUnreadCountUpdated', counts);
      return counts;
    },

    // The support inbox: the route guard admits support staff and admins only.

    async staffHistory(conversationId: number, q: HistoryQuery) {
      const conversation = await conversationOr404(conversationId);
      return { ...(await historyOf(conversation, q, true)), peerReadSeq: conversation.creatorReadSeq };
    },

    async staffSend(auth: AuthSession, { conversationId, private: isPrivate, ...body }: StaffSendMessageBody) {
      await conversationOr404(conversationId);
      return write(auth, body, async () => conversationId, isPrivate);
    },

    async staffRead(conversationId: number, seq: number) {
      const conversation = await conversationOr404(conversationId);
      const updated = await repo.markRead(db, conversation.id, 'staff', seq);
      realtime.toAccount(conversation.creatorId, 'readByPeer', {
        conversationId,
        seq: updated?.staffReadSeq ?? seq,
        byStaff: true,
      });
      await announce(updated ?? conversation, { creatorUnread: false });
    },

    async creator(conversationId: number) {
      const conversation = await conversationOr404(conversationId);
      const [account, tags, recent] = await Promise.all([
        accountRows.findById(db, conversation.creatorId),
        accountRows.tagsOf(db, conversation.creatorId),
        repo.recentWorks(db, conversation.creatorId),
      ]);
      if (!account) throw new AppError('conversationNotExist');
      return presentConversationCreator(account, tags, recent);
    },

    /** Tells the support room a conversation changed (after a staff change of its status or assignee). */
    announceToSupport: async (conversationId: number) =>
      realtime.toSupport('conversationListUpdated', await summary(await conversationOr404(conversationId))),
  };

  async function historyOf(conversation: ConversationRow, q: HistoryQuery, forStaff: boolean) {
    const rows = await repo.history(db, conversation.id, q, forStaff);
    const hasMore = rows.length > q.size;
    const page = rows.slice(0, q.size);
    // Always oldest first on the wire, whichever way the page was read.
    if (q.afterSeq === undefined) page.reverse();
    return { conversationId: conversation.id, list: page.map((row) => present(row, forStaff)), hasMore };
  }
}

export type MessagesService = ReturnType<typeof createMessagesService>;
