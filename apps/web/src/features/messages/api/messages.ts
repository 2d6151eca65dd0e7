import type { History, Message, SendMessageBody } from '@stringer/shared/schemas/messages';
import type { ApiQuery } from '../../../lib/api-types';
import { http } from '../../../lib/http';

/** Which messages to read: before or after a seq (the latest without either). */
export type HistoryPage = Omit<ApiQuery<'get', '/manager/message/history'>, 'conversationId'>;

/** The calls one side of a conversation makes: the creator's, or a support member's on one conversation. */
export interface ConversationApi {
  history(page: HistoryPage): Promise<History>;
  /** `private`: a support team's note (the creator's side never sends one). */
  send(body: SendMessageBody & { private?: boolean }): Promise<Message>;
  revoke(id: number): Promise<unknown>;
  read(seq: number): Promise<unknown>;
}

export const creatorConversation: ConversationApi = {
  history: (page) => http.get('/web/message/history', { query: { ...page } }),
  send: ({ private: _note, ...body }) => http.post('/web/message', body),
  revoke: (id) => http.put('/web/message/revoke', { id }),
  read: (seq) => http.put('/web/message/read', { seq }),
};

export const supportConversation = (conversationId: number): ConversationApi => ({
  history: (page) => http.get('/manager/message/history', { query: { ...page, conversationId } }),
  send: (body) => http.post('/manager/message', { ...body, conversationId }),
  revoke: (id) => http.put('/manager/message/revoke', { id }),
  read: (seq) => http.put('/manager/message/read', { conversationId, seq }),
});
