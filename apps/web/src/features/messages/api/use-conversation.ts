import type { Message, MessageKind } from '@stringer/shared/schemas/messages';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { chat } from '../../../lib/chat';
import { ApiError } from '../../../lib/http';
import type { ConversationApi } from './messages';

/** What a sender writes: a text or a file; staff may make it a private note. */
export interface SendContent {
  kind: MessageKind;
  text?: string;
  fileId?: string;
  name?: string;
  private?: boolean;
}

/** A message on screen: stored ones, and the sender's own still on their way or failed. */
export interface ShownMessage extends Message {
  status: 'sending' | 'failed' | 'sent';
  /** Why a failed send failed: a translation key. */
  errorKey?: string;
}

interface State {
  conversationId: number | null;
  messages: ShownMessage[];
  hasMore: boolean;
  peerReadSeq: number;
  loading: boolean;
}

type Action =
  | { type: 'loaded'; conversationId: number | null; list: Message[]; hasMore?: boolean; peerReadSeq?: number }
  | { type: 'upsert'; message: ShownMessage }
  | { type: 'revoked'; id: number }
  | { type: 'peerRead'; seq: number }
  | { type: 'loading' };

const byOrder = (a: ShownMessage, b: ShownMessage) =>
  (a.seq || Number.MAX_SAFE_INTEGER) - (b.seq || Number.MAX_SAFE_INTEGER);

/** Merges by the sender's own id, so a message sent here and echoed by the socket shows once. */
function merge(list: ShownMessage[], incoming: ShownMessage[]) {
  const byClientId = new Map(list.map((m) => [m.clientMsgId, m]));
  for (const m of incoming) byClientId.set(m.clientMsgId, m);
  return [...byClientId.values()].sort(byOrder);
}

const lastSeqOf = (messages: ShownMessage[]) => messages.reduce((max, m) => Math.max(max, m.seq), 0);

const stored = (m: Message): ShownMessage => ({ ...m, status: 'sent' });

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true };
    case 'loaded':
      return {
        conversationId: action.conversationId ?? state.conversationId,
        messages: merge(state.messages, action.list.map(stored)),
        hasMore: action.hasMore ?? state.hasMore,
        peerReadSeq: Math.max(state.peerReadSeq, action.peerReadSeq ?? 0),
        loading: false,
      };
    case 'upsert':
      return {
        ...state,
        conversationId: state.conversationId ?? (action.message.conversationId || null),
        messages: merge(state.messages, [action.message]),
      };
    case 'revoked':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, revoked: true, text: null, file: null } : m)),
      };
    case 'peerRead':
      return { ...state, peerReadSeq: Math.max(state.peerReadSeq, action.seq) };
  }
}

const initial: State = { conversationId: null, messages: [], hasMore: false, peerReadSeq: 0, loading: true };

/**
 * One conversation, live: history newest first then back on demand, new messages from the chat
 * module, and after a reconnect what was missed, in order.
 */
export function useConversation(api: ConversationApi, conversationId: number | null, senderId: number | null) {
  const [state, dispatch] = useReducer(reducer, initial);
  const latest = useRef(state);
  latest.current = state;

  const ours = useCallback(
    (id: number) => conversationId === null || id === (latest.current.conversationId ?? conversationId),
    [conversationId],
  );

  useEffect(() => {
    let live = true;
    void api.history({}).then((h) => live && dispatch({ type: 'loaded', ...h }));
    const offs = [
      chat.on('messageReceived', (m) => ours(m.conversationId) && dispatch({ type: 'upsert', message: stored(m) })),
      chat.on('revoked', (r) => ours(r.conversationId) && dispatch({ type: 'revoked', id: r.id })),
      chat.on('readByPeer', (r) => {
        // Only the other side's reads matter: staff's for the creator, the creator's for staff.
        if (ours(r.conversationId) && r.byStaff === (conversationId === null))
          dispatch({ type: 'peerRead', seq: r.seq });
      }),
      chat.on('ready', () => {
        void api
          .history({ afterSeq: lastSeqOf(latest.current.messages) })
          .then((h) => live && dispatch({ type: 'loaded', ...h, hasMore: undefined }));
      }),
    ];
    return () => {
      live = false;
      for (const off of offs) off();
    };
  }, [api, ours, conversationId]);

  const send = useCallback(
    async (content: SendContent, clientMsgId: string = crypto.randomUUID()) => {
      const pending: ShownMessage = {
        id: 0,
        conversationId: latest.current.conversationId ?? 0,
        seq: 0,
        clientMsgId,
        senderId: senderId ?? 0,
        fromStaff: conversationId !== null,
        senderName: null,
        kind: content.kind,
        private: content.private ?? false,
        text: content.text ?? null,
        file: content.fileId ? { id: content.fileId, name: content.name ?? '', size: 0, url: '' } : null,
        revoked: false,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      dispatch({ type: 'upsert', message: pending });
      try {
        const { kind, text, fileId } = content;
        const message = await api.send({ clientMsgId, kind, text, fileId, private: content.private });
        dispatch({ type: 'upsert', message: stored(message) });
      } catch (err) {
        const errorKey = err instanceof ApiError ? (err.errors[0]?.msgKey ?? err.msgKey) : 'errors.sendFailed';
        dispatch({ type: 'upsert', message: { ...pending, status: 'failed', errorKey } });
      }
    },
    [api, conversationId, senderId],
  );

  const markRead = useCallback(() => {
    const seq = lastSeqOf(latest.current.messages);
    if (seq > 0) void api.read(seq);
  }, [api]);

  return {
    ...state,
    send,
    /** Sends a failed message again under the same id: the server stores it at most once. */
    retry: (m: ShownMessage) =>
      send(
        { kind: m.kind, text: m.text ?? undefined, fileId: m.file?.id, name: m.file?.name, private: m.private },
        m.clientMsgId,
      ),
    revoke: (id: number) => api.revoke(id).then(() => dispatch({ type: 'revoked', id })),
    loadOlder: async () => {
      const first = latest.current.messages.find((m) => m.seq > 0);
      if (!first || !latest.current.hasMore) return;
      dispatch({ type: 'loading' });
      const h = await api.history({ beforeSeq: first.seq });
      dispatch({ type: 'loaded', ...h });
    },
    markRead,
  };
}
