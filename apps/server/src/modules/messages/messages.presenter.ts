import type { ConversationCreator, ConversationSummary, Message } from '@stringer/shared/schemas/messages';
import type { AccountRow, ConversationRow } from '../../db/schema';
import { LONGEST_URL_TTL_MS, type Signer } from '../../platform/storage';
import { presentCustom } from '../accounts';
import type { MessageWithFile } from './messages.repository';

/**
 * Chat files are linked for a day, the longest the server signs: long enough for a conversation,
 * short enough to not be shared.
 */
const FILE_URL_TTL_MS = LONGEST_URL_TTL_MS;

/** `forStaff`: the support team's view, which names which of them wrote each of their messages. */
export function presentMessage(
  { message: m, file, senderName }: MessageWithFile,
  storage: Signer,
  forStaff: boolean,
): Message {
  const revoked = m.revokedAt !== null;
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    clientMsgId: m.clientMsgId,
    senderId: m.senderId,
    fromStaff: m.fromStaff,
    senderName: forStaff && m.fromStaff ? senderName : null,
    kind: m.kind,
    private: m.private,
    text: revoked ? null : m.text,
    file:
      revoked || !file
        ? null
        : { id: file.id, name: file.originalName, size: file.size, url: storage.signedUrl(file.id, FILE_URL_TTL_MS) },
    revoked,
    createdAt: m.createdAt.toISOString(),
  };
}

interface People {
  creator: Pick<AccountRow, 'id' | 'realName' | 'nickName' | 'avatarUrl'> & { language: 'en' | 'zh' | null };
  assignee: { id: number; name: string } | null;
}

export function presentConversation(
  c: ConversationRow,
  { creator, assignee }: People,
  lastMessage: Message | null,
  unread: number,
): ConversationSummary {
  return {
    id: c.id,
    creator: {
      id: creator.id,
      name: creator.nickName || creator.realName,
      avatarUrl: creator.avatarUrl,
      // A creator who never opened the web app since settings existed: the install's first language.
      language: creator.language ?? 'en',
    },
    lastMessage,
    unread,
    unanswered: c.awaitingStaff,
    waitingSince: c.waitingSince?.toISOString() ?? null,
    status: c.status,
    pendingUntil: c.pendingUntil?.toISOString() ?? null,
    assignee,
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
  };
}

type RecentWork = Omit<ConversationCreator['recentWorks'][number], 'submitTime'> & { submittedAt: Date };

/** Who support is talking to: the creator's profile and their recent works. */
export const presentConversationCreator = (
  account: AccountRow,
  tags: Parameters<typeof presentCustom>[1],
  recent: RecentWork[],
): ConversationCreator => ({
  profile: presentCustom(account, tags),
  recentWorks: recent.map(({ submittedAt, ...w }) => ({ ...w, submitTime: submittedAt.toISOString() })),
});
