import type { AuditEntity } from './schemas/audit';
import type { FileMoved } from './schemas/files';
import type { ConversationSummary, Message, UnreadCounts } from './schemas/messages';
import type { Notification } from './schemas/notifications';

/**
 * What the server pushes over the socket, by the names the web's chat client listens to: the spec's
 * chat events (message received, revoked, read by peer, kicked out, conversation list updated,
 * total unread count updated) and ours (notifications, videos' processing, changes). Ready and not
 * ready are the socket's own connect and disconnect.
 */
export interface ServerEvents {
  messageReceived: (message: Message) => void;
  revoked: (revoked: { conversationId: number; id: number; seq: number }) => void;
  readByPeer: (read: { conversationId: number; seq: number; byStaff: boolean }) => void;
  kickedOut: (kicked: { reason: 'logout' | 'passwordReset' | 'factorsChanged' | 'disabled' | 'expired' }) => void;
  conversationListUpdated: (conversation: ConversationSummary) => void;
  totalUnreadCountUpdated: (counts: UnreadCounts) => void;
  notification: (notification: Notification) => void;
  /**
   * A file of the account's moved: probed (ready or refused), or a video's processing went on (its
   * media whole, progress 0..1 included); `changed` when a rendition became available or a state
   * moved (what shows it should be fetched again).
   */
  media: (moved: FileMoved) => void;
  /**
   * A change was committed to something open pages may show (`work`, `clue`, `task`…, the audit
   * log's entity names): what shows it should be fetched again. A creator hears of their own
   * things and of the catalog; staff, of everything. `entityId` is null for a thing without a
   * number (an uploaded file, a notification sent to many).
   */
  changed: (change: { entity: AuditEntity; entityId: number | null }) => void;
  /**
   * The server may have missed moves (its line to the database's notifications was down a while):
   * what open pages show, and an upload's verdict, should be fetched again, as after a reconnection.
   */
  resync: () => void;
}

/** What a socket sends at the handshake (`auth`): the session token and the server-issued signature. */
export interface ChatHandshake {
  token: string;
  userId: number;
  expiresAt: number;
  signature: string;
}

export const SOCKET_PATH = '/socket.io';
